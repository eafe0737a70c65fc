import { eq } from 'drizzle-orm'
import { profiles, type Profile } from '~/db/schema'
import type { Services } from './services.server'

export type SessionView = {
  user: { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled: boolean }
  /** `lastActiveAt`: the session's updatedAt, refreshed by workspace requests (decision 0057). */
  session: {
    id: string
    expiresAt: string
    createdAt: string
    lastActiveAt: string
    passkey: boolean
    /** How the session was made (session-hooks.server.ts); null for one made before it was recorded. */
    method: string | null
  }
  profile: Pick<Profile, 'firstName' | 'lastName' | 'role'> | null
  isAdmin: boolean
}

/**
 * One read per page request: a document's middleware and loaders get the same Request (the workspace guard, the
 * root's and the page's loaders all ask). An action's request is read each time it asks, for an action may
 * change the session (a sign-out, a step-up). A Request lives as long as its answer, so nothing is kept past it.
 */
const readFor = new WeakMap<Request, Promise<SessionView | null>>()

/** The signed-in account, its profile and whether it is an admin; null when nobody is signed in. */
export function getSessionView(
  request: Request,
  services: Pick<Services, 'auth' | 'db'>,
): Promise<SessionView | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return readSessionView(request, services)
  let read = readFor.get(request)
  if (!read) {
    read = readSessionView(request, services)
    readFor.set(request, read)
  }
  return read
}

async function readSessionView(
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
      twoFactorEnabled: found.user.twoFactorEnabled === true,
    },
    session: {
      id: found.session.id,
      expiresAt: new Date(found.session.expiresAt).toISOString(),
      createdAt: new Date(found.session.createdAt).toISOString(),
      lastActiveAt: new Date(found.session.updatedAt).toISOString(),
      passkey: found.session.signedInWithPasskey === true,
      method: typeof found.session.signInMethod === 'string' ? found.session.signInMethod : null,
    },
    profile: profile ?? null,
    isAdmin: profile?.role === 'admin',
  }
}
