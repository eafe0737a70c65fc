import { redirect, redirectDocument } from 'react-router'
import { readSession, type AuthState } from '~/components/auth-provider'
import { flashMessages } from './flash'
import { toast } from './toast'
import { canOnPlatform } from './access/policy'

type ClientGuard = (args: { request: Request }, next: () => Promise<unknown>) => Promise<void>

/**
 * The browser half of a route guard (React Router's clientMiddleware): before an in-app navigation or form
 * asks the server for guarded data, send a visitor to /auth (through the server) and a signed-in account without the right to /
 * with the 'Access Denied' toast, as a full page load would. The server's routeGuard still decides.
 */
export function sessionGuard(allowed: (session: AuthState) => boolean): ClientGuard {
  return async function guardInBrowser({ request }, next) {
    const session = await readSession()
    // Signed out: the page is loaded as a document, so the server's guard sends the visitor to /auth
    // remembering it, and the sign-in comes back here (decision 0078).
    if (session && !session.user) {
      const { pathname, search } = new URL(request.url)
      throw redirectDocument(`${pathname}${search}`)
    }
    if (session && !allowed(session)) {
      const denied = flashMessages['access-denied']
      toast.error(denied.title, { description: denied.description })
      throw redirect('/')
    }
    await next()
  }
}

export const adminSessionGuard = sessionGuard((session) => canOnPlatform(session, 'admin.enter'))
