import type { Db } from '~/db/client.server'
import { isResolvable, parseVersionedType, resolveMeta, revisionType } from '~/calculators/resolve'
import { primeSpecialty } from '~/lib/specialty/resolve.server'
import { findCalculator, listRevisions } from '~/lib/workspaces/calculators.server'
import { conformanceReport, type ConformanceRow } from './conformance'

export type ConformanceDocument = {
  calculator: { id: string; name: string; title: string }
  revision: { number: number; state: string }
  rows: ConformanceRow[]
  /** For a specialty calculator: why the kit's evidence applies to its form (decision 0063). */
  kit?: string
  generatedAt: string
}

/** A specialty calculator's form is the registry calculators' field kit, so their checks are its evidence. */
export const specialtyKitNote = (version: number) =>
  `A specialty calculator, version ${version}, defined as data: its form is built from the same field kit as every calculator we offer (the kit's labelled number fields with their sliders, the result summary, the schedule and its chart, the shell), so the same accessibility evidence applies to it.`

/**
 * The conformance report of a workspace's calculator, judged for its newest revision (the one an approver is
 * about to publish, or has): its brand colours and whether it collects leads. Undefined for another tenant's id.
 */
export async function conformanceDocument(
  db: Db,
  workspaceId: string,
  calculatorId: string | undefined,
): Promise<ConformanceDocument | undefined> {
  const calculator = await findCalculator(db, workspaceId, calculatorId)
  if (!calculator) return undefined
  const [revision] = await listRevisions(db, workspaceId, calculator.id).limit(1)
  if (!revision) return undefined
  // A specialty calculator is judged at the version its newest revision pins.
  const type = revisionType(calculator.type, revision.specialtyVersion)
  await primeSpecialty(db, type)
  if (!isResolvable(type)) return undefined
  const title = resolveMeta(type).title.en
  const specialty = parseVersionedType(type)
  return {
    calculator: { id: calculator.id, name: calculator.name, title },
    revision: { number: revision.number, state: revision.state },
    rows: conformanceReport({ title, brand: revision.brand, leads: revision.lead.enabled }),
    ...(specialty && { kit: specialtyKitNote(specialty.number) }),
    generatedAt: new Date().toISOString(),
  }
}
