import { asc, desc, eq, and, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  specialtyCalculators,
  specialtyCalculatorVersions,
  workspaces,
  type SpecialtyVersionRow,
} from '~/db/schema'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'

export interface Author {
  id: string
  email: string
}

export interface SpecialtySummary {
  id: string
  slug: string
  name: string
  /** null: offered to the catalogue. */
  workspace: { id: string; name: string } | null
  latest: { number: number; publishedAt: Date | null; createdAt: Date; createdByEmail: string }
}

/** Every specialty calculator with its latest version, newest first (admins keep a handful). */
export async function listSpecialty(db: Db): Promise<SpecialtySummary[]> {
  const rows = await db
    .select({
      calculator: specialtyCalculators,
      workspaceName: workspaces.name,
      version: specialtyCalculatorVersions,
    })
    .from(specialtyCalculators)
    .leftJoin(workspaces, eq(workspaces.id, specialtyCalculators.workspaceId))
    .innerJoin(
      specialtyCalculatorVersions,
      eq(specialtyCalculatorVersions.calculatorId, specialtyCalculators.id),
    )
    .orderBy(desc(specialtyCalculators.createdAt), desc(specialtyCalculatorVersions.number))
  const seen = new Map<string, SpecialtySummary>()
  for (const { calculator, workspaceName, version } of rows) {
    if (seen.has(calculator.id)) continue
    seen.set(calculator.id, {
      id: calculator.id,
      slug: calculator.slug,
      name: nameOf(version),
      workspace: calculator.workspaceId ? { id: calculator.workspaceId, name: workspaceName ?? '' } : null,
      latest: {
        number: version.number,
        publishedAt: version.publishedAt,
        createdAt: version.createdAt,
        createdByEmail: version.createdByEmail,
      },
    })
  }
  return [...seen.values()]
}

const nameOf = (version: SpecialtyVersionRow) =>
  (version.definition as { name?: { en?: string } }).name?.en ?? '(unnamed)'

export async function workspaceChoices(db: Db) {
  return db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .orderBy(asc(workspaces.name))
}

export type CreateOutcome = { ok: true; id: string } | { ok: false; notice: string }

/** A new specialty calculator with its definition as draft version 1. */
export async function createSpecialty(
  db: Db,
  definition: SpecialtyCalculator,
  workspaceId: string | null,
  author: Author,
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: specialtyCalculators.id })
      .from(specialtyCalculators)
      .where(eq(specialtyCalculators.slug, definition.id))
    if (taken) {
      return {
        ok: false,
        notice: `A specialty calculator with the id "${definition.id}" exists already: edit it, or change the id.`,
      }
    }
    const [created] = await tx
      .insert(specialtyCalculators)
      .values({ slug: definition.id, workspaceId, createdBy: author.id })
      .returning({ id: specialtyCalculators.id })
    await tx.insert(specialtyCalculatorVersions).values({
      calculatorId: created!.id,
      number: 1,
      definition,
      createdBy: author.id,
      createdByEmail: author.email,
    })
    return { ok: true, id: created!.id }
  })
}

/** A calculator and its versions, newest first; undefined if there is none with this id. */
export async function specialtyWithVersions(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [calculator] = await db.select().from(specialtyCalculators).where(eq(specialtyCalculators.id, id))
  if (!calculator) return undefined
  const versions = await db
    .select()
    .from(specialtyCalculatorVersions)
    .where(eq(specialtyCalculatorVersions.calculatorId, id))
    .orderBy(desc(specialtyCalculatorVersions.number))
  const [workspace] = calculator.workspaceId
    ? await db
        .select({ id: workspaces.id, name: workspaces.name })
        .from(workspaces)
        .where(eq(workspaces.id, calculator.workspaceId))
    : []
  return { calculator, workspace: workspace ?? null, versions }
}

/**
 * Saves an edit: over the latest version while it is a draft, else as a new draft version (a published one
 * never changes). Returns the number of the version saved.
 */
export async function saveDraft(
  db: Db,
  calculatorId: string,
  definition: SpecialtyCalculator,
  author: Author,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(specialtyCalculatorVersions)
      .where(eq(specialtyCalculatorVersions.calculatorId, calculatorId))
      .orderBy(desc(specialtyCalculatorVersions.number))
      .limit(1)
      .for('update')
    if (latest && latest.publishedAt === null) {
      await tx
        .update(specialtyCalculatorVersions)
        .set({ definition, createdBy: author.id, createdByEmail: author.email })
        .where(
          and(eq(specialtyCalculatorVersions.id, latest.id), isNull(specialtyCalculatorVersions.publishedAt)),
        )
      return latest.number
    }
    const number = (latest?.number ?? 0) + 1
    await tx.insert(specialtyCalculatorVersions).values({
      calculatorId,
      number,
      definition,
      createdBy: author.id,
      createdByEmail: author.email,
    })
    return number
  })
}

/** To whom a version is offered (chosen when it is published, frozen with it). */
export type Offer =
  { offer: 'none' | 'catalogue'; workspaceId: null } | { offer: 'workspace'; workspaceId: string }

/** Marks a draft version published with its offer; false when it is not a draft any more (or does not exist). */
export async function markPublished(db: Db, versionId: string, offer: Offer): Promise<boolean> {
  const updated = await db
    .update(specialtyCalculatorVersions)
    .set({ publishedAt: new Date(), offer: offer.offer, offerWorkspaceId: offer.workspaceId })
    .where(
      and(eq(specialtyCalculatorVersions.id, versionId), isNull(specialtyCalculatorVersions.publishedAt)),
    )
    .returning({ id: specialtyCalculatorVersions.id })
  return updated.length === 1
}
