import type { createAuthMiddleware } from 'better-auth/api'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { account, session, ssoProvider, workspaceSso } from '~/db/schema'
import { providerMfaMethod } from '~/lib/access/two-factor-gate.server'
import { emit } from '~/lib/events/emit.server'
import { SAML_MFA_NOT_READ } from './provider-mfa'
import { readWorkspaceSso, type Actor, type Done } from './sso.server'

/*
 * The identity provider's own second factor (issue 43 §3, decision 0084). An enrolled member's SSO sign-in is
 * asked her code, unless her workspace chose to trust its provider's word that it asked a second factor, and the
 * provider said so in this sign-in's ID token. SAML sign-ins are always asked: the plugin does not read the
 * signed assertion's AuthnContextClassRef, and reading it from the raw XML ourselves would open the signature
 * wrapping the plugin's extraction guards against.
 */
type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** RFC 8176's "multiple-factor authentication", sent in `amr` by Microsoft Entra ID, Okta and Auth0. */
const MFA = 'mfa'
/** The ID token read is this sign-in's: issued at most this long before its session. */
const FRESH_MS = 5 * 60_000

/** The claims of an ID token the SSO plugin verified (signature, issuer, audience) before storing it. */
function claimsOf(idToken: string): { iat?: unknown; amr?: unknown } {
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'))
  } catch {
    return {}
  }
}

/**
 * Whether an ID token says its provider asked a second factor in the sign-in that made a session at
 * `sessionMadeAt`: `amr` holds "mfa" and the token was issued at most five minutes before (an older token on the
 * account is an earlier sign-in's, and says nothing of this one).
 */
export function saysFreshMfa(idToken: string, sessionMadeAt: Date): boolean {
  const { iat, amr } = claimsOf(idToken)
  const fresh = typeof iat === 'number' && iat * 1000 >= sessionMadeAt.getTime() - FRESH_MS
  return fresh && Array.isArray(amr) && amr.includes(MFA)
}

/**
 * hooks.after: a session an OpenID Connect sign-in just made is marked `sso-mfa:<provider>` when the ID token of
 * this sign-in (the plugin stores it on the account, replacing the last one) carries `amr: ["mfa", …]`.
 */
export async function recordProviderMfa(ctx: Ctx, db: Db) {
  const made = ctx.context.newSession
  if (!made || !ctx.path.startsWith('/sso/')) return
  const [latest] = await db
    .select({ providerId: account.providerId, idToken: account.idToken })
    .from(account)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, account.providerId))
    .where(and(eq(account.userId, made.user.id), isNotNull(account.idToken)))
    .orderBy(desc(account.updatedAt))
    .limit(1)
  if (!latest?.idToken || !saysFreshMfa(latest.idToken, new Date(made.session.createdAt))) return
  await db
    .update(session)
    .set({ signInMethod: providerMfaMethod(latest.providerId) })
    .where(eq(session.id, made.session.id))
}

/**
 * "Trust the provider's second factor" on or off. Turning it on is a control's weakening: the page proposes it
 * and this runs once another approver or owner confirms (app/lib/controls/apply.server.ts).
 */
export async function setSsoMfaTrust(db: Db, workspaceId: string, on: boolean, actor: Actor): Promise<Done> {
  const current = await readWorkspaceSso(db, workspaceId)
  if (!current) return { ok: false, error: 'Connect an identity provider first.' }
  if (on && current.protocol === 'saml') return { ok: false, error: SAML_MFA_NOT_READ }
  await db.transaction(async (tx) => {
    await tx
      .update(workspaceSso)
      .set({ trustProviderMfa: on })
      .where(eq(workspaceSso.workspaceId, workspaceId))
    await emit(tx, {
      type: 'sso.mfa_trust_changed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { before: current.trustProviderMfa, after: on },
    })
  })
  return { ok: true }
}
