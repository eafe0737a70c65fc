import { eq } from 'drizzle-orm'
import { redirect, type RouterContextProvider } from 'react-router'
import { profiles, type Profile } from '~/db/schema'
import { flashCookie } from './flash'
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
 * For admin pages, loaders and actions: an admin, or a redirect (to /auth when signed out, to / with the
 * 'Access Denied' toast otherwise). `as: 'resource'` answers 401 or 403 with an empty body instead, for the
 * CSV and any other non-page URL.
 */
export async function requireAdmin(
  { request, context }: Guarded,
  options: { as?: 'page' | 'resource' } = {},
) {
  const view = await getSessionView(request, getServices(context))
  if (view?.isAdmin) return view
  if (options.as === 'resource') throw emptyResponse(view ? 403 : 401)
  if (!view) throw redirect('/auth')
  throw redirect('/', { headers: { 'Set-Cookie': flashCookie('access-denied') } })
}

/** The access decision alone, for the server's guard on `.data` requests. */
export async function adminAccess(request: Request, services: Pick<Services, 'auth' | 'db'>) {
  const view = await getSessionView(request, services)
  return view?.isAdmin ? 'admin' : view ? 'forbidden' : 'anonymous'
}

export function emptyResponse(status: 401 | 403) {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })
}
