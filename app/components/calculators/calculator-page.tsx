import { useEffect, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { CalculatorBreadcrumbs } from './breadcrumbs'
import { ContactLink } from '~/components/contact-link'
import { TrialLink } from '~/components/trial-link'

type CalculatorPageProps = {
  name: string
  /** The ledger's section of this calculator (/accuracy#<name>): its reference cases and checks. */
  accuracyHref?: string | undefined
  intro: string
  /** The calculator's try page (/try/<name>-calculator), where a visitor brands it (none: no such page). */
  tryHref?: string | undefined
  children: ReactNode
}

/** The frame around a calculator on our own site: breadcrumbs, heading, intro and the sales call to action. */
export function CalculatorPage({ name, accuracyHref, intro, tryHref, children }: CalculatorPageProps) {
  useEffect(() => {
    // By spec the page opens at its top, even when reached with back/forward.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [])

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <CalculatorBreadcrumbs current={name} />
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{name}</h1>
          <p className="mt-3 text-lg text-slate-700">{intro}</p>
          {accuracyHref ? (
            <p className="mt-2 text-sm">
              <Link to={accuracyHref} className="font-semibold text-brand-800 underline underline-offset-4">
                How we check this
              </Link>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {tryHref ? (
            <Button asChild variant="secondary">
              <Link to={tryHref}>Brand this calculator</Link>
            </Button>
          ) : null}
          <Button asChild>
            <TrialLink />
          </Button>
          <Button asChild variant="accent">
            <ContactLink prefill="whiteLabelCalculators">Get White-Label Calculators</ContactLink>
          </Button>
        </div>
      </header>
      <section
        aria-label={name}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {children}
      </section>
    </div>
  )
}
