import type { DBAdapter } from 'better-auth'
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { ssoProvider } from '~/db/schema'

/*
 * The OIDC client secret is stored encrypted with the auth secret (decision 0068). better-auth's SSO plugin
 * keeps it as a plain field of the JSON in `sso_provider.oidc_config` and has no hook for it, so the database
 * adapter better-auth gets is wrapped: for the plugin's model, writes encrypt `clientSecret` inside that JSON
 * and reads decrypt it, with better-auth's own cipher (XChaCha20-Poly1305, as its two-factor plugin uses for
 * TOTP secrets). The marker lets a row stored in clear before this change still read; `sealClearSsoSecrets`
 * encrypts such rows at start.
 */
const MODEL = 'ssoProvider'
const MARK = 'enc:v1:'

type OidcJson = { clientSecret?: unknown } & Record<string, unknown>
type Row = { providerId?: unknown; oidcConfig?: unknown }

function parse(json: unknown): OidcJson | null {
  if (typeof json !== 'string') return null
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as OidcJson) : null
  } catch {
    return null
  }
}

/** The JSON as stored: `clientSecret` encrypted and marked; anything else (already marked, none) unchanged. */
export async function sealOidcConfig<T>(json: T, key: string): Promise<T | string> {
  const config = parse(json)
  const secret = config?.clientSecret
  if (typeof secret !== 'string' || !secret || secret.startsWith(MARK)) return json
  return JSON.stringify({ ...config, clientSecret: MARK + (await symmetricEncrypt({ key, data: secret })) })
}

type Opened = { json: unknown; secret: string | null; unreadable: boolean }

/**
 * The JSON as the plugin expects it, `clientSecret` in clear. A secret this auth secret cannot decrypt (the
 * auth secret changed, or the row was tampered with) is left out and logged: the sign-in fails closed.
 */
async function openOidcConfig(json: unknown, key: string, providerId: unknown): Promise<Opened> {
  const config = parse(json)
  const stored = config?.clientSecret
  if (typeof stored !== 'string') return { json, secret: null, unreadable: false }
  if (!stored.startsWith(MARK)) return { json, secret: stored, unreadable: false }
  try {
    const secret = await symmetricDecrypt({ key, data: stored.slice(MARK.length) })
    return { json: JSON.stringify({ ...config, clientSecret: secret }), secret, unreadable: false }
  } catch {
    console.error(
      `Single sign-on: the client secret of provider ${String(providerId)} cannot be decrypted with this AUTH_SECRET ` +
        '(was it changed?). Nobody signs in through it until its owner enters the secret again, or the previous AUTH_SECRET is restored.',
    )
    const { clientSecret: _unreadable, ...rest } = config!
    return { json: JSON.stringify(rest), secret: null, unreadable: true }
  }
}

async function openRow(row: unknown, key: string): Promise<unknown> {
  if (!row || typeof row !== 'object' || !('oidcConfig' in row)) return row
  const { oidcConfig, providerId } = row as Row
  return { ...row, oidcConfig: (await openOidcConfig(oidcConfig, key, providerId)).json }
}

async function sealFields(fields: unknown, key: string) {
  if (!fields || typeof fields !== 'object' || !('oidcConfig' in fields)) return fields
  return { ...fields, oidcConfig: await sealOidcConfig((fields as Row).oidcConfig, key) }
}

type Method = (args: Record<string, unknown>) => Promise<unknown>
const METHODS = ['create', 'update', 'updateMany', 'incrementOne', 'findOne', 'findMany', 'consumeOne']
const wrapped = new WeakSet<object>()

/**
 * Applies the encryption to an adapter better-auth built (`drizzleAdapter(db, …)(options)`), in place: the
 * adapter's schema check is registered against that very object, and its transaction without a driver
 * transaction hands the same object to the callback. A driver transaction's adapter is wrapped as well.
 */
export function encryptSsoSecretsAtRest<A extends DBAdapter>(adapter: A, key: string): A {
  if (wrapped.has(adapter)) return adapter
  wrapped.add(adapter)
  const methods = adapter as unknown as Record<string, Method | undefined>
  for (const name of METHODS) {
    const original = methods[name]
    if (!original) continue
    methods[name] = async (args) => {
      if (args.model !== MODEL) return original.call(adapter, args)
      const sealed = { ...args }
      for (const field of ['data', 'update', 'set'])
        if (field in args) sealed[field] = await sealFields(args[field], key)
      const result = await original.call(adapter, sealed)
      return Array.isArray(result)
        ? Promise.all(result.map((row) => openRow(row, key)))
        : openRow(result, key)
    }
  }
  const transaction = adapter.transaction?.bind(adapter)
  if (transaction)
    adapter.transaction = ((callback: (trx: DBAdapter) => Promise<unknown>) =>
      transaction((trx) => callback(encryptSsoSecretsAtRest(trx as DBAdapter, key)))) as A['transaction']
  return adapter
}

/** What the owner reads when the stored secret cannot be decrypted and she left the field empty. */
export const SECRET_UNREADABLE =
  'The stored client secret can no longer be read (this site’s auth secret changed): enter it again.'

export type StoredSecret = { state: 'none' } | { state: 'unreadable' } | { state: 'readable'; secret: string }

/** The client secret stored for a provider, for our own code (keeping it when an owner leaves the field empty). */
export async function storedClientSecret(db: Db, providerId: string, key: string): Promise<StoredSecret> {
  const [row] = await db
    .select({ oidc: ssoProvider.oidcConfig })
    .from(ssoProvider)
    .where(eq(ssoProvider.providerId, providerId))
  const opened = await openOidcConfig(row?.oidc, key, providerId)
  if (opened.unreadable) return { state: 'unreadable' }
  return opened.secret ? { state: 'readable', secret: opened.secret } : { state: 'none' }
}

/**
 * Encrypts every secret still stored in clear (rows written before decision 0068). Idempotent; a row changed
 * meanwhile (by another instance starting, or an owner saving) is left to that write.
 */
export async function sealClearSsoSecrets(db: Db, key: string) {
  const rows = await db.select({ id: ssoProvider.id, oidc: ssoProvider.oidcConfig }).from(ssoProvider)
  let sealed = 0
  for (const row of rows) {
    if (row.oidc === null) continue
    const next = await sealOidcConfig(row.oidc, key)
    if (next === row.oidc) continue
    const done = await db
      .update(ssoProvider)
      .set({ oidcConfig: next })
      .where(and(eq(ssoProvider.id, row.id), eq(ssoProvider.oidcConfig, row.oidc)))
      .returning({ id: ssoProvider.id })
    sealed += done.length
  }
  return sealed
}
