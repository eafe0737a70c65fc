import type { LedgerSpecialty } from '~/lib/accuracy/types'
import { ReferenceCases } from './reference-cases'

/** The specialty calculators' worked examples, one section a calculator (under an h2 of the page's own). */
/** What the specialty part says when its cases cannot be read (the database is down, say). */
export const LEDGER_UNAVAILABLE =
  'The specialty calculators’ worked examples cannot be read just now. Please try again in a few minutes.'

export function SpecialtyLedger({ calculators }: { calculators: LedgerSpecialty[] }) {
  if (calculators.length === 0)
    return <p className="mt-3">No specialty calculator is offered to every workspace yet.</p>
  return (
    <>
      {calculators.map((calculator) => (
        <SpecialtySection key={calculator.type} calculator={calculator} />
      ))}
    </>
  )
}

function SpecialtySection({ calculator }: { calculator: LedgerSpecialty }) {
  const heading = `ledger-specialty-${calculator.slug}`
  const passing = calculator.cases.filter((each) => each.pass).length
  return (
    <section id={`specialty-${calculator.slug}`} aria-labelledby={heading} className="mt-8 scroll-mt-24">
      <h3 id={heading} className="text-xl font-bold text-slate-900">
        {calculator.title}
      </h3>
      <p className="mt-1 text-sm">
        Specialty calculator version {calculator.version} · {passing} of {calculator.cases.length} expected
        figures passing
      </p>
      <h4 id={`${heading}-cases`} className="mt-4 text-lg font-semibold text-slate-900">
        Worked examples
      </h4>
      <ReferenceCases rows={calculator.cases} labelledBy={`${heading}-cases`} cardHeading="h5" />
    </section>
  )
}

/** What the specialty part is, where it stands on the page and on its own. */
export function SpecialtyLedgerIntro() {
  return (
    <p className="mt-3 max-w-3xl">
      Specialty calculators are defined from published formulas by our team, after this page was built, and
      offered to every client. Each one&rsquo;s worked examples are its cases: the inputs go through the same
      parsing and result summary as the calculator&rsquo;s page, and every expected figure must match the
      printed one exactly — a version cannot be published otherwise. They have no independent implementation,
      so no random cases. This part is read when you open the page.
    </p>
  )
}
