import { OWN_REVISION } from './calculator-permissions'
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { DEFAULT_BRAND } from '~/calculators/branding'
import type { Db } from '~/db/client.server'
import {
  calculatorRevisions,
  calculators,
  DISPLAY_DEFAULT,
  LEADS_OFF,
  NO_TITLES,
  type CalculatorRevision,
  type StoredBrand,
  type VisibleTitles,
} from '~/db/schema'
import type { CalculatorType } from '~/calculators/registry'
import { offeredSpecialty } from '~/lib/specialty/resolve.server'
import type { WorkspaceMail } from './mail.server'
import type { RevisionInput } from './revision-form'
import { change, emit } from '~/lib/events/emit.server'
import { isUuid, newPublicId } from './tokens.server'
import type { Actor, Tx } from './workspaces.server'
import { withDefaultTexts } from '~/lib/disclosures/revision-texts.server'

/** Every read and write below is scoped by the workspace id the caller's membership was checked for. */
export function listCalculators(db: Db, workspaceId: string) {
  return db
    .select({
      id: calculators.id,
      publicId: calculators.publicId,
      type: calculators.type,
      name: calculators.name,
      archivedAt: calculators.archivedAt,
      publishedRevisionId: calculators.publishedRevisionId,
    })
    .from(calculators)
    .where(eq(calculators.workspaceId, workspaceId))
    .orderBy(asc(calculators.name))
}

export async function findCalculator(db: Db | Tx, workspaceId: string, calculatorId: string | undefined) {
  if (!isUuid(calculatorId)) return undefined
  const [found] = await db
    .select()
    .from(calculators)
    .where(and(eq(calculators.id, calculatorId), eq(calculators.workspaceId, workspaceId)))
  return found
}

export function listRevisions(db: Db | Tx, workspaceId: string, calculatorId: string) {
  return db
    .select()
    .from(calculatorRevisions)
    .where(
      and(
        eq(calculatorRevisions.calculatorId, calculatorId),
        eq(calculatorRevisions.workspaceId, workspaceId),
      ),
    )
    .orderBy(desc(calculatorRevisions.number))
}

/**
 * The calculator, its row locked until the transaction ends: every change to its revisions takes this lock
 * first, so two instances never number two revisions alike nor publish twice (docs/decisions).
 */
export async function lockCalculator(tx: Tx, workspaceId: string, calculatorId: string | undefined) {
  if (!isUuid(calculatorId)) return undefined
  const [found] = await tx
    .select()
    .from(calculators)
    .where(and(eq(calculators.id, calculatorId), eq(calculators.workspaceId, workspaceId)))
    .for('update')
  return found
}

/** The approver saw an older revision than the newest one: publishing now would publish what they did not see. */
export class StaleRevisionError extends Error {
  constructor(
    readonly expected: number,
    readonly latest: number,
  ) {
    super(`A newer revision (#${latest}) was saved after you opened this page. Review it before publishing.`)
    this.name = 'StaleRevisionError'
  }
}

async function latestRevision(tx: Tx, workspaceId: string, calculatorId: string) {
  const [latest] = await listRevisions(tx, workspaceId, calculatorId).limit(1)
  return latest
}

export async function createCalculator(
  db: Db,
  input: {
    workspaceId: string
    /** A registry name, or `specialty:<slug>` with the version offered to the workspace. */
    type: CalculatorType | `specialty:${string}`
    name: string
    actor: Actor
    specialtyVersion?: number
    /** The first revision's colours and visible title (the trial's calculators come branded). */
    brand?: StoredBrand
    titles?: VisibleTitles
  },
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(calculators)
      .values({ workspaceId: input.workspaceId, type: input.type, name: input.name, publicId: newPublicId() })
      .returning()
    const first = await withDefaultTexts(tx, input, {
      name: input.name,
      titles: input.titles ?? NO_TITLES,
      brand: input.brand ?? { ...DEFAULT_BRAND },
      defaults: {},
      limits: {},
      disclosure: '',
      allowedOrigins: [],
      lead: LEADS_OFF,
      display: DISPLAY_DEFAULT,
      rateLinks: {},
    })
    await tx.insert(calculatorRevisions).values({
      calculatorId: created!.id,
      workspaceId: input.workspaceId,
      number: 1,
      ...first,
      specialtyVersion: input.specialtyVersion ?? null,
      authorId: input.actor.id,
    })
    await emit(tx, {
      type: 'calculator.created',
      workspaceId: input.workspaceId,
      calculatorId: created!.id,
      actor: input.actor,
      objectId: created!.id,
      data: { name: input.name, type: input.type },
    })
    return created!
  })
}

