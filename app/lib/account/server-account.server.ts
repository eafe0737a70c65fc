import type { RouterContextProvider } from 'react-router'
import { hasSessionCookie } from '../account-state'
import { NONCE_PLACEHOLDER, requestInfoContext } from '../request-context'
import { getSessionView } from '../session-view.server'
import { getServices } from '../services.server'
import type { ServerAccount } from '../site-navigation'

/** Whether this render is the build's prerendering, which has no running services. */
export function isPrerendering(context: Readonly<RouterContextProvider>) {
  return context.get(requestInfoContext).nonce === NONCE_PLACEHOLDER
}

/**
 * The account as the server sees it, so the header and footer are right in the first HTML. Prerendered pages
 * are built signed out and served only to requests without a session cookie (server/static-pages.ts); the rest
 * are rendered per request. Embeds never show an account. The session is read once per request (getSessionView),
 * though the root's and `/`'s loaders both ask.
 */
export async function serverAccount(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ServerAccount> {
  const signedOut = { account: 'signed-out' as const }
  if (isPrerendering(context) || !hasSessionCookie(request.headers.get('cookie'))) return signedOut
  if (new URL(request.url).pathname.startsWith('/embed/')) return signedOut
  const view = await getSessionView(request, getServices(context))
  if (!view) return signedOut
  return { account: view.isAdmin ? 'admin' : 'user', accountEmail: view.user.email }
}
