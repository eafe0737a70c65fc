import { createContext, data, redirect, type MiddlewareFunction, type RouterContext } from 'react-router'
import { rememberWayBack, signInFirst } from './account/return-to.server'
import { flashCookie } from './flash'
import { getSessionView, type SessionView } from './session-view.server'
import { requestInfoContext } from './request-context'
import { getServices } from './services.server'
import { demandTwoFactor } from './access/two-factor-gate.server'
import { canOnPlatform } from './access/policy'

/** What a guard decides: the access granted (stored for the loaders and actions below), or why not. */
export type AccessDecision<T> = { granted: T } | { refused: 401 | 403 | 404 }

type GuardArgs = Parameters<MiddlewareFunction<Response>>[0]

export type GuardOptions<T> = {
  /** Where the granted access is kept for the route's loaders and actions (`context.get(key)`). */
  key: RouterContext<T | null>
  decide: (session: SessionView | null, args: GuardArgs) => AccessDecision<T> | Promise<AccessDecision<T>>
  /** 'resource': every refusal is an empty 401/403/404 (CSV, JSON); 'page' (default): see routeGuard. */
  as?: 'page' | 'resource'
}

/**
 * Route middleware that lets a request reach the route's loaders and actions only when `decide` grants it.
 * Refused page requests go where a person expects (a visitor to /auth, a signed-in account without the right
 * to / with the 'Access Denied' toast, a 404 as the not-found page); refused `.data` requests and resources
 * get an empty 401/403/404 that caches nowhere. See docs/decisions (route guards).
 */
export function routeGuard<T>({ key, decide, as = 'page' }: GuardOptions<T>): MiddlewareFunction<Response> {
  return async function guard(args, next) {
    // A redirect to /auth made while deciding (a session past its workspace's limits) remembers the page too.
    const decision = await decideAccess(args, decide).catch((thrown: unknown) => {
      throw rememberWayBack(thrown, args.request)
    })
    if ('granted' in decision) {
      args.context.set(key, decision.granted)
      return next()
    }
    if (as === 'resource' || args.context.get(requestInfoContext).dataRequest)
      return emptyResponse(decision.refused)
    throw refusalFor(decision.refused, args.request)
  }
}

export async function decideAccess<T>(args: GuardArgs, decide: GuardOptions<T>['decide']) {
  return decide(await getSessionView(args.request, getServices(args.context)), args)
}

/** `request`: a visitor sent to /auth comes back to the page it asked for once signed in (decision 0078). */
export function refusalFor(status: 401 | 403 | 404, request?: Request) {
  if (status === 401) return request ? signInFirst(request) : redirect('/auth')
  if (status === 404) return data(null, { status: 404 })
  return redirect('/', { headers: { 'Set-Cookie': flashCookie('access-denied') } })
}

export function emptyResponse(status: 401 | 403 | 404) {
  return new Response(null, { status, headers: { 'Cache-Control': 'private, no-store' } })
}

/** The admin guard: the signed-in admin's session view, or 401/403. */
export const adminContext = createContext<SessionView | null>(null)

/** `requireTwoFactor`: REQUIRE_ADMIN_2FA; an admin's session without our own second factor is stopped. */
export function decideAdmin(
  session: SessionView | null,
  requireTwoFactor = false,
): AccessDecision<SessionView> {
  if (session && canOnPlatform(session, 'admin.enter')) {
    demandTwoFactor(session, 'admin', { required: requireTwoFactor })
    return { granted: session }
  }
  return { refused: session ? 403 : 401 }
}

export const adminGuard = (as: 'page' | 'resource' = 'page') =>
  routeGuard({
    key: adminContext,
    decide: (session, args) => decideAdmin(session, getServices(args.context).config.requireAdminTwoFactor),
    as,
  })
