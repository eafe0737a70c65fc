import { randomBytes } from 'node:crypto'
import { isAPIError } from 'better-auth/api'
import { eq, ne } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { ssoProvider, workspaceSso } from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import { workspaceMail } from '~/lib/workspaces/mail.server'
import type { Services } from '~/lib/services.server'
import { unclaimableDomain } from './claimable-domain.server'
import { listDomains, parseDomains } from './domains'
import { parseSamlInput, pluginSamlConfig, providerName, readSamlConfig, type SamlField } from './saml.server'
import { SECRET_UNREADABLE, storedClientSecret } from './secret-at-rest.server'
import { SSO_CALLBACK_PATH } from './sso-auth.server'

export type Actor = { id: string; email: string }
export type SsoRole = 'editor' | 'approver'

/** The redirect URI the client registers at its identity provider. */
export const redirectUri = (baseUrl: string) => `${baseUrl}/api/auth${SSO_CALLBACK_PATH}`

/** A workspace's single sign-on as its owner sees it: never the client secret. */
export async function readWorkspaceSso(db: Db, workspaceId: string) {
  const [row] = await db
    .select({
      sso: workspaceSso,
      issuer: ssoProvider.issuer,
      domain: ssoProvider.domain,
      oidc: ssoProvider.oidcConfig,
      saml: ssoProvider.samlConfig,
    })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .where(eq(workspaceSso.workspaceId, workspaceId))
  if (!row) return null
  const oidc = JSON.parse(row.oidc ?? '{}') as { clientId?: string; clientSecret?: string }
  const saml = readSamlConfig(row.saml)
  return {
    providerId: row.sso.providerId,
    protocol: saml ? ('saml' as const) : ('oidc' as const),
    issuer: providerName(row.issuer, row.saml),
    clientId: oidc.clientId ?? '',
    saml,
    domains: listDomains(row.domain),
    role: row.sso.role,
    required: row.sso.required,
    trustProviderMfa: row.sso.trustProviderMfa,
    verifiedBy: row.sso.verifiedBy,
    verifiedAt: row.sso.verifiedAt?.toISOString() ?? null,
    proofNonce: row.sso.proofNonce,
    // Whether one is stored (encrypted, decision 0068); the secret itself is read only by connectSso.
    hasSecret: Boolean(oidc.clientSecret),
  }
}

export type SsoInput = {
  protocol: 'oidc' | 'saml'
  /** OpenID Connect */
  issuer: string
  clientId: string
  clientSecret: string
  /** SAML 2.0 */
  entityId: string
  entryPoint: string
  certificate: string
  /** SAML 2.0: the provider's metadata XML, which supplies the three above when given. */
  metadata?: string
  domains: string
  role: SsoRole
}
export type Done =
  | { ok: true }
  | { ok: false; error: string; field?: 'issuer' | 'clientId' | 'clientSecret' | 'domains' | SamlField }

/** Verified domains of other workspaces: one domain signs in to one workspace. */
export async function domainsTakenElsewhere(db: Db, workspaceId: string, domains: string[]) {
  const verified = await db
    .select({ domain: ssoProvider.domain, at: workspaceSso.verifiedAt })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .where(ne(workspaceSso.workspaceId, workspaceId))
  const taken = new Set(verified.filter((row) => row.at).flatMap((row) => listDomains(row.domain)))
  return domains.filter((domain) => taken.has(domain))
}

/**
 * Connects (or changes) a workspace's identity provider through the plugin's own registration, which reads
 * the issuer's discovery document. A change registers the new settings under a new provider id and drops the
 * old one; the domain stays verified only if its list did not change.
 */
export async function connectSso(
  services: Services,
  request: { headers: Headers },
  workspaceId: string,
  actor: Actor,
  input: SsoInput,
): Promise<Done> {
  const parsed = parseDomains(input.domains)
  if ('error' in parsed) return { ok: false, error: parsed.error, field: 'domains' }
  const { domains } = parsed
  const unclaimable = unclaimableDomain(domains, services.config)
  if (unclaimable) return { ok: false, error: unclaimable, field: 'domains' }
  const taken = await domainsTakenElsewhere(services.db, workspaceId, domains)
  if (taken.length)
    return {
      ok: false,
      error: `${taken.join(', ')} already signs in to another workspace.`,
      field: 'domains',
    }
  const current = await readWorkspaceSso(services.db, workspaceId)
  const providerId = `ws-${randomBytes(9).toString('base64url')}`
  const settings =
    input.protocol === 'saml'
      ? samlSettings(services, workspaceId, input)
      : await oidcSettings(services, current, input)
  if ('error' in settings) return { ok: false, ...settings }
  try {
    await services.auth.api.registerSSOProvider({
      headers: request.headers,
      body: { providerId, domain: domains.join(','), ...settings.body },
    })
  } catch (error) {
    if (!isAPIError(error)) throw error
    if (input.protocol === 'saml')
      return { ok: false, error: `Your provider’s settings were refused: ${error.message.slice(0, 200)}` }
    return { ok: false, error: discoveryProblem(settings.issuer, error.message), field: 'issuer' }
  }
  const sameDomains = current && [...current.domains].sort().join() === [...domains].sort().join()
  await services.db.transaction(async (tx) => {
    const keep = sameDomains && current?.verifiedAt ? current : null
    if (keep)
      await tx.update(ssoProvider).set({ domainVerified: true }).where(eq(ssoProvider.providerId, providerId))
    const values = {
      providerId,
      role: input.role,
      verifiedBy: keep ? keep.verifiedBy : null,
      verifiedAt: keep?.verifiedAt ? new Date(keep.verifiedAt) : null,
      required: keep ? keep.required : false,
      // A changed provider's word on a second factor is not trusted until an approver says so again.
      trustProviderMfa: false,
      ...(sameDomains ? {} : { proofNonce: crypto.randomUUID() }),
    }
    await tx
      .insert(workspaceSso)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: workspaceSso.workspaceId, set: values })
    if (current) await tx.delete(ssoProvider).where(eq(ssoProvider.providerId, current.providerId))
    const data = { protocol: input.protocol, issuer: settings.issuer, domains, role: input.role }
    await emit(
      tx,
      current
        ? {
            type: 'sso.changed',
            workspaceId,
            actor,
            objectId: workspaceId,
            data: { ...data, secretReplaced: input.protocol === 'oidc' && Boolean(input.clientSecret) },
          }
        : { type: 'sso.connected', workspaceId, actor, objectId: workspaceId, data },
    )
    await workspaceMail(services).ssoChanged(tx, {
      workspaceId,
      stage: current ? 'changed' : 'connected',
      issuer: settings.issuer,
      by: actor.email,
    })
  })
  return { ok: true }
}

