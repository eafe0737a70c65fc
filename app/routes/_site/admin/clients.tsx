import { Link } from 'react-router'
import { When } from '~/components/when'
import { counted } from '~/lib/counted'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import { leadTotalsByWorkspace } from '~/lib/leads/inbox.server'
import { usageTotalsByWorkspace } from '~/lib/leads/usage.server'
import { listAllWorkspaces } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/clients'
import { AdminErrorBoundary, AdminHeader, adminMeta } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, { title: 'Clients', description: 'Client workspaces', path: '/admin/clients' })
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
      ...(leads.get(workspace.id) ?? { leads: 0, newLeads: 0 }),
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
            <span>{counted(workspace.members, 'member')}</span>
            <span>{counted(workspace.calculators, 'calculator')}</span>
            <span>{counted(workspace.views, 'view')}</span>
            <span>{workspace.engaged.toLocaleString('en-US')} engaged</span>
            <Link to={`/workspace/${workspace.id}/leads`} className="text-brand-700 underline">
              {counted(workspace.leads, 'lead')}
            </Link>
            {/* Where leads wait for someone to contact them, without opening every workspace. */}
            {workspace.newLeads > 0 ? (
              <Link
                to={`/workspace/${workspace.id}/leads?status=new`}
                className="font-semibold text-brand-700 underline"
              >
                {workspace.newLeads.toLocaleString('en-US')} new
              </Link>
            ) : null}
            <span>
              created <When at={workspace.createdAt} />
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
