import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input, Label } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import type { CatalogueGroup } from './calculator-list.server'

const ALL = 'all'
/** Lower case without accents, so 'credito' finds 'crédito' and 'cd' finds 'CD'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/**
 * Every calculator under its group, with a group filter and a search box. The page is prerendered: without
 * JavaScript every card shows and the controls stay disabled (so nothing typed before hydration is lost
 * either); with it, the cards filter as the visitor types and the count is announced.
 */
export function CalculatorCatalogue({ groups }: { groups: readonly CatalogueGroup[] }) {
  const id = useId()
  const ready = useHydrated()
  const [group, setGroup] = useState(ALL)
  const [query, setQuery] = useState('')

  const total = groups.reduce((sum, { calculators }) => sum + calculators.length, 0)
  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean)
    return groups
      .filter(({ id: groupId }) => group === ALL || groupId === group)
      .map((entry) => ({
        ...entry,
        calculators: entry.calculators.filter((calculator) => {
          const text = fold(`${calculator.name} ${calculator.summary} ${entry.title}`)
          return words.every((word) => text.includes(word))
        }),
      }))
      .filter((entry) => entry.calculators.length > 0)
  }, [groups, group, query])
  const count = shown.reduce((sum, { calculators }) => sum + calculators.length, 0)

  return (
    <>
      <form
        role="search"
        aria-label="Calculators"
        className="mt-6"
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset
          disabled={!ready}
          className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:items-end"
        >
          <fieldset>
            <legend className="mb-1 block text-sm font-medium text-slate-800">Show</legend>
            <div className="flex flex-wrap gap-2">
              {[{ id: ALL, title: 'All calculators' }, ...groups].map((entry) => (
                <label
                  key={entry.id}
                  className={cn(
                    'cursor-pointer rounded-full border px-4 py-2 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                    group === entry.id
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700',
                  )}
                >
                  <input
                    type="radio"
                    name="group"
                    value={entry.id}
                    checked={group === entry.id}
                    onChange={() => setGroup(entry.id)}
                    className="sr-only"
                  />
                  {entry.title}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Label htmlFor={`${id}-search`}>Search calculators</Label>
            <Input
              id={`${id}-search`}
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="e.g. mortgage, savings"
              autoComplete="off"
            />
          </div>
        </fieldset>
      </form>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {count === total ? `${total} calculators` : `${count} of ${total} calculators`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No calculator matches your search. Try another word, or{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-4"
            onClick={() => {
              setQuery('')
              setGroup(ALL)
            }}
          >
            show all calculators
          </button>
          .
        </p>
      ) : null}
      {shown.map((entry) => (
        <section key={entry.id} aria-labelledby={`${id}-${entry.id}`} className="mt-10">
          <h3 id={`${id}-${entry.id}`} className="text-2xl font-bold text-slate-900">
            {entry.title}
          </h3>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {entry.calculators.map((calculator) => (
              <li key={calculator.href}>
                <CatalogueCard calculator={calculator} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

/** One calculator's card: its page ('Try Calculator') and, where it has one, its branding playground. */
export function CatalogueCard({
  calculator,
  heading: Heading = 'h4',
}: {
  calculator: { name: string; summary: string; href: string; tryHref?: string | undefined }
  heading?: 'h3' | 'h4'
}) {
  return (
    <Card className="flex h-full flex-col">
      <Heading className="text-xl font-semibold text-slate-900">{calculator.name}</Heading>
      <p className="mt-3 flex-1 text-slate-700">{calculator.summary}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={calculator.href} aria-label={`Try Calculator: ${calculator.name}`}>
            Try Calculator
          </Link>
        </Button>
        {calculator.tryHref ? (
          <Button asChild variant="secondary">
            <Link to={calculator.tryHref} aria-label={`Brand this calculator: ${calculator.name}`}>
              Brand this calculator
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  )
}

type CardCalculator = Parameters<typeof CatalogueCard>[0]['calculator']

/** A grid of cards under a section's h2 (the specialty calculators on the catalogue and on their own page). */
export function CatalogueCards({ calculators }: { calculators: readonly CardCalculator[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {calculators.map((calculator) => (
        <li key={calculator.href}>
          <CatalogueCard calculator={calculator} heading="h3" />
        </li>
      ))}
    </ul>
  )
}
