import { eq } from 'drizzle-orm'
import { session, ssoProvider, workspaceSso } from '~/db/schema'
import { action as samlAcsAction } from '~/routes/resources/saml-sp'
import type { RunningServices } from '../../server/services'
import { loginAtSamlIdp } from '../support/saml-idp'
import { routeContext } from '../support/services'
import { cookieFrom } from './auth-support'
import { origin, settle } from './workspace-support'

/** The workspace's current provider id. */
export async function currentProviderId(services: RunningServices, workspaceId: string) {
  const [row] = await services.db
    .select({ providerId: workspaceSso.providerId })
    .from(workspaceSso)
    .where(eq(workspaceSso.workspaceId, workspaceId))
  return row!.providerId
}

/**
 * An admin named after the workspace connected its domain, as a restart with a longer ADMIN_EMAILS does: the
 * domains field refuses an admin's domain (issue 43 §1), so only this way is an admin ever at a connected
 * domain, and single sign-on must still never sign her in.
 */
export function nameAdminLater(services: RunningServices, email: string) {
  services.config.adminEmails.push(email)
}

/** `run` (a connection) as it was before `email` was named an admin; she is one again afterwards. */
export async function beforeAdminNamed<T>(services: RunningServices, email: string, run: () => Promise<T>) {
  const admins = services.config.adminEmails
  const at = admins.indexOf(email)
  if (at >= 0) admins.splice(at, 1)
  try {
    return await run()
  } finally {
    if (at >= 0) admins.splice(at, 0, email)
  }
}

/** The domain proved (as an admin's approval records it), and "Require single sign-on" set as asked. */
export async function proveDomain(services: RunningServices, workspaceId: string, required = false) {
  await services.db
    .update(ssoProvider)
    .set({ domainVerified: true })
    .where(eq(ssoProvider.providerId, await currentProviderId(services, workspaceId)))
  await services.db
    .update(workspaceSso)
    .set({ verifiedBy: 'admin', verifiedAt: new Date(), required })
    .where(eq(workspaceSso.workspaceId, workspaceId))
}

/**
 * A redirect to the SAML provider (from /auth/sso or "Link my organization's sign-in"), its sign-in screen as
 * `email`, and its form posted to the workspace's ACS with the cookies the start set: where the browser lands.
 */
export async function finishAtSamlIdp(
  services: RunningServices,
  workspaceId: string,
  started: { location: string | null; headers: Headers },
  email: string,
) {
  const posted = await loginAtSamlIdp(started.location!, email)
  const answer = await settle(() =>
    samlAcsAction({
      request: new Request(`${origin}/api/sso/saml/${workspaceId}/acs`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(started.location!).origin,
          cookie: cookieFrom(new Response(null, { headers: started.headers })),
        },
        body: new URLSearchParams({
          SAMLResponse: posted.fields.SAMLResponse ?? '',
          RelayState: posted.fields.RelayState ?? '',
        }),
      }),
      params: { workspaceId },
      context: routeContext(services),
    } as never),
  )
  return { location: answer.location ?? '', headers: answer.headers }
}

export const sessionSet = (headers: Headers) =>
  headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie))

/** How the session behind `cookie` was made (its `sign_in_method`, issue 43 §3). */
export async function signInMethodOf(services: RunningServices, cookie: string) {
  const found = await services.auth.api.getSession({ headers: new Headers({ cookie }) })
  const [row] = await services.db
    .select({ method: session.signInMethod })
    .from(session)
    .where(eq(session.id, found!.session.id))
  return row!.method
}
