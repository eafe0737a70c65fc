import { useEffect } from 'react'
import { Link, useFetcher } from 'react-router'
import { ReferenceCases } from '~/components/accuracy/reference-cases'
import {
  LEDGER_UNAVAILABLE,
  SpecialtyLedger,
  SpecialtyLedgerIntro,
} from '~/components/accuracy/specialty-ledger'
import { accuracyLedger, ledgerTotals } from '~/lib/accuracy/ledger.server'
import type { LedgerCalculator } from '~/lib/accuracy/types'
import { formatNumber } from '~/calculators/ui/format'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/accuracy'
import type { loader as specialtyLoader } from './accuracy-specialty'

const formatCount = (value: number) => formatNumber(value, 'en')

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Accuracy Ledger',
    description:
      'Every calculator checked against published references (Regulation Z, Regulation DD, IRS tables) and an independent implementation.',
    path: '/accuracy',
    origin: originFrom(matches),
  })
}

// Prerendered (app/lib/site-map.ts): the cases are computed by the calculators' own engines at build time.
export async function loader() {
  const ledger = await accuracyLedger()
  return { ledger, totals: ledgerTotals(ledger) }
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(2)}%`)

export default function AccuracyLedgerPage({ loaderData }: Route.ComponentProps) {
  const { ledger, totals } = loaderData
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 text-slate-700">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Accuracy Ledger</h1>
      <p className="mt-4 max-w-3xl text-lg">
        Every calculator we offer, checked against published references — Regulation Z&rsquo;s Appendix J,
        Regulation DD&rsquo;s Appendix A, the IRS Uniform Lifetime Table, our own published conventions — and
        against a second, independent implementation. Each value below was computed by the same code that
        serves our calculators, when this page was built ({ledger.computedAt.slice(0, 10)}); nothing is typed
        in by hand but the expected values and their sources.
      </p>
      <section aria-labelledby="claim" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="claim" className="text-xl font-bold text-slate-900">
          The figures behind our 99.9% accuracy claim
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">Cases checked</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{formatCount(totals.checked)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Exact to the cent</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">
              {formatCount(totals.exact)} ({percent(totals.exact, totals.checked)})
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Reference cases passing</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">
              {formatCount(totals.referencePassed)} of {formatCount(totals.referenceCases)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm">
          {formatCount(totals.referenceCases)} cited reference cases and {formatCount(totals.randomCases)}{' '}
          random cases ({formatCount(ledger.casesPerCalculator)} for each of{' '}
          {totals.calculatorsWithRandomCheck} calculators, seed {ledger.seed}) compared with an independent
          implementation written from the formulas. The same random cases run in our test suite on every
          change (<code>app/lib/accuracy/independent.test.ts</code>), which fails on any mismatch.
        </p>
        <p className="mt-2 text-sm">
          Corrections are listed in the{' '}
          <Link to="/accuracy/errata" className="font-semibold text-brand-800 underline">
            errata
          </Link>{' '}
          (also as an{' '}
          <a href="/accuracy/errata.atom" className="font-semibold text-brand-800 underline">
            Atom feed
          </a>
          ).
        </p>
      </section>
      <nav aria-labelledby="calculators" className="mt-8">
        <h2 id="calculators" className="text-xl font-bold text-slate-900">
          Calculators
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {ledger.calculators.map((calculator) => (
            <li key={calculator.name}>
              <a href={`#${calculator.name}`} className="text-brand-800 underline underline-offset-4">
                {calculator.title}
              </a>{' '}
              <span className="text-sm text-slate-600">
                (version {calculator.engineVersion}, {calculator.cases.filter((each) => each.pass).length}/
                {calculator.cases.length} passing)
              </span>
            </li>
          ))}
          <li>
            <a href="#specialty" className="text-brand-800 underline underline-offset-4">
              Specialty calculators
            </a>{' '}
            <span className="text-sm text-slate-600">(their worked examples)</span>
          </li>
        </ul>
      </nav>
      {ledger.calculators.map((calculator) => (
        <CalculatorSection key={calculator.name} calculator={calculator} />
      ))}
      <SpecialtyPart />
    </div>
  )
}

/**
 * The specialty calculators' worked examples: data added after the build, so read per request from
 * /accuracy/specialty once the page is in the browser (the registry part above stays prerendered).
 */
function SpecialtyPart() {
  const fetcher = useFetcher<typeof specialtyLoader>()
  const { load } = fetcher
  useEffect(() => {
    void load('/accuracy/specialty')
  }, [load])
  return (
    <section id="specialty" aria-labelledby="ledger-specialty" className="mt-12 scroll-mt-24">
      <h2 id="ledger-specialty" className="text-2xl font-bold text-slate-900">
        Specialty calculators
      </h2>
      <SpecialtyLedgerIntro />
      {fetcher.data?.calculators ? (
        <SpecialtyLedger calculators={fetcher.data.calculators} />
      ) : fetcher.data ? (
        <p className="mt-3" role="alert">
          {LEDGER_UNAVAILABLE}
        </p>
      ) : (
        <p className="mt-3" role="status">
          {fetcher.state === 'loading' ? 'Loading their worked examples… ' : null}
          <Link to="/accuracy/specialty" className="font-semibold text-brand-800 underline">
            Their worked examples on a page of their own
          </Link>
        </p>
      )}
    </section>
  )
}

function CalculatorSection({ calculator }: { calculator: LedgerCalculator }) {
  const heading = `ledger-${calculator.name}`
  const { random } = calculator
  return (
    <section id={calculator.name} aria-labelledby={heading} className="mt-12 scroll-mt-24">
      <h2 id={heading} className="text-2xl font-bold text-slate-900">
        {calculator.title}
      </h2>
      <p className="mt-1 text-sm">
        Engine version {calculator.engineVersion} ·{' '}
        <Link to={`/calculators/${calculator.name}`} className="text-brand-800 underline">
          Open the calculator
        </Link>
      </p>
      <h3 id={`${heading}-cases`} className="mt-4 text-lg font-semibold text-slate-900">
        Reference cases
      </h3>
      <ReferenceCases rows={calculator.cases} labelledBy={`${heading}-cases`} />
      <h3 className="mt-5 text-lg font-semibold text-slate-900">What it guarantees for every input</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {calculator.invariants.map((invariant) => (
          <li key={invariant}>{invariant}</li>
        ))}
      </ul>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">
        Random cases against an independent implementation
      </h3>
      <p className="mt-2">
        {formatCount(random.cases)} random cases ({random.varies}), {formatCount(random.figures)} figures,
        checked against {random.method}: <strong>{formatCount(random.exact)} exact</strong>,{' '}
        <strong>{formatCount(random.mismatches)} mismatches</strong>.
      </p>
    </section>
  )
}
