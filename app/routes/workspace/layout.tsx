import { Outlet } from 'react-router'
import { sessionGuard } from '~/lib/route-guard'
import { memberGuard } from '~/lib/workspaces/access.server'
import type { Route } from './+types/layout'
import { WorkspaceErrorBoundary } from './workspace-ui'

// Every page, .data request and action of one workspace passes here first (docs/decisions: route guards);
// the loaders and actions still check the role each needs.
export const middleware: Route.MiddlewareFunction[] = [memberGuard]
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  sessionGuard((session) => session.user?.emailVerified === true),
]

export default function WorkspaceLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
