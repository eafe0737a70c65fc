import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth-schema'
import { createdAt } from './columns'
import { workspaces } from './workspace-schema'

export const SPECIALTY_OFFERS = ['none', 'catalogue', 'workspace'] as const
export type SpecialtyOffer = (typeof SPECIALTY_OFFERS)[number]

/**
 * A specialty calculator built in /admin/calculators (issue 37): its identity and to whom it is offered. No
 * workspace means the catalogue (every workspace); a workspace means that one only. Wiring it into
 * workspaces comes later; the choice is stored now so it never has to be guessed.
 */
export const specialtyCalculators = pgTable(
  'specialty_calculators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The definition's id; every version keeps it (formulas and later the embed name the calculator by it). */
    slug: text('slug').notNull(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('specialty_calculators_slug_idx').on(table.slug)],
)

/**
 * Its versions, numbered from 1. A draft may be saved over; once `published_at` is set the row never changes
 * (a trigger refuses any update of a published row), and the next edit makes a new draft version.
 */
export const specialtyCalculatorVersions = pgTable(
  'specialty_calculator_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calculatorId: uuid('calculator_id')
      .notNull()
      .references(() => specialtyCalculators.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    definition: jsonb('definition').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * To whom this version is offered, chosen when it is published (and frozen with it): 'catalogue' (every
     * workspace), 'workspace' (`offerWorkspaceId` only) or 'none'. Workspaces get the newest version offered.
     */
    offer: text('offer', { enum: SPECIALTY_OFFERS }).notNull().default('none'),
    offerWorkspaceId: uuid('offer_workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('specialty_calculator_versions_number_idx').on(table.calculatorId, table.number),
    check('specialty_calculator_versions_number_check', sql`${table.number} >= 1`),
    check(
      'specialty_calculator_versions_offer_check',
      sql`(${table.offer} = 'workspace') = (${table.offerWorkspaceId} IS NOT NULL)`,
    ),
  ],
)

export type SpecialtyCalculatorRow = typeof specialtyCalculators.$inferSelect
export type SpecialtyVersionRow = typeof specialtyCalculatorVersions.$inferSelect
