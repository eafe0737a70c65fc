import { data, Link } from 'react-router'
import { ConformanceRows } from '~/components/workspaces/conformance-rows'
import { conformanceDocument } from '~/lib/accessibility/report.server'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import type { Route } from './+types/conformance'
import { noStore, privateHeaders, WorkspaceErrorBoundary } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta({ data: loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.report.calculator.name ?? 'Calculator'
  return [
    { title: `Accessibility conformance: ${name} | Brightline Digital` },
    { name: 'robots', content: 'noindex' },
  ]
}

/** Approvers (and owners, admins) review and download it before they publish. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'conformance.download')
  const report = await conformanceDocument(
    getServices(args.context).db,
    access.workspace.id,
    args.params.calculatorId,
  )
  if (!report) throw notFound()
  return data({ workspace: access.workspace, report }, { headers: noStore })
}

export default function ConformanceReport({ loaderData: { workspace, report } }: Route.ComponentProps) {
  const base = `/workspace/${workspace.id}/calculators/${report.calculator.id}`
  return (
    <div className="max-w-5xl pt-6 pb-10">
      <p className="text-sm text-slate-600">{workspace.name}</p>
      <h1 className="text-3xl font-bold text-slate-900">
        Accessibility conformance: {report.calculator.name}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {report.calculator.title}, revision {report.revision.number}, against WCAG 2.2 levels A and AA, in the
        structure of the ITI VPAT 2.5 (WCAG edition). Each row says what was checked; a criterion nothing has
        checked yet is “Not evaluated”, never “Supports”.
      </p>
      {report.kit ? (
        <p className="mt-2 max-w-3xl text-slate-700" data-testid="conformance-kit">
          {report.kit}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={`${base}/conformance.pdf`}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Download PDF
        </a>
        <Link to={base} className="rounded-lg px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
          Back to the calculator
        </Link>
      </div>
      {(['A', 'AA'] as const).map((level) => (
        <section key={level} aria-labelledby={`level-${level}`} className="mt-8">
          <h2 id={`level-${level}`} className="text-xl font-bold text-slate-900">
            Success criteria, level {level}
          </h2>
          <ConformanceRows
            rows={report.rows.filter((row) => row.level === level)}
            labelledBy={`level-${level}`}
          />
        </section>
      ))}
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