async function insertDraft(
  tx: Tx,
  scope: { workspaceId: string; calculatorId: string; actor: Actor; type: string },
  given: RevisionInput,
  revertedFrom?: number,
) {
  const latest = await latestRevision(tx, scope.workspaceId, scope.calculatorId)
  const specialtyVersion = await draftSpecialtyVersion(tx, scope, latest?.specialtyVersion ?? null)
  // The defaults of the version this draft pins: its results say which disclosure set it takes.
  const content = await withDefaultTexts(tx, { ...scope, specialtyVersion }, given)
  const number = (latest?.number ?? 0) + 1
  // An unpublished draft or request is replaced by the newer draft; the published revision stays live.
  if (latest && latest.state === 'awaiting_approval')
    await tx.update(calculatorRevisions).set({ state: 'draft' }).where(eq(calculatorRevisions.id, latest.id))
  const [revision] = await tx
    .insert(calculatorRevisions)
    .values({
      calculatorId: scope.calculatorId,
      workspaceId: scope.workspaceId,
      number,
      ...content,
      specialtyVersion,
      authorId: scope.actor.id,
      revertedFrom: revertedFrom ?? null,
    })
    .returning()
  await tx
    .update(calculators)
    .set({ name: content.name })
    .where(and(eq(calculators.id, scope.calculatorId), eq(calculators.workspaceId, scope.workspaceId)))
  await emit(tx, {
    type: 'revision.saved',
    workspaceId: scope.workspaceId,
    calculatorId: scope.calculatorId,
    actor: scope.actor,
    objectId: revision!.id,
    data: { number, revertedFrom: revertedFrom ?? null },
  })
  return revision!
}

/**
 * The specialty version a new draft shows: the newest one still offered to the workspace, else the one the
 * calculator had. A new version thus reaches visitors only once the client approves a revision with it.
 */
async function draftSpecialtyVersion(
  tx: Tx,
  scope: { workspaceId: string; type: string },
  current: number | null,
): Promise<number | null> {
  if (!scope.type.startsWith('specialty:')) return null
  const slug = scope.type.slice('specialty:'.length)
  const offered = (await offeredSpecialty(tx as unknown as Db, scope.workspaceId)).find(
    (each) => each.slug === slug,
  )
  return offered?.number ?? current
}

type Scope = { workspaceId: string; calculatorId: string; actor: Actor }
type Outcome =
  { ok: true; revision: CalculatorRevision } | { ok: false; status: 403 | 404 | 409; error: string }

const missing: Outcome = { ok: false, status: 404, error: 'Not found' }

export async function saveRevision(db: Db, scope: Scope, content: RevisionInput): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const calculator = await lockCalculator(tx, scope.workspaceId, scope.calculatorId)
    if (!calculator) return missing
    return { ok: true, revision: await insertDraft(tx, { ...scope, type: calculator.type }, content) }
  })
}

/** What a saved revision holds that a new draft copies: everything the editor edits. */
export function revisionContent(revision: RevisionInput): RevisionInput {
  const { name, titles, brand, defaults, limits, disclosure, allowedOrigins, lead, display, rateLinks } =
    revision
  return { name, titles, brand, defaults, limits, disclosure, allowedOrigins, lead, display, rateLinks }
}

export async function revertToRevision(db: Db, scope: Scope, number: number): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const calculator = await lockCalculator(tx, scope.workspaceId, scope.calculatorId)
    if (!calculator) return missing
    const [old] = await tx
      .select()
      .from(calculatorRevisions)
      .where(
        and(
          eq(calculatorRevisions.calculatorId, calculator.id),
          eq(calculatorRevisions.workspaceId, scope.workspaceId),
          eq(calculatorRevisions.number, number),
        ),
      )
    if (!old) return missing
    return {
      ok: true,
      revision: await insertDraft(tx, { ...scope, type: calculator.type }, revisionContent(old), number),
    }
  })
}

