import { createHash, randomBytes } from 'node:crypto'
import { isAPIError } from 'better-auth/api'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { ssoProvider, verification, workspaces, workspaceSso } from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import type { Services } from '~/lib/services.server'
import { domainOf, listDomains, parseDomains } from './domains'
import { SECRET_UNREADABLE, storedClientSecret } from './secret-at-rest.server'
import { SSO_CALLBACK_PATH } from './sso-auth.server'
import { queueDomainProofMail } from './sso-mail.server'

type Actor = { id: string; email: string }
export type SsoRole = 'editor' | 'approver'
const PROOF_HOURS = 24

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
    })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .where(eq(workspaceSso.workspaceId, workspaceId))
  if (!row) return null
  const oidc = JSON.parse(row.oidc ?? '{}') as { clientId?: string; clientSecret?: string }
  return {
    providerId: row.sso.providerId,
    issuer: row.issuer,
    clientId: oidc.clientId ?? '',
    domains: listDomains(row.domain),
    role: row.sso.role,
    required: row.sso.required,
    verifiedBy: row.sso.verifiedBy,
    verifiedAt: row.sso.verifiedAt?.toISOString() ?? null,
    proofSentTo: row.sso.proofSentTo,
    // Whether one is stored (encrypted, decision 0068); the secret itself is read only by connectSso.
    hasSecret: Boolean(oidc.clientSecret),
  }
}

export type SsoInput = {
  issuer: string
  clientId: string
  clientSecret: string
  domains: string
  role: SsoRole
}
type Done =
  { ok: true } | { ok: false; error: string; field?: 'issuer' | 'clientId' | 'clientSecret' | 'domains' }

/** Verified domains of other workspaces: one domain signs in to one workspace. */
async function domainsTakenElsewhere(db: Db, workspaceId: string, domains: string[]) {
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
  const issuer = input.issuer.trim().replace(/\/+$/, '')
  if (!/^https?:\/\/[^\s]+$/.test(issuer) || issuer.length > 500)
    return { ok: false, error: 'Enter the issuer URL, e.g. https://login.bank.com.', field: 'issuer' }
  const clientId = input.clientId.trim()
  if (!clientId || clientId.length > 300)
    return { ok: false, error: 'Enter the client ID.', field: 'clientId' }
  const taken = await domainsTakenElsewhere(services.db, workspaceId, domains)
  if (taken.length)
    return {
      ok: false,
      error: `${taken.join(', ')} already signs in to another workspace.`,
      field: 'domains',
    }
  const current = await readWorkspaceSso(services.db, workspaceId)
  let clientSecret = input.clientSecret
  if (!clientSecret && current) {
    const stored = await storedClientSecret(services.db, current.providerId, services.config.authSecret)
    if (stored.state === 'unreadable') return { ok: false, error: SECRET_UNREADABLE, field: 'clientSecret' }
    if (stored.state === 'readable') clientSecret = stored.secret
  }
  if (!clientSecret || clientSecret.length > 500)
    return { ok: false, error: 'Enter the client secret.', field: 'clientSecret' }
  const providerId = `ws-${randomBytes(9).toString('base64url')}`
  try {
    await services.auth.api.registerSSOProvider({
      headers: request.headers,
      body: {
        providerId,
        issuer,
        domain: domains.join(','),
        oidcConfig: { clientId, clientSecret, pkce: true, scopes: ['openid', 'email', 'profile'] },
      },
    })
  } catch (error) {
    if (!isAPIError(error)) throw error
    return { ok: false, error: discoveryProblem(issuer, error.message), field: 'issuer' }
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
      proofSentTo: sameDomains ? (current?.proofSentTo ?? null) : null,
      ...(sameDomains ? {} : { proofNonce: crypto.randomUUID() }),
    }
    await tx
      .insert(workspaceSso)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: workspaceSso.workspaceId, set: values })
    if (current) await tx.delete(ssoProvider).where(eq(ssoProvider.providerId, current.providerId))
    const data = { issuer, domains, role: input.role }
    await emit(
      tx,
      current
        ? {
            type: 'sso.changed',
            workspaceId,
            actor,
            objectId: workspaceId,
            data: { ...data, secretReplaced: Boolean(input.clientSecret) },
          }
        : { type: 'sso.connected', workspaceId, actor, objectId: workspaceId, data },
    )
  })
  return { ok: true }
}

/** The plugin's discovery errors, in words an owner can act on. */
function discoveryProblem(issuer: string, message: string) {
  if (/trusted|publicly routable/i.test(message))
    return `This site may not reach ${new URL(issuer).origin} yet: ask us to add it to the identity providers we trust.`
  return `We could not read ${issuer}/.well-known/openid-configuration: check the issuer URL. (${message.slice(0, 200)})`
}

