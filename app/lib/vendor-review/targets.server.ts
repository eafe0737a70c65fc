import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { isResolvable, resolveMeta, revisionType, type AnyCalculatorType } from '~/calculators/resolve'
import type { Db } from '~/db/client.server'
import { calculatorRevisions, calculators, type Limits, type RevisionState } from '~/db/schema'
import { primeSpecialty } from '~/lib/specialty/resolve.server'

/** A calculator of the workspace as scenarios run against it: its published revision, else its newest. */
export interface ReviewCalculator {
  id: string
  name: string
  type: AnyCalculatorType
  title: string
  engineVersion: number
  revision: {
    number: number
    state: RevisionState
    defaults: Record<string, string>
    limits: Limits
    /** The disclosure shown under the results (the client's own, or the default filled in when saved). */
    disclosure: string
  }
}

/**
 * The workspace's calculators that are not archived, each with the revision a scenario runs against: the one
 * visitors are served (published), or for one never published the newest, as its editor shows it. Every
 * read is scoped by the workspace the caller's membership was checked for.
 */
export async function reviewCalculators(db: Db, workspaceId: string): Promise<ReviewCalculator[]> {
  const [rows, revisions] = await Promise.all([
    db
      .select({
        id: calculators.id,
        name: calculators.name,
        type: calculators.type,
        publishedRevisionId: calculators.publishedRevisionId,
      })
      .from(calculators)
      .where(and(eq(calculators.workspaceId, workspaceId), isNull(calculators.archivedAt)))
      .orderBy(asc(calculators.name)),
    db
      .select({
        id: calculatorRevisions.id,
        calculatorId: calculatorRevisions.calculatorId,
        number: calculatorRevisions.number,
        state: calculatorRevisions.state,
        defaults: calculatorRevisions.defaults,
        limits: calculatorRevisions.limits,
        disclosure: calculatorRevisions.disclosure,
        specialtyVersion: calculatorRevisions.specialtyVersion,
      })
      .from(calculatorRevisions)
      .where(eq(calculatorRevisions.workspaceId, workspaceId))
      .orderBy(desc(calculatorRevisions.number)),
  ])
  const found: ReviewCalculator[] = []
  for (const row of rows) {
    const own = revisions.filter((revision) => revision.calculatorId === row.id)
    const revision = own.find((candidate) => candidate.id === row.publishedRevisionId) ?? own[0]
    if (!revision) continue
    const type = revisionType(row.type, revision.specialtyVersion)
    await primeSpecialty(db, type)
    if (!isResolvable(type)) continue
    const meta = resolveMeta(type)
    found.push({
      id: row.id,
      name: row.name,
      type,
      title: meta.title.en,
      engineVersion: meta.engineVersion,
      revision: {
        number: revision.number,
        state: revision.state,
        defaults: revision.defaults,
        limits: revision.limits,
        disclosure: revision.disclosure,
      },
    })
  }
  return found
}

export async function reviewCalculator(db: Db, workspaceId: string, calculatorId: string | undefined) {
  return (await reviewCalculators(db, workspaceId)).find((calculator) => calculator.id === calculatorId)
}
