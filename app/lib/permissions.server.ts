import type { RouterContextProvider } from 'react-router'
import { adminContext, decideAdmin, emptyResponse, refusalFor } from './route-guard.server'
import { getServices } from './services.server'
import { getSessionView } from './session-view.server'

type Guarded = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * For admin loaders and actions: the admin that the route's guard middleware (adminGuard in
 * ~/lib/route-guard.server) let through. Called without that middleware (a route that forgot it, a test), it
 * decides the same way and refuses the same way, so a loader never serves admin data unguarded.
 */
export async function requireAdmin(args: Guarded, options: { as?: 'page' | 'resource' } = {}) {
  const granted = args.context.get(adminContext)
  if (granted) return granted
  const services = getServices(args.context)
  const decision = decideAdmin(
    await getSessionView(args.request, services),
    services.config.requireAdminTwoFactor,
  )
  if ('granted' in decision) return decision.granted
  throw options.as === 'resource'
    ? emptyResponse(decision.refused)
    : refusalFor(decision.refused, args.request)
}
