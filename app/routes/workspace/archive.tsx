import { data } from 'react-router'
import { AsOfForm, AsOfResult, BundleForm } from '~/components/archive/archive-view'
import { archivedCalculators, asOf, asOfQueryOf } from '~/lib/archive/as-of.server'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/archive'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Archive | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

/** "As of": what visitors of a calculator saw at a time, from the archive (docs/decisions/0058). */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'archive.view')
  const { db } = getServices(args.context)
  const query = asOfQueryOf(new URL(args.request.url))
  const [calculators, memberships, found] = await Promise.all([
    archivedCalculators(db, access.workspace.id),
    listMemberships(db, access.actor.id),
    asOf(db, access.workspace.id, query),
  ])
  const shown = found
    ? {
        ...found,
        state: {
          ...found.state,
          beganAt: found.state.beganAt.toISOString(),
          endedAt: found.state.endedAt?.toISOString() ?? null,
          approvedAt: found.state.approvedAt?.toISOString() ?? null,
        },
      }
    : null
  return data(
    {
      workspace: access.workspace,
      memberships,
      calculators: calculators.sort((a, b) => a.name.localeCompare(b.name)),
      query: shown && query.state ? { ...query, calculator: shown.state.calculatorId } : query,
      asked: Boolean(query.state || (query.calculator && query.date)),
      shown,
      canExport: access.can('archive.export'),
      today: new Date().toISOString().slice(0, 10),
    },
    { headers: noStore },
  )
}

export default function WorkspaceArchive({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, calculators, query, asked, shown, canExport, today } = loaderData
  return (
    <div className="max-w-6xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Archive" />
      <p className="mb-6 max-w-3xl text-sm text-slate-700">
        Every state a visitor could see of your published calculators — each publish, each approved rate
        taking effect or expiring, each archive — kept as the page was served, with who approved it. Pick a
        calculator and a time to see exactly what was live then. States are kept at least two years.
      </p>
      {calculators.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
          Nothing is archived yet: a calculator’s page is archived when it is first published.
        </p>
      ) : (
        <>
          <AsOfForm calculators={calculators} query={query} />
          {asked ? <AsOfResult workspaceId={workspace.id} shown={shown} /> : null}
          {canExport ? (
            <BundleForm workspaceId={workspace.id} calculators={calculators} today={today} />
          ) : (
            <p className="mt-8 max-w-3xl text-sm text-slate-700">
              The examiner bundle carries the workspace’s audit log: the owner downloads it.
            </p>
          )}
        </>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
