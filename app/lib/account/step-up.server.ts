import { and, eq } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import { redirect, type RouterContextProvider } from 'react-router'
import { account, session } from '~/db/schema'
import { getServices, type Services } from '~/lib/services.server'
import type { SessionView } from '~/lib/session-view.server'
import { ssoRequiredFor, verifiedSsoForEmail } from '~/lib/sso/sso-join.server'
import { isLinked } from '~/lib/sso/sso-links.server'
import { confirmLink } from './step-up'
import { verifyCode } from './two-factor.server'

/*
 * Step-up (docs/decisions/0057): what a bank guards — changing SSO settings, exporting leads, rotating a webhook
 * secret — asks for the password (or a two-factor code) again when the sign-in is older than ten minutes.
 * Confirming notes the time on the session (`confirmed_at`); the sign-in's own time is its `created_at`.
 */
export const STEP_UP_MINUTES = 10

type Args = { request: Request; context: Readonly<RouterContextProvider> }
type Session = Pick<SessionView, 'session'>

/** When the account last proved itself in this session: its sign-in, or a later confirmation. */
async function provedAt(services: Pick<Services, 'db'>, sessionId: string) {
  const [row] = await services.db
    .select({ createdAt: session.createdAt, confirmedAt: session.confirmedAt })
    .from(session)
    .where(eq(session.id, sessionId))
  if (!row) return 0
  return Math.max(row.createdAt.getTime(), row.confirmedAt?.getTime() ?? 0)
}

/** Whether the sign-in (or the last confirmation) is recent enough for a guarded action. */
export async function signedInRecently(services: Pick<Services, 'db'>, view: Session, now = Date.now()) {
  return now - (await provedAt(services, view.session.id)) <= STEP_UP_MINUTES * 60_000
}

/** A path on this site to come back to after confirming; anything else becomes /. */
export function safeNext(next: unknown) {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next))
    return '/'
  return next.slice(0, 1000)
}

/** Where to confirm, coming back to `next` (a page, or a file such as a CSV export). */
export const confirmUrl = (next: string) => confirmLink(safeNext(next))

/**
 * The one check every guarded action calls: throws a redirect to the confirmation page when the sign-in is
 * older than ten minutes. `next` defaults to the page asked for (a `.data` request's page, an action's page).
 */
export async function requireRecentSignIn(args: Args, view: Session, next?: string) {
  if (await signedInRecently(getServices(args.context), view)) return
  const url = new URL(args.request.url)
  const here = `${url.pathname.replace(/\.data$/, '')}${args.request.method === 'GET' ? url.search : ''}`
  throw redirect(confirmUrl(next ?? here), { headers: { 'Cache-Control': 'no-store' } })
}

/**
 * Checks the password, or a current two-factor code, for the signed-in account; notes the time if right.
 * 'limited': too many wrong codes for the account (two-factor-limit.server.ts), the code was not looked at.
 */
export async function confirmSignIn(
  services: Services,
  request: Request,
  view: Session,
  proof: { password?: string; code?: string },
): Promise<'ok' | 'wrong' | 'limited'> {
  let ok = false
  if (proof.code) {
    const step = await verifyCode(services, request, proof.code)
    if (!step.ok && step.status === 429) return 'limited'
    ok = step.ok
  } else if (proof.password)
    ok = await services.auth.api
      .verifyPassword({ body: { password: proof.password }, headers: request.headers })
      .then(() => true)
      .catch((error: unknown) => {
        if (isAPIError(error)) return false
        throw error
      })
  if (!ok) return 'wrong'
  await services.db.update(session).set({ confirmedAt: new Date() }).where(eq(session.id, view.session.id))
  return 'ok'
}

/**
 * How the signed-in account can prove itself again: its password, unless it has none (an account single
 * sign-on made) or its workspace requires single sign-on of it; and its organization's provider, where its
 * domain has a verified connection that created or was linked to the account (a new sign-in there starts a new session, recent by definition).
 */
export async function stepUpProofs(
  services: Pick<Services, 'db'>,
  view: Pick<SessionView, 'user'>,
): Promise<{ password: boolean; sso: boolean }> {
  const [credential] = await services.db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, view.user.id), eq(account.providerId, 'credential')))
    .limit(1)
  const connections = await verifiedSsoForEmail(services.db, view.user.email)
  // Issue 43 §2: a provider signs in only the accounts it created or that were linked to it.
  const linked = await Promise.all(
    connections.map((connection) => isLinked(services.db, connection.workspaceId, view.user.id)),
  )
  return {
    password: Boolean(credential) && !(await ssoRequiredFor(services.db, view.user.email)),
    sso: linked.some(Boolean),
  }
}
