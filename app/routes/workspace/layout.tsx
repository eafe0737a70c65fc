import { Outlet } from 'react-router'
import { sessionGuard } from '~/lib/route-guard'
import { memberGuard, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import type { Route } from './+types/layout'
import { WorkspaceErrorBoundary } from './workspace-ui'

// Every page, .data request and action of one workspace passes here first (docs/decisions: route guards);
// the loaders and actions still check the role each needs.
export const middleware: Route.MiddlewareFunction[] = [memberGuard]
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  sessionGuard((session) => session.user?.emailVerified === true),
]

/** What the tabs need on every workspace page: owners also see Integrations, Brand, Audit log and Privacy. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  return {
    integrations: access.can('integrations.manage'),
    brand: access.can('settings.manage'),
    audit: access.can('audit.view'),
    archive: access.can('archive.view'),
    privacy: access.can('settings.manage'),
    sso: access.can('sso.manage'),
    vendorReview: access.can('vendor_review.run'),
  }
}

export default function WorkspaceLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