type Settings =
  | { issuer: string; body: Record<string, unknown> & { issuer: string } }
  | { error: string; field: NonNullable<Extract<Done, { ok: false }>['field']> }

/** OpenID Connect: the issuer (its discovery document is read by the plugin), the client id and secret. */
async function oidcSettings(
  services: Services,
  current: Awaited<ReturnType<typeof readWorkspaceSso>>,
  input: SsoInput,
): Promise<Settings> {
  const issuer = input.issuer.trim().replace(/\/+$/, '')
  if (!/^https?:\/\/[^\s]+$/.test(issuer) || issuer.length > 500)
    return { error: 'Enter the issuer URL, e.g. https://login.bank.com.', field: 'issuer' }
  const clientId = input.clientId.trim()
  if (!clientId || clientId.length > 300) return { error: 'Enter the client ID.', field: 'clientId' }
  let clientSecret = input.clientSecret
  if (!clientSecret && current?.protocol === 'oidc') {
    const stored = await storedClientSecret(services.db, current.providerId, services.config.authSecret)
    if (stored.state === 'unreadable') return { error: SECRET_UNREADABLE, field: 'clientSecret' }
    if (stored.state === 'readable') clientSecret = stored.secret
  }
  if (!clientSecret || clientSecret.length > 500)
    return { error: 'Enter the client secret.', field: 'clientSecret' }
  return {
    issuer,
    body: {
      issuer,
      oidcConfig: { clientId, clientSecret, pkce: true, scopes: ['openid', 'email', 'profile'] },
    },
  }
}

/** SAML 2.0: the provider's entity ID, sign-in URL and signing certificate (decision 0069). */
function samlSettings(services: Services, workspaceId: string, input: SsoInput): Settings {
  const idp = parseSamlInput(input)
  if ('error' in idp) return idp
  const samlConfig = pluginSamlConfig(services.config.baseUrl, workspaceId, idp)
  // The plugin's `issuer` of a SAML provider names our side (its service provider), not the client's.
  return { issuer: idp.entityId, body: { issuer: samlConfig.spMetadata.entityID, samlConfig } }
}

/** The plugin's discovery errors, in words an owner can act on. */
function discoveryProblem(issuer: string, message: string) {
  if (/trusted|publicly routable/i.test(message))
    return `This site may not reach ${new URL(issuer).origin} yet: ask us to add it to the identity providers we trust.`
  return `We could not read ${issuer}/.well-known/openid-configuration: check the issuer URL. (${message.slice(0, 200)})`
}

export async function removeSso(
  services: Pick<Services, 'db' | 'config'>,
  workspaceId: string,
  actor: Actor,
) {
  const current = await readWorkspaceSso(services.db, workspaceId)
  if (!current) return
  await services.db.transaction(async (tx) => {
    await workspaceMail(services).ssoChanged(tx, {
      workspaceId,
      stage: 'removed',
      issuer: current.issuer,
      by: actor.email,
    })
    await tx.delete(ssoProvider).where(eq(ssoProvider.providerId, current.providerId))
    await emit(tx, {
      type: 'sso.removed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { issuer: current.issuer },
    })
  })
}

export const VERIFY_FIRST = 'Verify the domain first: until then nobody signs in through the provider.'

export async function setSsoRequired(db: Db, workspaceId: string, on: boolean, actor: Actor): Promise<Done> {
  const current = await readWorkspaceSso(db, workspaceId)
  if (!current) return { ok: false, error: 'Connect an identity provider first.' }
  if (on && !current.verifiedAt) return { ok: false, error: VERIFY_FIRST }
  await db.transaction(async (tx) => {
    await tx.update(workspaceSso).set({ required: on }).where(eq(workspaceSso.workspaceId, workspaceId))
    await emit(tx, {
      type: 'sso.required_changed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { before: current.required, after: on },
    })
  })
  return { ok: true }
}
