import { sign, verify } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { auditAnchors, auditChainHeads, auditEntries, type AuditAnchor } from '~/db/schema'
import { enqueue } from '~/lib/outbox/store.server'
import type { ReceiptKey } from '~/lib/receipts/receipt-key.server'
import { emailsOf, mail, workspaceNotification } from '~/lib/workspaces/mail.server'
import { canonicalJson, PLATFORM_CHAIN, type ChainBreak } from './audit-chain.server'

/*
 * Chain heads anchored outside the database (docs/decisions/0071): once a UTC day, each chain that moved since
 * its last anchor gets a signed head (chain, last sequence, last hash, time, key id), e-mailed to the
 * workspace's owners and served at /audit/anchors/<chain>.json. Someone who can rewrite the database cannot
 * sign, so a chain rewritten, cut short or deleted no longer matches its last anchor.
 */
export const ANCHOR_FORMAT = 'audit-anchor/1'

type AnchorFields = Pick<AuditAnchor, 'chainId' | 'seq' | 'hash' | 'anchoredAt' | 'keyId'>

/** The exact bytes an anchor's signature covers: its fields as canonical JSON (keys sorted, no spaces). */
export function anchorPayload(anchor: AnchorFields) {
  return canonicalJson({
    format: ANCHOR_FORMAT,
    chainId: anchor.chainId,
    seq: anchor.seq,
    hash: anchor.hash,
    anchoredAt: anchor.anchoredAt.toISOString(),
    keyId: anchor.keyId,
  })
}

/** An anchor as published: its signed fields and the signature (base64), nothing of any entry's content. */
export function publishedAnchor(anchor: AuditAnchor) {
  return {
    format: ANCHOR_FORMAT,
    chainId: anchor.chainId,
    seq: anchor.seq,
    hash: anchor.hash,
    anchoredAt: anchor.anchoredAt.toISOString(),
    keyId: anchor.keyId,
    signature: anchor.signature,
  }
}

export const anchorsPath = (chainId: string) => `/audit/anchors/${chainId}.json`

/**
 * Anchors every chain whose head moved since its last anchor, at most once per chain and UTC day (whichever
 * instance comes first), and queues the e-mail to the workspace's owners with it. Returns how many it made.
 */
export async function anchorChains(db: Db, options: { key: ReceiptKey; baseUrl: string; now?: Date }) {
  const now = options.now ?? new Date()
  const day = now.toISOString().slice(0, 10)
  const heads = await db.select().from(auditChainHeads)
  let made = 0
  for (const head of heads) {
    const [last] = await lastAnchors(db, { chainId: head.chainId, keyId: options.key.keyId })
    if (head.seq === 0 || (last && last.seq === head.seq && last.hash === head.hash)) continue
    // Signing a chain that no longer matches its last anchor would bless the rewrite: the old anchor stays last.
    if (last && (await mismatch(db, last))) continue
    const fields = {
      chainId: head.chainId,
      seq: head.seq,
      hash: head.hash,
      anchoredAt: now,
      keyId: options.key.keyId,
    }
    const signature = sign(null, Buffer.from(anchorPayload(fields)), options.key.privateKey).toString(
      'base64',
    )
    made += await db.transaction(async (tx) => {
      const [anchor] = await tx
        .insert(auditAnchors)
        .values({ ...fields, day, signature })
        .onConflictDoNothing()
        .returning()
      if (!anchor) return 0
      if (anchor.chainId !== PLATFORM_CHAIN) {
        const owners = await emailsOf(tx, 'audit.verify', { workspaceId: anchor.chainId })
        const url = `${options.baseUrl}${anchorsPath(anchor.chainId)}`
        await enqueue(
          tx,
          workspaceNotification,
          owners.map((to) => ({
            ref: `audit-anchor:${anchor.id}:${to}`,
            payload: anchorMail(to, anchor, url),
          })),
        )
      }
      return 1
    })
  }
  return made
}

