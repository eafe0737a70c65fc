import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { workspaceColumn } from './workspace-schema'

import type { WebhookEvent } from '../lib/webhooks/endpoint-form'

export type { WebhookEvent }
/** What a delivery carries: a subscribed event, or the owner's "Send test event". */
export type WebhookEventType = WebhookEvent | 'webhook.test'

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const

/** A secret replaced by a rotation, and when it stops signing (ISO 8601). */
export type RetiredSecret = { secret: string; expiresAt: string }

/**
 * A workspace's receiver (docs/decisions/0033). The secret signs every delivery; each secret a rotation
 * replaced signs too for 24 h (`retired_secrets`, decision 0048), so receivers can switch without a gap.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events')
      .array()
      .$type<WebhookEvent[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    secret: text('secret').notNull(),
    retiredSecrets: jsonb('retired_secrets')
      .$type<RetiredSecret[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_workspace_idx').on(table.workspaceId)],
)

/**
 * One event for one endpoint. `id` is the `webhook-id` header (`msg_…`), the same on every attempt; `body` is
 * the exact JSON sent, so a retry or a redelivery signs and sends the same bytes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastResponse: text('last_response'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    // The fair claim's turn per workspace: its oldest due deliveries, read by index (decision 0048).
    index('webhook_deliveries_workspace_due_idx').on(table.workspaceId, table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
)

/** The delivery log: one row per attempt, with what the receiver answered (at most 1 KB of it). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    /** The response's first 1 KB, or why there was none (refused address, timeout, connection error). */
    response: text('response').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.createdAt)],
)

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect
