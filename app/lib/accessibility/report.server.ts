import type { Db } from '~/db/client.server'
import { calculatorByName, isCalculatorType } from '~/calculators/registry'
import { findCalculator, listRevisions } from '~/lib/workspaces/calculators.server'
import { conformanceReport, type ConformanceRow } from './conformance'

export type ConformanceDocument = {
  calculator: { id: string; name: string; title: string }
  revision: { number: number; state: string }
  rows: ConformanceRow[]
  generatedAt: string
}

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
  if (!calculator || !isCalculatorType(calculator.type)) return undefined
  const [revision] = await listRevisions(db, workspaceId, calculator.id).limit(1)
  if (!revision) return undefined
  const title = calculatorByName(calculator.type).title.en
  return {
    calculator: { id: calculator.id, name: calculator.name, title },
    revision: { number: revision.number, state: revision.state },
    rows: conformanceReport({ title, brand: revision.brand, leads: revision.lead.enabled }),
    generatedAt: new Date().toISOString(),
  }
}
