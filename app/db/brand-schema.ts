import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { workspaceColumn, workspaces } from './workspace-schema'

/*
 * A workspace's brand profile (docs/decisions/0052-brand-profile.md): what a client's own customers see as
 * the calculator's owner. A missing row or an empty company name means the workspace's company name.
 */
export const workspaceBrands = pgTable('workspace_brands', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  supportEmail: text('support_email').notNull().default(''),
  supportPhone: text('support_phone').notNull().default(''),
  /** The SHA-256 (hex) of the logo in use, one of this workspace's brand_logos; null for none. */
  logoHash: text('logo_hash'),
  /** The client's choice: their name (and logo) above the calculator in the frame. */
  showInFrame: boolean('show_in_frame').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every logo a workspace has uploaded, kept under its content hash: an e-mail sent with an earlier logo still
 * shows it, and the URL never changes meaning, so it is cached immutably. The bytes are served unchanged
 * (base64 here; checked by app/lib/brand/logo-image.ts before they are stored).
 */
export const brandLogos = pgTable(
  'brand_logos',
  {
    workspaceId: workspaceColumn(),
    hash: text('hash').notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: text('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.hash] }),
    index('brand_logos_hash_idx').on(table.hash),
  ],
)

export type WorkspaceBrand = typeof workspaceBrands.$inferSelect
export type BrandLogo = typeof brandLogos.$inferSelect

/**
 * The domain a workspace's visitor e-mails are sent from (issue 43 §1, decision 0077): proved by the same DNS
 * TXT record as a single sign-on domain, and signed with DKIM under a key made for it here (the private key
 * encrypted with the auth secret; the public one is what the owner publishes). Until `verifiedAt`, visitor
 * e-mails keep our own sender.
 */
export const workspaceMailDomains = pgTable('workspace_mail_domains', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  domain: text('domain').notNull(),
  /** Names this set-up in its proof record; a new domain makes a new one. */
  nonce: uuid('nonce').notNull().defaultRandom(),
  dkimSelector: text('dkim_selector').notNull(),
  dkimPublicKey: text('dkim_public_key').notNull(),
  dkimPrivateKey: text('dkim_private_key').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
})
