import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { user } from './auth-schema'

/**
 * The product-wide default disclosure and consent texts, one row per change (docs/decisions/0034): the newest
 * row of a (kind, set, lang) is in force; older rows are the history (who, when, what). Revisions copy the
 * text in force when they are saved, so a change here never alters a saved or published revision.
 */
export const disclosureDefaults = pgTable(
  'disclosure_defaults',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'disclosure' or 'consent'. */
    kind: text('kind').$type<'disclosure' | 'consent'>().notNull(),
    /** credit, deposit or general for a disclosure; 'all' for the consent line. */
    set: text('set').notNull(),
    lang: text('lang').$type<'en' | 'es'>().notNull(),
    text: text('text').notNull(),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('disclosure_defaults_key_idx').on(table.kind, table.set, table.lang, table.createdAt)],
)

export type DisclosureDefaultRow = typeof disclosureDefaults.$inferSelect
