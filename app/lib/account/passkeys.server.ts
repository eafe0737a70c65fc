import { passkey as passkeyPlugin } from '@better-auth/passkey'
import { APIError, isAPIError } from 'better-auth/api'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { passkey, user } from '~/db/schema'
import { SSO_REQUIRED_MESSAGE } from '~/lib/sso/sso-auth.server'
import { ssoRequiredFor } from '~/lib/sso/sso-join.server'
import { change, emit, record } from '~/lib/events/emit.server'
import type { Services } from '~/lib/services.server'
import type { SessionView } from '~/lib/session-view.server'
import { endOtherSessionsAfter } from './two-factor.server'

/*
 * Passkeys are better-auth's own passkey plugin (SimpleWebAuthn underneath; decision 0065): it makes the
 * challenges and verifies every attestation and assertion. Ours is the rule around it: the relying party is
 * BASE_URL's host and origin, the authenticator must have verified the user (PIN, fingerprint, face) so that a
 * passkey sign-in is multi-factor, and adding or removing one is an audit entry that ends other sessions.
 */
export const PASSKEY_SIGN_IN_PATH = '/passkey/verify-authentication'

const NOT_VERIFIED =
  'Your device did not check that it is you (PIN, fingerprint or face). Set that up on the device, then try again.'

/**
 * A workspace that requires single sign-on refuses its domain's passwords (decision 0056); a passkey enrolled
 * earlier must not side-step the identity provider either, so its sign-in is refused the same way.
 */
export async function refuseWhereSsoRequired(db: Db, credentialId: string) {
  const [owner] = await db
    .select({ email: user.email })
    .from(passkey)
    .innerJoin(user, eq(user.id, passkey.userId))
    .where(eq(passkey.credentialID, credentialId))
  if (owner && (await ssoRequiredFor(db, owner.email)))
    throw new APIError('FORBIDDEN', { message: SSO_REQUIRED_MESSAGE, code: 'SSO_REQUIRED' })
}

export function passkeyPlugins(baseUrl: string, db: Db) {
  const origin = new URL(baseUrl).origin
  const userVerified = (verified: boolean) => {
    if (!verified) throw new APIError('UNAUTHORIZED', { message: NOT_VERIFIED, code: 'USER_NOT_VERIFIED' })
  }
  return [
    passkeyPlugin({
      rpID: new URL(baseUrl).hostname,
      rpName: 'Brightline Digital',
      origin,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      registration: {
        afterVerification: ({ verification }) =>
          userVerified(verification.registrationInfo?.userVerified === true),
      },
      authentication: {
        async afterVerification({ verification }) {
          userVerified(verification.authenticationInfo.userVerified)
          await refuseWhereSsoRequired(db, verification.authenticationInfo.credentialID)
        },
      },
    }),
  ] as const
}

/** The plugin's routes our actions call on the server (with step-up, events, rate limits): 404 over HTTP. */
export const PASSKEY_SERVER_ONLY_PATHS = [
  '/passkey/verify-registration',
  PASSKEY_SIGN_IN_PATH,
  '/passkey/list-user-passkeys',
  '/passkey/delete-passkey',
  '/passkey/update-passkey',
]

export type PasskeyRow = { id: string; name: string; createdAt: string }

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  const rows = await db
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt))
  return rows.map((row) => ({
    id: row.id,
    name: row.name || 'Passkey',
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
  }))
}

type Outcome = { ok: true; cookies: string[] } | { ok: false; error: string }

function refusal(error: unknown): Outcome {
  if (!isAPIError(error)) throw error
  const body = error.body as { message?: string } | undefined
  return { ok: false, error: body?.message || error.message || 'That did not work.' }
}

function parseResponse(json: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(json)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const actorOf = (view: SessionView) => ({ id: view.user.id, email: view.user.email })
const NOT_YOURS = 'That passkey is not on your account.'

/** Registers the credential the browser made (the plugin checks its challenge cookie and attestation). */
export async function addPasskey(
  services: Services,
  request: Request,
  view: SessionView,
  input: { name: string; response: string },
): Promise<Outcome> {
  const response = parseResponse(input.response)
  if (!response) return { ok: false, error: 'The passkey could not be read. Please try again.' }
  let made: { id: string; name?: string }
  try {
    made = (await services.auth.api.verifyPasskeyRegistration({
      body: { response, name: input.name },
      headers: request.headers,
    })) as { id: string; name?: string }
  } catch (error) {
    return refusal(error)
  }
  // The plugin wrote the row; its entry follows at once (decision 0065).
  await record(services.db, {
    type: 'account.passkey_added',
    workspaceId: null,
    actor: actorOf(view),
    objectId: view.user.id,
    data: { passkeyId: made.id, name: made.name ?? input.name },
  })
  await endOtherSessionsAfter(services, request, [])
  return { ok: true, cookies: [] }
}

/** Deletes one of the account's own passkeys and records it in the same transaction. */
export async function removePasskey(
  services: Services,
  request: Request,
  view: SessionView,
  passkeyId: string,
): Promise<Outcome> {
  const removed = await change(services.db, async (tx) => {
    const [row] = await tx
      .delete(passkey)
      .where(and(eq(passkey.id, passkeyId), eq(passkey.userId, view.user.id)))
      .returning({ id: passkey.id, name: passkey.name })
    if (!row) return null
    await emit(tx, {
      type: 'account.passkey_removed',
      workspaceId: null,
      actor: actorOf(view),
      objectId: view.user.id,
      data: { passkeyId: row.id, name: row.name ?? '' },
    })
    return row
  })
  if (!removed) return { ok: false, error: NOT_YOURS }
  await endOtherSessionsAfter(services, request, [])
  return { ok: true, cookies: [] }
}

/**
 * Renames one of the account's own passkeys through the plugin's update endpoint (which checks the owner again);
 * the name only labels the credential, so no password is asked and no session ends. Recorded right after the
 * plugin's write, as an addition is.
 */
export async function renamePasskey(
  services: Services,
  request: Request,
  view: SessionView,
  input: { passkeyId: string; name: string },
): Promise<Outcome> {
  const [own] = await services.db
    .select({ name: passkey.name })
    .from(passkey)
    .where(and(eq(passkey.id, input.passkeyId), eq(passkey.userId, view.user.id)))
  if (!own) return { ok: false, error: NOT_YOURS }
  try {
    await services.auth.api.updatePasskey({
      body: { id: input.passkeyId, name: input.name },
      headers: request.headers,
    })
  } catch (error) {
    return refusal(error)
  }
  await record(services.db, {
    type: 'account.passkey_renamed',
    workspaceId: null,
    actor: actorOf(view),
    objectId: view.user.id,
    data: { passkeyId: input.passkeyId, before: own.name ?? '', after: input.name },
  })
  return { ok: true, cookies: [] }
}

/** Signs in with the assertion the browser gave; the cookies are the new session's. */
export async function signInWithPasskey(
  services: Services,
  request: Request,
  json: string,
): Promise<Outcome> {
  const response = parseResponse(json)
  if (!response) return { ok: false, error: 'The passkey could not be read. Please try again.' }
  try {
    const { headers } = await services.auth.api.verifyPasskeyAuthentication({
      // The plugin (SimpleWebAuthn) checks the assertion's shape as well as its signature.
      body: { response: response as never },
      headers: request.headers,
      returnHeaders: true,
    })
    return { ok: true, cookies: headers.getSetCookie() }
  } catch (error) {
    return refusal(error)
  }
}
