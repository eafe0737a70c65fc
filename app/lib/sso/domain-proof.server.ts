import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { ssoProvider, verification, workspaces, workspaceSso } from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import type { Services } from '~/lib/services.server'
import { domainOf, listDomains } from './domains'
import { providerName } from './saml.server'
import { queueDomainProofMail } from './sso-mail.server'
import { domainsTakenElsewhere, readWorkspaceSso, type Actor, type Done } from './sso.server'

/*
 * Proof that a workspace's e-mail domain is its own (decision 0056): a link e-mailed to an address at the
 * domain, or an admin's approval. Until then nobody signs in through the workspace's provider.
 */
const PROOF_HOURS = 24

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

/** The admin page: every connection whose domain waits for proof, its provider named as pages name it. */
export async function listPendingDomains(db: Db) {
  const rows = await db
    .select({
      workspaceId: workspaceSso.workspaceId,
      workspaceName: workspaces.name,
      issuer: ssoProvider.issuer,
      saml: ssoProvider.samlConfig,
      domain: ssoProvider.domain,
      createdAt: workspaceSso.createdAt,
    })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .innerJoin(workspaces, eq(workspaces.id, workspaceSso.workspaceId))
    .where(isNull(workspaceSso.verifiedAt))
  return rows.map(({ saml, ...row }) => ({ ...row, issuer: providerName(row.issuer, saml) }))
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
