import { Outlet } from 'react-router'
import { sessionGuard } from '~/lib/route-guard'
import { can } from '~/lib/access/policy'
import { memberGuard, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import type { Route } from './+types/layout'
import { WorkspaceErrorBoundary } from './workspace-ui'

// Every page, .data request and action of one workspace passes here first (docs/decisions: route guards);
// the loaders and actions still check the role each needs.
export const middleware: Route.MiddlewareFunction[] = [memberGuard]
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  sessionGuard((session) => session.user?.emailVerified === true),
]

/** What the tabs need on every workspace page: owners also see Integrations and the audit log. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const actor = { userId: access.actor.id, role: access.role }
  return {
    integrations: access.can('manage'),
    audit: can(actor, 'audit.view', { workspaceId: access.workspace.id }),
  }
}

export default function WorkspaceLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
