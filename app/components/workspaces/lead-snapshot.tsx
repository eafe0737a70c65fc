import type { LeadSnapshot } from '~/db/lead-schema'
import type { LabelledInput } from '~/lib/leads/lead-schema'

/**
 * What the visitor had entered and saw, as the calculator labels its headline figures. `title`: the
 * calculator's title, resolved by the server (a specialty version is known there, not in the browser).
 */
export function LeadSnapshotView({
  snapshot,
  inputs,
  title,
}: {
  snapshot: LeadSnapshot
  inputs: LabelledInput[]
  title: string
}) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold">{title}: figures</summary>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <dl className="grid grid-cols-2 gap-x-2">
          {snapshot.results.map((figure) => (
            <div key={figure.label} className="contents">
              <dt className="text-slate-600">{figure.label}</dt>
              <dd className="font-semibold">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <dl className="grid grid-cols-2 gap-x-2">
          {inputs.map(({ name, label, value }) => (
            <div key={name} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {snapshot.disclosure ? (
        <p className="mt-2 text-xs whitespace-pre-line text-slate-600">
          <span className="font-semibold">Disclosure shown: </span>
          {snapshot.disclosure}
        </p>
      ) : null}
    </details>
  )
}
