import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { user } from './auth-schema'
import type { LeadFieldSetting } from '../lib/leads/lead-fields'

export const WORKSPACE_ROLES = ['owner', 'editor', 'approver'] as const
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number]

export const REVISION_STATES = ['draft', 'awaiting_approval', 'published', 'superseded'] as const
export type RevisionState = (typeof REVISION_STATES)[number]

/** The workspace a row belongs to: every tenant query filters on it, and the row goes with its workspace. */
export function workspaceColumn() {
  return uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' })
}

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  /** Leads are deleted this many days after they arrive (30–3,650); null keeps them (the default). */
  leadRetentionDays: integer('lead_retention_days'),
  /** The UTC day the retention last ran for this workspace: one instance a day takes it. */
  leadRetentionRanOn: date('lead_retention_ran_on', { mode: 'string' }),
  createdAt: createdAt(),
  /** Published calculators tell the client's page what visitors do, for its analytics (off by default). */
  hostEvents: boolean('host_events').notNull().default(false),
  /**
   * Registry calculators speak a credit union's words: dividend rate, share certificate (issue 46 §2,
   * app/lib/i18n/credit-union-wording.ts, decision 0092). Off by default.
   */
  creditUnionWording: boolean('credit_union_wording').notNull().default(false),
  /**
   * New-lead e-mails say only which calculator a lead came from and link to it: no name, contact, message,
   * figures or answers (issue 48 §3, decision 0080). On for workspaces made since; the migration left earlier
   * ones as they were (off).
   */
  leadMailLinkOnly: boolean('lead_mail_link_only').notNull().default(true),
  /** "Require a second person to approve": no one approves the revision they saved or the rate they proposed. */
  requireSecondApprover: boolean('require_second_approver').notNull().default(false),
  /** Members without two-factor sign-in are sent to enrol and see nothing of the workspace until they do. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** A member idle longer than this signs in again before seeing the workspace (null: no limit; decision 0057). */
  idleTimeoutMinutes: integer('idle_timeout_minutes'),
  /** A sign-in older than this signs in again before seeing the workspace (null: no limit; decision 0057). */
  sessionLifetimeHours: integer('session_lifetime_hours'),
  /** The lead form's fields the client chose (app/lib/leads/lead-fields.ts); null: the catalogue's defaults. */
  leadFields: jsonb('lead_fields').$type<LeadFieldSetting>(),
  /** The calculator plan (app/lib/billing/plans.ts); null: under a contract made outside the product, no limits. */
  plan: text('plan', { enum: ['starter', 'growth', 'institution'] }),
  /** The end of the 30-day trial; null once a plan is ordered, or for a workspace that never had one. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
})

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: workspaceColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_idx').on(table.userId),
  ],
)

// Only the SHA-256 of a token is stored: a database leak does not hand out working links.
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    email: text('email').notNull(),
    role: text('role', { enum: ['editor', 'approver'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('workspace_invitations_workspace_idx').on(table.workspaceId)],
)

export const calculators = pgTable(
  'calculators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    publicId: text('public_id').notNull().unique(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    publishedRevisionId: uuid('published_revision_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('calculators_workspace_idx').on(table.workspaceId)],
)

export type Limits = Record<string, { min?: number; max?: number }>
export type StoredBrand = { color: string; accent: string; font: string; lang: string }
/** The lead form of a revision: approved with the rest, so a client's compliance officer sees its wording. */
export type LeadSettings = { enabled: boolean; cta: string; recipients: string[]; consent: string }
export const LEADS_OFF: LeadSettings = { enabled: false, cta: '', recipients: [], consent: '' }
/** What a visitor of the published calculator sees besides the results: the client chooses per calculator. */
export type DisplaySettings = { chart: boolean; schedule: boolean }
export const DISPLAY_DEFAULT: DisplaySettings = { chart: true, schedule: true }
/** The calculator's title as visitors read it, per language (the name stays internal); '' = the type's. */
export type VisibleTitles = { en: string; es: string }
export const NO_TITLES: VisibleTitles = { en: '', es: '' }
/** A rate input's default taken from the workspace's rate sheet: query parameter → entry id. */
export type RateLinks = Record<string, string>

export const calculatorRevisions = pgTable(
  'calculator_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calculatorId: uuid('calculator_id')
      .notNull()
      .references(() => calculators.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    titles: jsonb('titles').$type<VisibleTitles>().notNull().default(NO_TITLES),
    brand: jsonb('brand').$type<StoredBrand>().notNull(),
    /** The calculator's own query parameters, so its schema validates them and its page reads them. */
    defaults: jsonb('defaults').$type<Record<string, string>>().notNull(),
    limits: jsonb('limits').$type<Limits>().notNull(),
    disclosure: text('disclosure').notNull().default(''),
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull(),
    lead: jsonb('lead').$type<LeadSettings>().notNull().default(LEADS_OFF),
    display: jsonb('display').$type<DisplaySettings>().notNull().default(DISPLAY_DEFAULT),
    /** Rate inputs whose default is a rate-sheet entry: param → entry id (docs/decisions/0038). */
    rateLinks: jsonb('rate_links').$type<RateLinks>().notNull().default({}),
    /** A specialty calculator's version this revision shows and is approved with (none for the registry's). */
    specialtyVersion: integer('specialty_version'),
    state: text('state', { enum: REVISION_STATES }).notNull().default('draft'),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    revertedFrom: integer('reverted_from'),
    createdAt: createdAt(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('calculator_revisions_number_idx').on(table.calculatorId, table.number)],
)

export const reviewLinks = pgTable(
  'review_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calculatorId: uuid('calculator_id')
      .notNull()
      .references(() => calculators.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('review_links_calculator_idx').on(table.calculatorId)],
)

/** Who did what and when, per workspace; the actor's e-mail is kept so history survives a deleted account. */
export const workspaceEvents = pgTable(
  'workspace_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    calculatorId: uuid('calculator_id').references(() => calculators.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('workspace_events_workspace_idx').on(table.workspaceId, table.createdAt)],
)

export type Workspace = typeof workspaces.$inferSelect
export type Calculator = typeof calculators.$inferSelect
export type CalculatorRevision = typeof calculatorRevisions.$inferSelect
export type WorkspaceEvent = typeof workspaceEvents.$inferSelect
