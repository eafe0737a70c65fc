import { and, eq } from 'drizzle-orm'
import { calculatorRevisions, calculators } from '~/db/schema'
import { isSpecialtyType } from '~/calculators/specialty/specialty-meta'
import { readEndpoints } from './endpoint-cache.server'
import { insertDeliveries, type Writer } from './enqueue.server'
import type { CalculatorWebhookEventBody } from './event-schema'

/**
 * Queues `calculator.published` or `calculator.archived` for every endpoint of the workspace subscribed to it,
 * in the transaction that publishes or archives (emit.server.ts, from the catalogue's `webhook`): the same
 * deliveries, signing and retries as the lead events. Returns how many were queued.
 */
export async function queueCalculatorEvent(
  db: Writer,
  type: CalculatorWebhookEventBody['type'],
  event: { workspaceId: string; calculatorId: string; by: string },
) {
  const endpoints = await readEndpoints(db, [event.workspaceId])
  if (!endpoints.get(event.workspaceId)?.some((endpoint) => endpoint.events.includes(type))) return 0
  const [row] = await db
    .select({
      id: calculators.id,
      publicId: calculators.publicId,
      name: calculators.name,
      type: calculators.type,
      revisionId: calculatorRevisions.id,
      revisionNumber: calculatorRevisions.number,
      specialtyVersion: calculatorRevisions.specialtyVersion,
    })
    .from(calculators)
    .leftJoin(calculatorRevisions, eq(calculatorRevisions.id, calculators.publishedRevisionId))
    .where(and(eq(calculators.id, event.calculatorId), eq(calculators.workspaceId, event.workspaceId)))
  if (!row) return 0
  const { revisionId, revisionNumber, specialtyVersion, ...calculator } = row
  // The version a specialty calculator's revision pins; the field is absent for the others (as before).
  const pinned = isSpecialtyType(calculator.type) && specialtyVersion !== null ? { specialtyVersion } : {}
  const body: CalculatorWebhookEventBody = {
    type,
    timestamp: new Date().toISOString(),
    data: {
      calculator,
      revision:
        revisionId && revisionNumber !== null ? { id: revisionId, number: revisionNumber, ...pinned } : null,
      by: event.by,
    },
  }
  return insertDeliveries(
    db,
    type,
    [{ workspaceId: event.workspaceId, body: JSON.stringify(body) }],
    endpoints,
  )
}
