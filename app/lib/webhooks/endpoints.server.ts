import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  workspaces,
  type RetiredSecret,
} from '~/db/schema'
import { isUuid } from '~/lib/workspaces/tokens.server'
import { wakeAfterCommit } from '~/lib/worker-wake.server'
import type { WebhookEvent } from './endpoint-form'
import { change, emit } from '~/lib/events/emit.server'
import { eventBody } from './enqueue.server'
import { exampleLeadEventData } from './event-schema'
import { MAX_ENDPOINTS } from './limits'
import { newMessageId, newWebhookSecret, ROTATION_OVERLAP_MS } from './signing.server'

/*
 * An owner's endpoints and their delivery log. Every query starts with the workspace: another workspace's
 * endpoint or delivery is never read or changed, whatever id is sent.
 */
export const LOG_SIZE = 20

const ownEndpoint = (workspaceId: string, endpointId: string) =>
  and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.id, endpointId))

/** The endpoints without their secrets (shown once, when made), each with its latest attempts. */
export async function listEndpoints(db: Db, workspaceId: string) {
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      description: webhookEndpoints.description,
      events: webhookEndpoints.events,
      retiredSecrets: webhookEndpoints.retiredSecrets,
      createdAt: webhookEndpoints.createdAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(webhookEndpoints.createdAt)
  if (endpoints.length === 0) return []
  const attempts = await db
    .select({
      id: webhookAttempts.id,
      endpointId: webhookDeliveries.endpointId,
      deliveryId: webhookDeliveries.id,
      eventType: webhookDeliveries.eventType,
      deliveryStatus: webhookDeliveries.status,
      attempt: webhookAttempts.attempt,
      statusCode: webhookAttempts.statusCode,
      latencyMs: webhookAttempts.latencyMs,
      response: webhookAttempts.response,
      createdAt: webhookAttempts.createdAt,
      rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookAttempts.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(
      and(
        eq(webhookAttempts.workspaceId, workspaceId),
        inArray(
          webhookDeliveries.endpointId,
          endpoints.map((endpoint) => endpoint.id),
        ),
      ),
    )
    .orderBy(desc(webhookAttempts.createdAt))
  const log = attempts.filter((row) => Number(row.rank) <= LOG_SIZE)
  const now = new Date()
  return endpoints.map(({ retiredSecrets, ...endpoint }) => ({
    ...endpoint,
    // How many replaced secrets still sign, and until when the last does; never the secrets themselves.
    ...overlapOf(retiredSecrets, now),
    log: log.filter((row) => row.endpointId === endpoint.id).map(({ rank: _rank, ...row }) => row),
  }))
}

function overlapOf(retiredSecrets: readonly RetiredSecret[], now: Date) {
  const ends = retiredSecrets.map((retired) => new Date(retired.expiresAt)).filter((end) => end > now)
  return {
    previousSecrets: ends.length,
    previousSecretExpiresAt: ends.length > 0 ? new Date(Math.max(...ends.map(Number))) : null,
  }
}

/**
 * A new endpoint and its secret, or `limitReached` when the workspace has MAX_ENDPOINTS already. The
 * workspace's row is locked while counting, so two owners adding at once cannot pass the cap together.
 */
type Scope = { workspaceId: string; actor: { id: string | null; email: string } }

export async function createEndpoint(
  db: Db,
  { workspaceId, actor }: Scope,
  input: { url: string; description: string; events: WebhookEvent[] },
) {
  const secret = newWebhookSecret()
  const created = await change(db, async (tx) => {
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    const [existing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.workspaceId, workspaceId))
    if (Number(existing?.count) >= MAX_ENDPOINTS) return undefined
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ workspaceId, ...input, secret })
      .returning({ id: webhookEndpoints.id })
    await emit(tx, {
      type: 'webhook_endpoint.created',
      workspaceId,
      actor,
      objectId: row!.id,
      data: { url: input.url, events: input.events },
    })
    return row!
  })
  if (!created) return { limitReached: true as const }
  return { limitReached: false as const, id: created.id, secret }
}

/**
 * A new secret. Every secret it replaces keeps signing beside it for 24 h, however many rotations follow
 * (decision 0048); those past their 24 h are dropped. Undefined when not this workspace's.
 */
export async function rotateSecret(db: Db, { workspaceId, actor }: Scope, endpointId: string) {
  if (!isUuid(endpointId)) return undefined
  const secret = newWebhookSecret()
  const expiresAt = new Date(Date.now() + ROTATION_OVERLAP_MS).toISOString()
  const column = webhookEndpoints.retiredSecrets
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(webhookEndpoints)
      .set({
        retiredSecrets: sql`coalesce((select jsonb_agg(retired) from jsonb_array_elements(${column}) retired
          where (retired ->> 'expiresAt')::timestamptz > now()), '[]'::jsonb)
        || jsonb_build_array(jsonb_build_object('secret', ${webhookEndpoints.secret}::text,
          'expiresAt', ${expiresAt}::text))`,
        secret,
      })
      .where(ownEndpoint(workspaceId, endpointId))
      .returning({ id: webhookEndpoints.id })
    if (rows.length > 0)
      await emit(tx, {
        type: 'webhook_endpoint.secret_rotated',
        workspaceId,
        actor,
        objectId: endpointId,
        data: {},
      })
    return rows
  })
  return updated.length > 0 ? secret : undefined
}

export async function deleteEndpoint(db: Db, { workspaceId, actor }: Scope, endpointId: string) {
  if (!isUuid(endpointId)) return false
  return change(db, async (tx) => {
    const deleted = await tx
      .delete(webhookEndpoints)
      .where(ownEndpoint(workspaceId, endpointId))
      .returning({ id: webhookEndpoints.id })
    if (deleted.length === 0) return false
    await emit(tx, { type: 'webhook_endpoint.deleted', workspaceId, actor, objectId: endpointId, data: {} })
    return true
  })
}

/** "Send test event": a `webhook.test` delivery with the documented example lead. False when not theirs. */
export async function queueTestEvent(db: Db, workspaceId: string, endpointId: string) {
  if (!isUuid(endpointId)) return false
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(ownEndpoint(workspaceId, endpointId))
  if (!endpoint) return false
  await db.insert(webhookDeliveries).values({
    id: newMessageId(),
    endpointId,
    workspaceId,
    eventType: 'webhook.test',
    body: eventBody('webhook.test', exampleLeadEventData),
  })
  wakeAfterCommit(db, 'webhooks')
  return true
}
