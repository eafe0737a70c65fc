import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { ssoProvider, workspaces, workspaceSso } from '~/db/schema'
import { missingTxtRecords } from '~/lib/dns.server'
import { emit, type Tx } from '~/lib/events/emit.server'
import type { Services } from '~/lib/services.server'
import { listDomains } from './domains'
import { providerName } from './saml.server'
import { domainsTakenElsewhere, readWorkspaceSso, type Actor, type Done } from './sso.server'

/*
 * Proof that a workspace's e-mail domains are its own (decision 0075, replacing 0056's e-mailed link): a DNS
 * TXT record the owner publishes at each domain, as Google Workspace and Okta ask; or an admin's approval.
 * The record's value names this configuration (its proof nonce, new whenever the domains change), so another
 * workspace's record proves nothing here. Until every domain carries it nobody signs in through the provider.
 */
export const PROOF_PREFIX = 'brightline-domain-verification='

/** The TXT record to publish at each domain: its name and its value. */
export function proofRecord(domain: string, nonce: string) {
  return { name: `_brightline-verification.${domain}`, value: `${PROOF_PREFIX}${nonce.replaceAll('-', '')}` }
}

/** Looks the records up now; every domain must carry this configuration's value. */
export async function checkDomainProof(services: Services, workspaceId: string, actor: Actor): Promise<Done> {
  const [row] = await services.db
    .select({
      providerId: workspaceSso.providerId,
      nonce: workspaceSso.proofNonce,
      domain: ssoProvider.domain,
    })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .where(eq(workspaceSso.workspaceId, workspaceId))
  if (!row) return { ok: false, error: 'Connect an identity provider first.' }
  const domains = listDomains(row.domain)
  const problem = await missingTxtRecords(
    services.config,
    domains.map((domain) => ({ domain, ...proofRecord(domain, row.nonce) })),
  )
  if (problem) return { ok: false, error: problem }
  const taken = await domainsTakenElsewhere(services.db, workspaceId, domains)
  if (taken.length) return { ok: false, error: `${taken.join(', ')} already signs in to another workspace.` }
  await services.db.transaction((tx) =>
    markVerified(tx, { workspaceId, providerId: row.providerId, nonce: row.nonce }, domains, 'dns', actor),
  )
  return { ok: true }
}

/** Marks the configuration that was checked verified: a change of its domains in between made a new nonce. */
async function markVerified(
  tx: Tx,
  config: { workspaceId: string; providerId: string; nonce?: string },
  domains: string[],
  by: 'admin' | 'dns',
  actor: { id: string | null; email: string },
) {
  const done = await tx
    .update(workspaceSso)
    .set({ verifiedBy: by, verifiedAt: new Date() })
    .where(
      and(
        eq(workspaceSso.workspaceId, config.workspaceId),
        isNull(workspaceSso.verifiedAt),
        config.nonce ? eq(workspaceSso.proofNonce, config.nonce) : undefined,
      ),
    )
    .returning({ workspaceId: workspaceSso.workspaceId })
  if (!done.length) return
  await tx
    .update(ssoProvider)
    .set({ domainVerified: true })
    .where(eq(ssoProvider.providerId, config.providerId))
  await emit(tx, {
    type: 'sso.domain_verified',
    workspaceId: config.workspaceId,
    actor,
    objectId: config.workspaceId,
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
    markVerified(tx, { workspaceId, providerId: current.providerId }, current.domains, 'admin', actor),
  )
  return { ok: true }
}
