import { Outlet } from 'react-router'
import { WorkspaceNav } from '~/components/workspaces/workspace-nav'
import { sessionGuard } from '~/lib/route-guard'
import { memberGuard, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { navPermissions } from '~/lib/workspaces/workspace-nav'
import type { Route } from './+types/layout'
import { WorkspaceErrorBoundary } from './workspace-ui'

// Every page, .data request and action of one workspace passes here first (docs/decisions: route guards);
// the loaders and actions still check the role each needs.
export const middleware: Route.MiddlewareFunction[] = [memberGuard]
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  sessionGuard((session) => session.user?.emailVerified === true),
]

/** What the navigation needs on every workspace page: which of its entries the policy lets this member see. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  return navPermissions(access.can)
}

/**
 * The frame every workspace page shares, the calculator's editor included (issue 48 §1): one width, the
 * navigation at its top, so nothing moves from page to page; as wide as the site header, so its left edge is the
 * logo's. Each page sets its own content's width inside.
 */
export default function WorkspaceLayout({ loaderData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4" data-workspace-frame="">
      <div className="border-b border-slate-200 py-3">
        <WorkspaceNav workspaceId={params.workspaceId} allowed={loaderData} />
      </div>
      <Outlet />
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
