import { generateKeyPairSync } from 'node:crypto'
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { and, eq, isNotNull, ne } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaceMailDomains } from '~/db/schema'
import { missingTxtRecords } from '~/lib/dns.server'
import { emit } from '~/lib/events/emit.server'
import type { Services } from '~/lib/services.server'
import { unclaimableDomain } from '~/lib/sso/claimable-domain.server'
import { proofRecord } from '~/lib/sso/domain-proof.server'
import { parseDomains } from '~/lib/sso/domains'

/*
 * The domain a workspace's visitor e-mails come from (issue 43 §1, decision 0077). The owner names it; we make
 * a DKIM key for it and show two TXT records: the proof every domain of ours asks (the same record as single
 * sign-on's, decision 0075) and the DKIM selector's public key. Once both are in its DNS, "E-mail my results"
 * goes From no-reply@<domain>, signed for it, with its Message-ID on it; until then, from our own sender.
 */
export const DKIM_SELECTOR = 'brightline'
const SENDER = 'no-reply'

type Actor = { id: string; email: string }
type Done = { ok: true } | { ok: false; error: string }

/** The owner's view: the domain, the two records to publish, and whether they were found. */
export async function readMailDomain(db: Db, workspaceId: string) {
  const [row] = await db
    .select()
    .from(workspaceMailDomains)
    .where(eq(workspaceMailDomains.workspaceId, workspaceId))
  if (!row) return null
  return {
    domain: row.domain,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    sender: `${SENDER}@${row.domain}`,
    records: [
      proofRecord(row.domain, row.nonce),
      dkimRecord(row.domain, row.dkimSelector, row.dkimPublicKey),
    ],
  }
}

const dkimRecord = (domain: string, selector: string, publicKey: string) => ({
  name: `${selector}._domainkey.${domain}`,
  value: `v=DKIM1; k=rsa; p=${publicKey}`,
})

/** Names (or renames) the sending domain: a new key and proof, unverified until its records are found. */
export async function setMailDomain(
  services: Pick<Services, 'db' | 'config'>,
  workspaceId: string,
  input: string,
  actor: Actor,
): Promise<Done> {
  const parsed = parseDomains(input)
  if ('error' in parsed) return { ok: false, error: parsed.error }
  if (parsed.domains.length !== 1) return { ok: false, error: 'Name one domain, e.g. bank.com.' }
  const [domain] = parsed.domains as [string]
  const refused = unclaimableDomain([domain], services.config)
  if (refused) return { ok: false, error: refused }
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const publicDer = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const sealed = await symmetricEncrypt({ key: services.config.authSecret, data: privatePem })
  const values = {
    domain,
    nonce: crypto.randomUUID(),
    dkimSelector: DKIM_SELECTOR,
    dkimPublicKey: publicDer,
    dkimPrivateKey: sealed,
    verifiedAt: null,
  }
  await services.db.transaction(async (tx) => {
    await tx
      .insert(workspaceMailDomains)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: workspaceMailDomains.workspaceId, set: values })
    await emit(tx, {
      type: 'workspace.mail_domain_changed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { domain, verified: false },
    })
  })
  return { ok: true }
}

/** Looks both records up now; the domain sends once both hold and no other workspace sends from it. */
export async function checkMailDomain(
  services: Pick<Services, 'db' | 'config'>,
  workspaceId: string,
  actor: Actor,
): Promise<Done> {
  const [row] = await services.db
    .select()
    .from(workspaceMailDomains)
    .where(eq(workspaceMailDomains.workspaceId, workspaceId))
  if (!row) return { ok: false, error: 'Name the domain first.' }
  const wanted = [
    proofRecord(row.domain, row.nonce),
    dkimRecord(row.domain, row.dkimSelector, row.dkimPublicKey),
  ]
  const problem = await missingTxtRecords(
    services.config,
    wanted.map((record) => ({ domain: row.domain, ...record })),
  )
  if (problem) return { ok: false, error: problem }
  const [taken] = await services.db
    .select({ workspaceId: workspaceMailDomains.workspaceId })
    .from(workspaceMailDomains)
    .where(
      and(
        eq(workspaceMailDomains.domain, row.domain),
        ne(workspaceMailDomains.workspaceId, workspaceId),
        isNotNull(workspaceMailDomains.verifiedAt),
      ),
    )
  if (taken) return { ok: false, error: `${row.domain} already sends for another workspace.` }
  await services.db.transaction(async (tx) => {
    await tx
      .update(workspaceMailDomains)
      .set({ verifiedAt: new Date() })
      .where(
        and(eq(workspaceMailDomains.workspaceId, workspaceId), eq(workspaceMailDomains.nonce, row.nonce)),
      )
    await emit(tx, {
      type: 'workspace.mail_domain_changed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { domain: row.domain, verified: true },
    })
  })
  return { ok: true }
}

/** How a verified domain sends a workspace's visitor e-mail: its address and DKIM key; null while unverified. */
export async function mailDomainSender(db: Db, authSecret: string, workspaceId: string) {
  const [row] = await db
    .select()
    .from(workspaceMailDomains)
    .where(and(eq(workspaceMailDomains.workspaceId, workspaceId), isNotNull(workspaceMailDomains.verifiedAt)))
  if (!row) return null
  const privateKey = await symmetricDecrypt({ key: authSecret, data: row.dkimPrivateKey })
  return {
    address: `${SENDER}@${row.domain}`,
    dkim: { domainName: row.domain, keySelector: row.dkimSelector, privateKey },
  }
}