function anchorMail(to: string, anchor: AuditAnchor, url: string) {
  const published = publishedAnchor(anchor)
  return mail(
    to,
    `Your audit log's anchor of ${anchor.day}`,
    [
      `Today's signed anchor of your workspace's audit log: entry ${anchor.seq}, SHA-256 ${anchor.hash}, at ${published.anchoredAt}, signed with key ${anchor.keyId}.`,
      'Keep this e-mail. It is a copy outside our database: if the log were ever rewritten or deleted, it would no longer match this anchor. "Check the log" on the Audit log page compares against it, and so does verify-chain.mjs in every examiner bundle.',
      `The anchor (its signature covers the other fields as JSON with sorted keys and no spaces): ${JSON.stringify(published)}`,
    ],
    { url, label: 'Every anchor of your workspace, published' },
  )
}

/** The newest anchor of each chain (or of one) signed by `keyId`, if given; newest first for one chain. */
export async function lastAnchors(db: Db, where: { chainId?: string; keyId?: string }) {
  return db
    .selectDistinctOn([auditAnchors.chainId])
    .from(auditAnchors)
    .where(
      and(
        where.chainId ? eq(auditAnchors.chainId, where.chainId) : undefined,
        where.keyId ? eq(auditAnchors.keyId, where.keyId) : undefined,
      ),
    )
    .orderBy(auditAnchors.chainId, desc(auditAnchors.anchoredAt))
}

/** A chain's anchors, newest first, for its public address. */
export async function anchorsOf(db: Db, chainId: string, limit = 400) {
  return db
    .select()
    .from(auditAnchors)
    .where(eq(auditAnchors.chainId, chainId))
    .orderBy(desc(auditAnchors.anchoredAt))
    .limit(limit)
}

/**
 * Compares each chain (or one) with its last anchor signed by the current key: the anchored entry must still
 * be there with the anchored hash (or be the last one deleted past retention). Anchors of a rotated key are
 * left aside; one that names the current key but whose signature fails is a forgery.
 */
export async function checkAnchors(
  db: Db,
  options: { key: Pick<ReceiptKey, 'keyId' | 'publicPem'>; chainId?: string },
): Promise<{ anchors: number; firstBreak: ChainBreak | null }> {
  const anchors = await lastAnchors(db, { chainId: options.chainId, keyId: options.key.keyId })
  for (const anchor of anchors) {
    const at = { id: null, chainId: anchor.chainId, seq: anchor.seq }
    const signature = Buffer.from(anchor.signature, 'base64')
    if (!verify(null, Buffer.from(anchorPayload(anchor)), options.key.publicPem, signature)) {
      const reason = `its anchor of ${dayOf(anchor)} is not signed by key ${anchor.keyId}`
      return { anchors: anchors.length, firstBreak: { ...at, reason } }
    }
    const found = await mismatch(db, anchor)
    if (found) return { anchors: anchors.length, firstBreak: { ...at, ...found } }
  }
  return { anchors: anchors.length, firstBreak: null }
}

const dayOf = (anchor: AuditAnchor) => anchor.anchoredAt.toISOString().slice(0, 10)

/** Why the chain no longer holds the anchored entry with the anchored hash, or null when it does. */
async function mismatch(db: Db, anchor: AuditAnchor) {
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.chainId, anchor.chainId))
  // Deleted past retention: the head keeps the last deleted entry's hash, earlier ones are gone by right.
  if (head && anchor.seq <= head.purgedSeq)
    return anchor.seq === head.purgedSeq && anchor.hash !== head.purgedHash
      ? { id: null, reason: `does not match the anchor of ${dayOf(anchor)}` }
      : null
  const [entry] = await db
    .select({ id: auditEntries.id, hash: auditEntries.hash })
    .from(auditEntries)
    .where(and(eq(auditEntries.chainId, anchor.chainId), eq(auditEntries.seq, anchor.seq)))
  if (!entry) return { id: null, reason: `entry ${anchor.seq}, anchored on ${dayOf(anchor)}, is missing` }
  if (entry.hash !== anchor.hash)
    return { id: entry.id, reason: `does not match the anchor of ${dayOf(anchor)}` }
  return null
}