export async function removeSso(db: Db, workspaceId: string, actor: Actor) {
  const current = await readWorkspaceSso(db, workspaceId)
  if (!current) return
  await db.transaction(async (tx) => {
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

const proofIdentifier = (token: string) =>
  `sso-domain-proof:${createHash('sha256').update(token).digest('hex')}`

/** E-mails a link to an address at the domain (a configuration of one domain); opening it proves the domain. */
export async function sendDomainProof(services: Services, workspaceId: string, email: string): Promise<Done> {
  const current = await readWorkspaceSso(services.db, workspaceId)
  if (!current) return { ok: false, error: 'Connect an identity provider first.' }
  if (current.domains.length !== 1)
    return { ok: false, error: 'With several domains, ask an admin to approve them (see below).' }
  const address = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+$/.test(address) || domainOf(address) !== current.domains[0])
    return { ok: false, error: `Enter an address at ${current.domains[0]}, e.g. it@${current.domains[0]}.` }
  const token = randomBytes(24).toString('base64url')
  const [workspace] = await services.db
    .select({ name: workspaces.name, nonce: workspaceSso.proofNonce })
    .from(workspaces)
    .innerJoin(workspaceSso, eq(workspaceSso.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId))
  if (!workspace) return { ok: false, error: 'Connect an identity provider first.' }
  await services.db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: proofIdentifier(token),
    value: JSON.stringify({ workspaceId, nonce: workspace.nonce }),
    expiresAt: new Date(Date.now() + PROOF_HOURS * 3600_000),
  })
  await services.db
    .update(workspaceSso)
    .set({ proofSentTo: address })
    .where(eq(workspaceSso.workspaceId, workspaceId))
  await queueDomainProofMail(services.db, services.notifyOutbox, {
    to: address,
    url: `${services.config.baseUrl}/sso/verify-domain?token=${encodeURIComponent(token)}`,
    workspaceName: workspace.name,
    domain: current.domains[0],
  })
  return { ok: true }
}

/** The e-mailed link: single use, 24 hours, and only for the configuration it was sent for. */
export async function confirmDomainProof(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verification)
      .where(eq(verification.identifier, proofIdentifier(token)))
      .returning()
    if (!row || row.expiresAt < new Date()) return { ok: false as const }
    const { workspaceId, nonce } = JSON.parse(row.value) as { workspaceId: string; nonce: string }
    const [config] = await tx
      .select({
        providerId: workspaceSso.providerId,
        sentTo: workspaceSso.proofSentTo,
        domain: ssoProvider.domain,
      })
      .from(workspaceSso)
      .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
      .where(and(eq(workspaceSso.workspaceId, workspaceId), eq(workspaceSso.proofNonce, nonce)))
    if (!config) return { ok: false as const }
    const actor = { id: null, email: config.sentTo ?? '' }
    await markVerified(tx, workspaceId, config.providerId, listDomains(config.domain), 'email', actor)
    return { ok: true as const, domains: listDomains(config.domain) }
  })
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function markVerified(
  tx: Tx,
  workspaceId: string,
  providerId: string,
  domains: string[],
  by: 'admin' | 'email',
  actor: { id: string | null; email: string },
) {
  const done = await tx
    .update(workspaceSso)
    .set({ verifiedBy: by, verifiedAt: new Date() })
    .where(and(eq(workspaceSso.workspaceId, workspaceId), isNull(workspaceSso.verifiedAt)))
    .returning({ workspaceId: workspaceSso.workspaceId })
  if (!done.length) return
  await tx.update(ssoProvider).set({ domainVerified: true }).where(eq(ssoProvider.providerId, providerId))
  await emit(tx, {
    type: 'sso.domain_verified',
    workspaceId,
    actor,
    objectId: workspaceId,
    data: { domains, by },
  })
}

/** The admin page: every connection whose domain waits for proof. */
export function listPendingDomains(db: Db) {
  return db
    .select({
      workspaceId: workspaceSso.workspaceId,
      workspaceName: workspaces.name,
      issuer: ssoProvider.issuer,
      domain: ssoProvider.domain,
      createdAt: workspaceSso.createdAt,
    })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .innerJoin(workspaces, eq(workspaces.id, workspaceSso.workspaceId))
    .where(isNull(workspaceSso.verifiedAt))
}

export async function approveDomain(db: Db, workspaceId: string, actor: Actor): Promise<Done> {
  const current = await readWorkspaceSso(db, workspaceId)
  if (!current) return { ok: false, error: 'This workspace has no single sign-on.' }
  const taken = await domainsTakenElsewhere(db, workspaceId, current.domains)
  if (taken.length) return { ok: false, error: `${taken.join(', ')} already signs in to another workspace.` }
  await db.transaction((tx) =>
    markVerified(tx, workspaceId, current.providerId, current.domains, 'admin', actor),
  )
  return { ok: true }
}
