import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'

type Calculator = { id: string; name: string; publicId: string }
type Query = { calculator: string; date: string; time: string }
type Shown = {
  state: {
    id: string
    calculatorName: string
    kind: 'published' | 'archived'
    revisionNumber: number | null
    pageHash: string
    disclosure: string
    consent: string
    rates: { param: string; product: string; rate: string; effectiveOn: string; expiresOn: string | null }[]
    engineVersion: string
    approvedByEmail: string | null
    approvedAt: string | null
    beganAt: string
    endedAt: string | null
  }
  trail: { at: string; who: string; what: string }[]
}

const field = 'rounded-lg border border-slate-400 px-3 py-2'
const utc = (at: string) => `${at.slice(0, 19).replace('T', ' ')} UTC`

/** A calculator and a time (UTC): the state live then. */
export function AsOfForm({ calculators, query }: { calculators: readonly Calculator[]; query: Query }) {
  return (
    <Form
      method="get"
      className="mb-6 flex flex-wrap items-end gap-3"
      aria-label="Show the page as of a time"
    >
      <label className="grid min-w-0 text-sm">
        Calculator
        <select name="calculator" defaultValue={query.calculator} className={`${field} max-w-full`} required>
          {calculators.map((calculator) => (
            <option key={calculator.id} value={calculator.id}>
              {calculator.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid text-sm">
        Date (UTC)
        <input type="date" name="date" defaultValue={query.date} className={field} required />
      </label>
      <label className="grid text-sm">
        Time (UTC)
        <input type="time" name="time" step={1} defaultValue={query.time} className={field} />
      </label>
      <Button type="submit">Show</Button>
    </Form>
  )
}

/** The archived page in a sandboxed frame, and beside it when it was live, who approved it and its texts. */
export function AsOfResult({ workspaceId, shown }: { workspaceId: string; shown: Shown | null }) {
  if (!shown)
    return (
      <p
        role="status"
        className="mb-8 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700"
      >
        Nothing of this calculator was live then.
      </p>
    )
  const { state, trail } = shown
  return (
    <section
      aria-labelledby="as-of-heading"
      className="mb-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="min-w-0">
        <h2 id="as-of-heading" className="mb-2 text-xl font-semibold text-slate-900">
          {state.calculatorName}:{' '}
          {state.kind === 'archived' ? 'archived' : `revision ${state.revisionNumber}`}
        </h2>
        <iframe
          title={`${state.calculatorName} as served`}
          src={`/workspace/${workspaceId}/archive/states/${state.id}/page`}
          sandbox=""
          className="h-[720px] w-full rounded-lg border border-slate-300 bg-white"
        />
        <p className="mt-2 text-xs text-slate-600">
          Page as served, SHA-256 <code className="break-all">{state.pageHash}</code> ·{' '}
          <a
            className="underline"
            href={`/workspace/${workspaceId}/archive/states/${state.id}/${state.pageHash}`}
          >
            the served bytes
          </a>
        </p>
      </div>
      <div className="min-w-0 space-y-5 text-sm [overflow-wrap:anywhere]">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          <dt className="font-semibold">Live from</dt>
          <dd>
            <When at={state.beganAt} /> <span className="text-slate-600">({utc(state.beganAt)})</span>
          </dd>
          <dt className="font-semibold">Until</dt>
          <dd>
            {state.endedAt ? (
              <>
                <When at={state.endedAt} /> <span className="text-slate-600">({utc(state.endedAt)})</span>
              </>
            ) : (
              'still live'
            )}
          </dd>
          <dt className="font-semibold">Approved by</dt>
          <dd>
            {state.approvedByEmail ?? 'an account since deleted'}
            {state.approvedAt ? (
              <>
                {' '}
                on <When at={state.approvedAt} />
              </>
            ) : null}
          </dd>
          <dt className="font-semibold">Engine</dt>
          <dd>{state.engineVersion}</dd>
        </dl>
        <div>
          <h3 className="font-semibold text-slate-900">Rates in force</h3>
          {state.rates.length === 0 ? (
            <p className="text-slate-700">None from the rate sheet.</p>
          ) : (
            <ul className="list-disc pl-5">
              {state.rates.map((rate) => (
                <li key={rate.param}>
                  {rate.product}: {rate.rate}% from {rate.effectiveOn}
                  {rate.expiresOn ? ` until ${rate.expiresOn}` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Disclosure</h3>
          <p className="whitespace-pre-line text-slate-700">{state.disclosure || 'None.'}</p>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Consent text of the lead form</h3>
          <p className="whitespace-pre-line text-slate-700">{state.consent || 'No lead form.'}</p>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Approval trail</h3>
          <ol className="space-y-1">
            {trail.map((step, index) => (
              <li key={index}>
                {step.at ? <When at={step.at} /> : null} — {step.who}: {step.what}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}

/** The examiner bundle: a range of UTC days and the calculators it covers. */
export function BundleForm({
  workspaceId,
  calculators,
  today,
}: {
  workspaceId: string
  calculators: readonly Calculator[]
  today: string
}) {
  return (
    <section aria-labelledby="bundle-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="bundle-heading" className="text-xl font-semibold text-slate-900">
        Examiner bundle
      </h2>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-slate-700">
        A ZIP of every state live in the range: each page as served, a manifest (times, approvers, SHA-256
        hashes), the audit log of the range and a SHA256SUMS file, so it can be checked offline with{' '}
        <code>sha256sum -c SHA256SUMS</code>. The download is recorded in the audit log.
      </p>
      <form method="get" action={`/workspace/${workspaceId}/archive/bundle.zip`} className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <label className="grid text-sm">
            From (UTC day)
            <input type="date" name="from" defaultValue={today} className={field} required />
          </label>
          <label className="grid text-sm">
            To (UTC day)
            <input type="date" name="to" defaultValue={today} className={field} required />
          </label>
        </div>
        <fieldset className="text-sm">
          <legend className="mb-1 font-semibold">Calculators</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {calculators.map((calculator) => (
              <label key={calculator.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="calculator"
                  value={calculator.id}
                  defaultChecked
                  className="size-4"
                />
                {calculator.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Button type="submit">Download the bundle</Button>
        </div>
      </form>
    </section>
  )
}
