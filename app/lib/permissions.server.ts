import { eq } from 'drizzle-orm'
import { redirect, type RouterContextProvider } from 'react-router'
import { profiles, type Profile } from '~/db/schema'
import { adminContext, decideAdmin, emptyResponse, refusalFor } from './route-guard.server'
import { getServices, type Services } from './services.server'

export type SessionView = {
  user: { id: string; email: string; name: string; emailVerified: boolean }
  session: { id: string; expiresAt: string }
  profile: Pick<Profile, 'firstName' | 'lastName' | 'role'> | null
  isAdmin: boolean
}

/** The signed-in account, its profile and whether it is an admin; null when nobody is signed in. */
export async function getSessionView(
  request: Request,
  services: Pick<Services, 'auth' | 'db'>,
): Promise<SessionView | null> {
  const found = await services.auth.api.getSession({ headers: request.headers })
  if (!found) return null
  const [profile] = await services.db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.userId, found.user.id))
  // Only what the page needs: never the session token, which the HttpOnly cookie keeps from scripts.
  return {
    user: {
      id: found.user.id,
      email: found.user.email,
      name: found.user.name,
      emailVerified: found.user.emailVerified,
    },
    session: { id: found.session.id, expiresAt: new Date(found.session.expiresAt).toISOString() },
    profile: profile ?? null,
    isAdmin: profile?.role === 'admin',
  }
}

type Guarded = { request: Request; context: Readonly<RouterContextProvider> }

/** For pages: a signed-in account, or a redirect to /auth. */
export async function requireUser({ request, context }: Guarded) {
  const view = await getSessionView(request, getServices(context))
  if (!view) throw redirect('/auth')
  return view
}

/**
 * For admin loaders and actions: the admin that the route's guard middleware (adminGuard in
 * ~/lib/route-guard.server) let through. Called without that middleware (a route that forgot it, a test), it
 * decides the same way and refuses the same way, so a loader never serves admin data unguarded.
 */
export async function requireAdmin(args: Guarded, options: { as?: 'page' | 'resource' } = {}) {
  const granted = args.context.get(adminContext)
  if (granted) return granted
  const decision = decideAdmin(await getSessionView(args.request, getServices(args.context)))
  if ('granted' in decision) return decision.granted
  throw options.as === 'resource' ? emptyResponse(decision.refused) : refusalFor(decision.refused)
}