export async function requestApproval(db: Db, scope: Scope, mail: WorkspaceMail): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const calculator = await lockCalculator(tx, scope.workspaceId, scope.calculatorId)
    if (!calculator) return missing
    const latest = await latestRevision(tx, scope.workspaceId, calculator.id)
    if (!latest || latest.state !== 'draft')
      return { ok: false, status: 409, error: 'There is no draft waiting to be sent for approval.' }
    const [revision] = await tx
      .update(calculatorRevisions)
      .set({ state: 'awaiting_approval', requestedAt: new Date() })
      .where(eq(calculatorRevisions.id, latest.id))
      .returning()
    await emit(tx, {
      type: 'revision.approval_requested',
      ...scope,
      objectId: latest.id,
      data: { number: latest.number },
    })
    await mail.approvalRequested(tx, { ...scope, name: calculator.name, by: scope.actor.email })
    return { ok: true, revision: revision! }
  })
}

/**
 * Publishes revision `expectedNumber`, the one the approver saw, if it is still the newest; the one live
 * before it is kept as history. Throws StaleRevisionError when a newer revision was saved since.
 */
export async function approveAndPublish(
  db: Db,
  scope: Scope,
  mail: WorkspaceMail,
  expectedNumber: number,
  mayPublish: (authorId: string | null) => boolean = () => true,
): Promise<Outcome> {
  return change(db, async (tx): Promise<Outcome> => {
    const calculator = await lockCalculator(tx, scope.workspaceId, scope.calculatorId)
    if (!calculator) return missing
    if (calculator.archivedAt)
      return { ok: false, status: 409, error: 'An archived calculator cannot be published.' }
    const latest = await latestRevision(tx, scope.workspaceId, calculator.id)
    if (latest && latest.number > expectedNumber) throw new StaleRevisionError(expectedNumber, latest.number)
    if (
      !latest ||
      latest.number !== expectedNumber ||
      latest.state === 'published' ||
      latest.state === 'superseded'
    )
      return { ok: false, status: 409, error: 'There is no new revision to publish.' }
    if (!mayPublish(latest.authorId)) return { ok: false, status: 403, error: OWN_REVISION }
    if (calculator.publishedRevisionId)
      await tx
        .update(calculatorRevisions)
        .set({ state: 'superseded' })
        .where(eq(calculatorRevisions.id, calculator.publishedRevisionId))
    const now = new Date()
    const [revision] = await tx
      .update(calculatorRevisions)
      .set({ state: 'published', publishedAt: now, publishedBy: scope.actor.id })
      .where(eq(calculatorRevisions.id, latest.id))
      .returning()
    await tx
      .update(calculators)
      .set({ publishedRevisionId: latest.id })
      .where(eq(calculators.id, calculator.id))
    const before = calculator.publishedRevisionId
      ? (await listRevisions(tx, scope.workspaceId, calculator.id)).find(
          (old) => old.id === calculator.publishedRevisionId,
        )
      : undefined
    await emit(tx, {
      type: 'calculator.published',
      ...scope,
      objectId: latest.id,
      data: { number: latest.number, before: before?.number ?? null },
    })
    await mail.published(tx, { ...scope, name: calculator.name, by: scope.actor.email })
    return { ok: true, revision: revision! }
  })
}

export async function setArchived(db: Db, scope: Scope, archived: boolean) {
  return change(db, async (tx) => {
    const updated = await tx
      .update(calculators)
      .set({ archivedAt: archived ? new Date() : null })
      .where(
        and(
          eq(calculators.id, scope.calculatorId),
          eq(calculators.workspaceId, scope.workspaceId),
          archived ? isNull(calculators.archivedAt) : undefined,
        ),
      )
      .returning({ id: calculators.id })
    if (updated.length === 0) return false
    const type = archived ? 'calculator.archived' : 'calculator.restored'
    await emit(tx, { type, ...scope, objectId: scope.calculatorId, data: {} })
    return true
  })
}
