import { Outlet } from 'react-router'
import { adminGuard } from '~/lib/route-guard.server'
import { adminSessionGuard } from '~/lib/route-guard'
import type { Route } from './+types/layout'

// Every /admin page, its .data requests and its actions pass here first (docs/decisions: route guards).
export const middleware: Route.MiddlewareFunction[] = [adminGuard()]
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [adminSessionGuard]

export default function AdminLayout() {
  return <Outlet />
}
