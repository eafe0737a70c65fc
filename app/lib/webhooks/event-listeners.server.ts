import type { EventListener } from '~/lib/events/listeners.server'
import { queueCalculatorEvent } from './calculator-events.server'
import { endpointsChanged } from './endpoint-cache.server'
import { queueLeadUpdates } from './enqueue.server'

/** The deliveries an event queues (its catalogue entry's `webhook`), in the event's own transaction. */
export const webhookDeliveries: EventListener = {
  name: 'webhook deliveries',
  async inTransaction(tx, event, entry) {
    const webhook = entry.webhook
    if (!webhook || !event.workspaceId) return
    if (webhook === 'lead.updated')
      await queueLeadUpdates(tx, [{ workspaceId: event.workspaceId, leadId: event.objectId }])
    else if (event.calculatorId)
      await queueCalculatorEvent(tx, webhook, {
        workspaceId: event.workspaceId,
        calculatorId: event.calculatorId,
        by: event.actor.email,
      })
  },
}

/** A workspace's endpoint list, dropped from every instance's cache once a change of its endpoints commits. */
export const webhookEndpointList: EventListener = {
  name: 'webhook endpoint list',
  afterCommit(event, entry) {
    if (entry.invalidates !== 'endpoints') return null
    const workspaceId = event.workspaceId
    if (!workspaceId) throw new Error(`${event.type} drops a workspace's endpoint list: it needs one`)
    return { key: `endpoints ${workspaceId}`, run: (db) => endpointsChanged(db, workspaceId) }
  },
}
