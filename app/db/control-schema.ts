import { sql } from 'drizzle-orm'
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth-schema'
import { createdAt } from './columns'
import type { BrandFields } from '../lib/brand/brand-form'
import type { LeadFieldSetting } from '../lib/leads/lead-fields'
import { workspaceColumn } from './workspace-schema'

/** The controls whose weakening waits for another approver or owner (app/lib/controls, decision 0070). */
export const CONTROLS = [
  'second-approver',
  'two-factor',
  'sso',
  // Turning on trust in the identity provider's own second factor (decision 0084).
  'sso-mfa-trust',
  'retention',
  'member-role',
  'member-remove',
  // With "Require a second person to approve" on, what a visitor sees waits too (issue 43 §4).
  'brand',
  'brand-logo',
  'lead-fields',
  'host-events',
  'wording',
] as const
export type Control = (typeof CONTROLS)[number]

/**
 * A control change one member proposed and another must confirm: until then the setting keeps its stored
 * value. `subject` names the member a role change or removal is about ('' for a workspace setting); one change
 * per control and subject is open at a time.
 */
export const controlChanges = pgTable(
  'control_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    control: text('control', { enum: CONTROLS }).notNull(),
    subject: text('subject').notNull().default(''),
    /** What the change sets: `{ days }` for retention, `{ role, email }` or `{ email }` for a member. */
    value: jsonb('value').$type<ControlValue>().notNull(),
    proposedBy: text('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    proposedByEmail: text('proposed_by_email').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution', { enum: ['confirmed', 'cancelled'] }),
    resolvedByEmail: text('resolved_by_email'),
  },
  (table) => [
    uniqueIndex('control_changes_open_idx')
      .on(table.workspaceId, table.control, table.subject)
      .where(sql`${table.resolvedAt} is null`),
  ],
)

export type ControlValue = {
  days?: number | null
  role?: 'owner' | 'approver' | 'editor'
  email?: string
  /** The brand profile's text fields as proposed. */
  brand?: BrandFields
  /** The logo proposed (stored by its hash already), or null to remove it. */
  logo?: { hash: string } | null
  /** The lead form's fields as proposed. */
  leadFields?: LeadFieldSetting
  /** A switch as proposed (the page events, the credit-union wording). */
  on?: boolean
}
