import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { calculators, specialtyCalculators, specialtyCalculatorVersions } from '~/db/schema'
import { refuseOverPlan, type PlanRefusal } from '~/lib/billing/limits.server'
import { checkDefinition } from '~/lib/formulas/check-definition'
import type { SpecialtyCalculatorDocument } from '~/lib/formulas/definition-schema'
import type { Author } from './specialty.server'
import { createSpecialty, markPublished, saveDraft } from './specialty.server'
import { fromDocument } from './builder-model'
import { builderProblems, type BuilderProblem } from './builder-problems'
import { checkDefinitionText } from './definition-text'
import { exampleOutcomes, examplesAllPass } from './example-outcomes'
import {
  createCalculator,
  listRevisions,
  requestApproval,
  revisionContent,
  saveRevision,
} from '~/lib/workspaces/calculators.server'
import type { WorkspaceMail } from '~/lib/workspaces/mail.server'
import { emit, type Tx } from '~/lib/events/emit.server'

// The workspace's side of the visual builder (issue 46 §1, decision 0088): every read and write is scoped to
// the workspace the caller's membership was checked for, and the server checks the document again with the
// same modules the browser ran (checkDefinition is the authority for what is sent and published).

/** A calculator this workspace built, with its latest version; undefined for anyone else's. */
export async function builtCalculator(db: Db, workspaceId: string, slug: string) {
  const [calculator] = await db
    .select()
    .from(specialtyCalculators)
    .where(and(eq(specialtyCalculators.slug, slug), eq(specialtyCalculators.workspaceId, workspaceId)))
  if (!calculator) return undefined
  const [latest] = await db
    .select()
    .from(specialtyCalculatorVersions)
    .where(eq(specialtyCalculatorVersions.calculatorId, calculator.id))
    .orderBy(desc(specialtyCalculatorVersions.number))
    .limit(1)
  const [added] = await db
    .select({ id: calculators.id })
    .from(calculators)
    .where(and(eq(calculators.workspaceId, workspaceId), eq(calculators.type, `specialty:${slug}`)))
  return latest ? { calculator, latest, workspaceCalculatorId: added?.id ?? null } : undefined
}

/** The audit entry and History line of a saved draft, in the save's transaction. */
function emitSaved(tx: Tx, workspaceId: string, author: Author, id: string, slug: string, version: number) {
  return emit(tx, {
    type: 'specialty.draft_saved',
    workspaceId,
    actor: author,
    objectId: id,
    data: { slug, version },
  })
}

export type BuilderAnswer =
  | { ok: true; notice: string; slug: string; calculatorId?: string }
  | { ok: false; notice: string; problems: BuilderProblem[]; overPlan?: PlanRefusal }

const refuse = (notice: string, problems: BuilderProblem[] = [], overPlan?: PlanRefusal) =>
  ({ ok: false, notice, problems, ...(overPlan && { overPlan }) }) as const

/** The builder's problems for a document the server read: the same list the browser showed. */
function problemsOf(document: unknown, fallback: { where: string; message: string }[]): BuilderProblem[] {
  try {
    const problems = builderProblems(fromDocument(document as SpecialtyCalculatorDocument))
    if (problems.length > 0) return problems
  } catch {
    // A document the builder cannot read (an edited import): the checker's own words below.
  }
  return fallback.map(({ where, message }) => ({
    place: { part: 'calculator' },
    message: `${where}: ${message}`,
  }))
}

/**
 * Saves the builder's document as a draft version of the workspace's own calculator: a new one (within the
 * plan's specialty calculators) or the one named `slug`, whose id never changes.
 */
export async function saveBuilt(
  db: Db,
  workspaceId: string,
  author: Author,
  text: string,
  slug: string | undefined,
): Promise<BuilderAnswer> {
  const { definition, problems } = checkDefinitionText(text)
  if (!definition) {
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      raw = undefined
    }
    return refuse('Not saved: fix the problems shown first.', problemsOf(raw, problems))
  }
  if (slug === undefined) {
    const overPlan = await refuseOverPlan(db, workspaceId, 'specialtyCalculators')
    if (overPlan) return refuse('Not saved.', [], overPlan)
    const created = await db.transaction(async (tx) => {
      const made = await createSpecialty(tx as unknown as Db, definition, workspaceId, author)
      if (made.ok) await emitSaved(tx, workspaceId, author, made.id, definition.id, 1)
      return made
    })
    if (!created.ok) {
      const message = `Another calculator is already called “${definition.id}”: change the calculator's name.`
      return refuse('Not saved: the name is taken.', [{ place: { part: 'calculator' }, message }])
    }
    return { ok: true, notice: 'Saved as a draft.', slug: definition.id }
  }
  const found = await builtCalculator(db, workspaceId, slug)
  if (!found) return refuse('Not saved: this calculator is not in this workspace.')
  if (definition.id !== slug) {
    const message = `This calculator keeps the id “${slug}” in every version; an import with another id is a new calculator.`
    return refuse('Not saved: the id changed.', [{ place: { part: 'calculator' }, message }])
  }
  const number = await db.transaction(async (tx) => {
    const saved = await saveDraft(tx as unknown as Db, found.calculator.id, definition, author)
    await emitSaved(tx, workspaceId, author, found.calculator.id, slug, saved)
    return saved
  })
  return { ok: true, notice: `Saved as draft version ${number}.`, slug }
}

