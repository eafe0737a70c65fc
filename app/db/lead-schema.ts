import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { LeadSnapshot } from '../lib/leads/lead-schema'
import type { CustomAnswer } from '../lib/leads/lead-fields'
import { user } from './auth-schema'
import { createdAt } from './columns'
import { calculatorRevisions, calculators, workspaceColumn } from './workspace-schema'

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

// The snapshot's shape is the lead schema's (app/lib/leads/lead-schema.ts).
export type { LeadSnapshot }

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    calculatorId: uuid('calculator_id')
      .notNull()
      .references(() => calculators.id, { onDelete: 'cascade' }),
    revisionId: uuid('revision_id').references(() => calculatorRevisions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    preferredTime: text('preferred_time').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The answers to the workspace's own fields, each with its English label as it was then (issue 33). */
    customFields: jsonb('custom_fields').$type<CustomAnswer[]>().notNull().default([]),
    consentText: text('consent_text').notNull(),
    snapshot: jsonb('snapshot').$type<LeadSnapshot>().notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** The client's page the calculator was embedded in, without query string or fragment; '' if unknown. */
    pageUrl: text('page_url').notNull().default(''),
    /** The team's own notes on the lead (never shown to the visitor). */
    notes: text('notes').notNull().default(''),
    /** The member the lead is assigned to; the e-mail is kept so the inbox still names a deleted account. */
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    assigneeEmail: text('assignee_email').notNull().default(''),
    createdAt: createdAt(),
    /**
     * Its `lead.created` webhooks are still to be queued: the webhook worker turns the flag into deliveries
     * after the lead's commit, so that a lead with endpoints costs its request no more than one without
     * (docs/decisions/0041).
     */
    webhooksPending: boolean('webhooks_pending').notNull().default(false),
    /** The archived state of the page the lead came from (archived_states.id; docs/decisions/0058). */
    archiveStateId: uuid('archive_state_id'),
    /**
     * The submission's Idempotency-Key (the API's header, the embed form's per-submission key): a retry after
     * a lost answer finds the lead it stored instead of storing it twice. Unique per calculator.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    index('leads_workspace_created_idx').on(table.workspaceId, table.createdAt),
    index('leads_calculator_idx').on(table.calculatorId),
    uniqueIndex('leads_idempotency_idx').on(table.calculatorId, table.idempotencyKey),
    index('leads_webhooks_pending_idx')
      .on(table.createdAt)
      .where(sql`webhooks_pending`),
  ],
)

export const LEAD_CHANGES = ['status', 'notes', 'assignee'] as const
export type LeadChange = (typeof LEAD_CHANGES)[number]

/**
 * A lead's history: who changed its status, its notes or its assignee, and when (`status` is the status after
 * the change; `detail` the assignee's e-mail, '' when unassigned). The e-mail is kept so the trail survives a
 * deleted account.
 */
export const leadStatusChanges = pgTable(
  'lead_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    status: text('status', { enum: LEAD_STATUSES }).notNull(),
    change: text('change', { enum: LEAD_CHANGES }).notNull().default('status'),
    detail: text('detail').notNull().default(''),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lead_status_changes_lead_idx').on(table.leadId)],
)

/**
 * Views and engaged visits per published calculator and day (UTC); no visitor data. Instances add to a row,
 * never overwrite it. Leads are counted from the leads table, which holds each one anyway.
 */
export const calculatorUsageDays = pgTable(
  'calculator_usage_days',
  {
    calculatorId: uuid('calculator_id')
      .notNull()
      .references(() => calculators.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    engaged: integer('engaged').notNull().default(0),
    /** Reports e-mailed to visitors ("E-mail my results"), counted when queued in the outbox. */
    reports: integer('reports').notNull().default(0),
    /** Leads of that day deleted since (retention, erasure): the usage figures keep counting them. */
    deletedLeads: integer('deleted_leads').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.calculatorId, table.day] }),
    index('calculator_usage_days_workspace_idx').on(table.workspaceId, table.day),
  ],
)

export type Lead = typeof leads.$inferSelect
export type LeadStatusChange = typeof leadStatusChanges.$inferSelect
