import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { calculatorRevisions, calculators, reviewLinks } from '~/db/schema'
import { hashToken, isUuid, newToken } from './tokens.server'
import { emit } from '~/lib/events/emit.server'
import type { Actor } from './workspaces.server'

export const REVIEW_LINK_DAYS = 14

type Scope = { workspaceId: string; calculatorId: string; actor: Actor }

export async function createReviewLink(db: Db, scope: Scope) {
  const { token, hash } = newToken()
  const expiresAt = new Date(Date.now() + REVIEW_LINK_DAYS * 24 * 3600 * 1000)
  await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(reviewLinks)
      .values({
        calculatorId: scope.calculatorId,
        workspaceId: scope.workspaceId,
        tokenHash: hash,
        createdBy: scope.actor.id,
        expiresAt,
      })
      .returning({ id: reviewLinks.id })
    await emit(tx, { type: 'review_link.created', ...scope, objectId: link!.id, data: {} })
  })
  return { token, expiresAt }
}

export function listReviewLinks(db: Db, workspaceId: string, calculatorId: string) {
  return db
    .select({ id: reviewLinks.id, createdAt: reviewLinks.createdAt, expiresAt: reviewLinks.expiresAt })
    .from(reviewLinks)
    .where(
      and(
        eq(reviewLinks.workspaceId, workspaceId),
        eq(reviewLinks.calculatorId, calculatorId),
        isNull(reviewLinks.revokedAt),
        gt(reviewLinks.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(reviewLinks.createdAt))
}

export async function revokeReviewLink(db: Db, scope: Scope, linkId: string) {
  if (!isUuid(linkId)) return false
  const revoked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(reviewLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(reviewLinks.id, linkId),
          eq(reviewLinks.workspaceId, scope.workspaceId),
          eq(reviewLinks.calculatorId, scope.calculatorId),
        ),
      )
      .returning({ id: reviewLinks.id })
    if (rows.length > 0) await emit(tx, { type: 'review_link.revoked', ...scope, objectId: linkId, data: {} })
    return rows
  })
  return revoked.length > 0
}

/** The newest revision (the current draft) behind a valid, unrevoked, unexpired review link. */
export async function revisionForReview(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined
  const [link] = await db
    .select({
      calculatorId: reviewLinks.calculatorId,
      workspaceId: reviewLinks.workspaceId,
      type: calculators.type,
    })
    .from(reviewLinks)
    .innerJoin(calculators, eq(calculators.id, reviewLinks.calculatorId))
    .where(
      and(
        eq(reviewLinks.tokenHash, hashToken(token)),
        isNull(reviewLinks.revokedAt),
        gt(reviewLinks.expiresAt, new Date()),
      ),
    )
  if (!link) return undefined
  const [revision] = await db
    .select()
    .from(calculatorRevisions)
    .where(
      and(
        eq(calculatorRevisions.calculatorId, link.calculatorId),
        eq(calculatorRevisions.workspaceId, link.workspaceId),
      ),
    )
    .orderBy(desc(calculatorRevisions.number))
    .limit(1)
  return revision ? { type: link.type, revision } : undefined
}
