import { Link } from 'react-router'
import { originFrom, pageMeta } from '~/lib/meta'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import { leadTotalsByWorkspace } from '~/lib/leads/inbox.server'
import { usageTotalsByWorkspace } from '~/lib/leads/usage.server'
import { listAllWorkspaces } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/clients'
import { AdminErrorBoundary, AdminHeader, Received } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: 'Clients',
      description: 'Client workspaces',
      path: '/admin/clients',
      origin: originFrom(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args)
  const { db } = getServices(args.context)
  const [workspaces, leads, usage] = await Promise.all([
    listAllWorkspaces(db),
    leadTotalsByWorkspace(db),
    usageTotalsByWorkspace(db),
  ])
  return {
    workspaces: workspaces.map((workspace) => ({
      ...workspace,
      leads: leads.get(workspace.id) ?? 0,
      ...(usage.get(workspace.id) ?? { views: 0, engaged: 0 }),
    })),
  }
}

export default function AdminClients({ loaderData: { workspaces } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Clients" />
      {workspaces.length === 0 ? <p className="text-slate-700">No client workspaces yet.</p> : null}
      <ul className="grid gap-2">
        {workspaces.map((workspace) => (
          <li
            key={workspace.id}
            className="flex flex-wrap gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <Link to={`/workspace/${workspace.id}`} className="font-semibold text-brand-700 underline">
              {workspace.name}
            </Link>
            <span>{workspace.members} members</span>
            <span>{workspace.calculators} calculators</span>
            <span>{workspace.views} views</span>
            <span>{workspace.engaged} engaged</span>
            <Link to={`/workspace/${workspace.id}/leads`} className="text-brand-700 underline">
              {workspace.leads} leads
            </Link>
            <span>
              created <Received at={workspace.createdAt} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