/**
 * Sends the latest version for the workspace's approval: refused unless it checks and every worked example
 * passes. The version is frozen and offered to this workspace alone; its calculator `specialty:<slug>` gets a
 * draft revision pinning it, sent through the revision flow (a second approver, if required, applies there).
 */
export async function sendBuilt(
  db: Db,
  mail: WorkspaceMail,
  scope: { workspaceId: string; actor: Author },
  slug: string,
): Promise<BuilderAnswer> {
  const found = await builtCalculator(db, scope.workspaceId, slug)
  if (!found) return refuse('Not sent: this calculator is not in this workspace.')
  const check = checkDefinition(found.latest.definition)
  const outcomes = check.definition ? exampleOutcomes(check.definition) : []
  if (!check.ok || !examplesAllPass(outcomes)) {
    const problems = problemsOf(found.latest.definition, check.problems)
    const failing = outcomes.filter((outcome) => !outcome.pass).length
    return refuse(
      outcomes.length === 0
        ? 'Not sent: add a worked example; a calculator is sent only when its examples pass.'
        : failing > 0
          ? `Not sent: ${failing === 1 ? '1 worked example fails' : `${failing} worked examples fail`}. Every example must give its expected results to the cent.`
          : 'Not sent: fix the problems shown first.',
      problems,
    )
  }
  if (!found.latest.publishedAt)
    await markPublished(db, found.latest.id, { offer: 'workspace', workspaceId: scope.workspaceId })
  const name = check.definition.name.en
  let calculatorId = found.workspaceCalculatorId
  if (!calculatorId) {
    const overPlan = await refuseOverPlan(db, scope.workspaceId, 'calculators')
    if (overPlan) return refuse('Not sent.', [], overPlan)
    const created = await createCalculator(db, {
      workspaceId: scope.workspaceId,
      type: `specialty:${slug}`,
      name,
      actor: scope.actor,
      specialtyVersion: found.latest.number,
    })
    calculatorId = created.id
  } else {
    const [latest] = await listRevisions(db, scope.workspaceId, calculatorId).limit(1)
    // A new version: a draft with everything else of the latest revision, pinning it (insertDraft).
    if (latest && latest.specialtyVersion !== found.latest.number)
      await saveRevision(db, { ...scope, calculatorId }, revisionContent(latest))
  }
  const requested = await requestApproval(db, { ...scope, calculatorId }, mail)
  if (!requested.ok && requested.status !== 409) return refuse(`Not sent: ${requested.error}`)
  // No draft to send: the calculator's latest revision already shows this version, waiting or published.
  const [current] = requested.ok ? [] : await listRevisions(db, scope.workspaceId, calculatorId).limit(1)
  return {
    ok: true,
    notice: requested.ok
      ? `Version ${found.latest.number} sent for approval.`
      : current?.state === 'published'
        ? `Version ${found.latest.number} is already published: change it and save to send a new version.`
        : `Version ${found.latest.number} is already waiting for approval.`,
    slug,
    calculatorId,
  }
}

/** The calculators this workspace built, for its Calculators page: slug and name of the latest version. */
export async function listBuilt(db: Db, workspaceId: string) {
  const rows = await db
    .select({ slug: specialtyCalculators.slug, definition: specialtyCalculatorVersions.definition })
    .from(specialtyCalculators)
    .innerJoin(
      specialtyCalculatorVersions,
      eq(specialtyCalculatorVersions.calculatorId, specialtyCalculators.id),
    )
    .where(eq(specialtyCalculators.workspaceId, workspaceId))
    .orderBy(specialtyCalculators.slug, desc(specialtyCalculatorVersions.number))
  const latest = new Map<string, string>()
  for (const row of rows) {
    if (!latest.has(row.slug))
      latest.set(row.slug, (row.definition as { name?: { en?: string } }).name?.en ?? row.slug)
  }
  return [...latest].map(([slug, name]) => ({ slug, name }))
}
