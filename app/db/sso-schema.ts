import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { user } from './auth-schema'
import { workspaceColumn } from './workspace-schema'

/**
 * better-auth's SSO plugin (@better-auth/sso): one identity provider. `oidc_config` is the plugin's JSON
 * (endpoints found by discovery, client id and client secret, as the plugin stores it); `domain` is the
 * comma-separated e-mail domains; `domain_verified` is set by our proof (an admin's approval or a link
 * e-mailed to an address at the domain), never by the plugin's DNS route (docs/decisions/0056).
 */
export const ssoProvider = pgTable('sso_provider', {
  id: text('id').primaryKey(),
  issuer: text('issuer').notNull(),
  oidcConfig: text('oidc_config'),
  samlConfig: text('saml_config'),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  providerId: text('provider_id').notNull().unique(),
  organizationId: text('organization_id'),
  domain: text('domain').notNull(),
  domainVerified: boolean('domain_verified').default(false),
})

/** A workspace's single sign-on: which provider, the role a joining user gets, whether it is required. */
export const workspaceSso = pgTable('workspace_sso', {
  workspaceId: workspaceColumn().primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .unique()
    .references(() => ssoProvider.providerId, { onDelete: 'cascade' }),
  role: text('role', { enum: ['editor', 'approver'] })
    .notNull()
    .default('editor'),
  /** Members of the domain may no longer sign in with a password. */
  required: boolean('required').notNull().default(false),
  /**
   * An enrolled member's SSO sign-in counts as two-factor when this provider's ID token says it asked a second
   * factor (`amr` holds "mfa"; decision 0084). Off by default; turning it on waits for another approver.
   */
  trustProviderMfa: boolean('trust_provider_mfa').notNull().default(false),
  /** How the domain was proved: null while it waits. */
  verifiedBy: text('verified_by', { enum: ['admin', 'dns'] }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** A random id naming this configuration in its DNS proof record; new whenever the domains change. */
  proofNonce: uuid('proof_nonce').notNull().defaultRandom(),
  createdAt: createdAt(),
})

export type WorkspaceSso = typeof workspaceSso.$inferSelect

/**
 * A person an owner removed from a workspace: single sign-on does not add her back until she accepts a new
 * invitation there, which deletes the row (issue 34 §4, docs/decisions/0056).
 */
export const workspaceRemovals = pgTable(
  'workspace_removals',
  {
    workspaceId: workspaceColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    removedBy: text('removed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
)

/**
 * An account a workspace's single sign-on may sign in (issue 43 §2): one its provider created, or one whose
 * owner linked it while signed in the usual way. A provider's assertion signs in no other existing account.
 * Per workspace, not per provider row, so a changed provider keeps its people (docs/decisions/0056).
 */
export const ssoAccountLinks = pgTable(
  'sso_account_links',
  {
    workspaceId: workspaceColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    via: text('via', { enum: ['created', 'linked'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
)
