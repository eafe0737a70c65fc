import type { WebhookEvent } from '~/db/webhook-schema'
import type { WorkspaceRole } from '~/db/workspace-schema'

/*
 * The one catalogue of state changes (docs/decisions/0051-event-catalogue-and-audit-log.md). Each change
 * emits one event from here, inside its transaction (`emit` in emit.server.ts); this table declares what
 * follows from it: an audit entry, and what the listeners registered at start (listeners.server.ts, decision
 * 0085) read: webhook deliveries, and which cached views are dropped after the commit (one calculator's, those
 * linking a rate, a workspace's, or its endpoint list). What the History page and the audit log say of it is
 * its wording, apart in history-lines.ts (an event with a line there shows on the History page). Adding an
 * event type is one entry here, its line there if it has one, and one `emit` call where the change happens.
 *
 * The data of an event is what the audit entry keeps: ids, roles, numbers, before and after. Never a
 * password, secret or token, and no visitor's personal data (a lead is named by its id).
 */
export type Definition<Data = unknown> = {
  /** What the entry is about, for the audit log's "what" filter. */
  object:
    | 'workspace'
    | 'member'
    | 'invitation'
    | 'calculator'
    | 'revision'
    | 'review-link'
    | 'rate'
    | 'disclosure-default'
    | 'webhook-endpoint'
    | 'lead'
    | 'export'
    | 'account'
    | 'sso'
    | 'vendor-review'
    | 'billing'
    | 'invoice'
  /** Kept in the tamper-evident audit log. */
  audited: boolean
  /** Webhook deliveries this change queues, in the same transaction. */
  webhook?: Extract<WebhookEvent, 'lead.updated' | 'calculator.published' | 'calculator.archived'>
  /**
   * Cached views dropped after the commit, on every instance: the event's calculator's published view and
   * embed HTML, those of the calculators linking the event's rate-sheet entry, every calculator's of the
   * event's workspace, or the workspace's webhook endpoint list.
   */
  invalidates?: Data extends { entryId: string } ? Invalidates : Exclude<Invalidates, 'rate-entry'>
}

/** 'rate-entry': the calculators of the workspace whose published revision links the event's `entryId`. */
export type Invalidates = 'calculator' | 'rate-entry' | 'workspace' | 'endpoints'

const define = <Data>(definition: Definition<Data>) => definition as Definition<Data> & { __data?: Data }

type Role = WorkspaceRole
export type SsoProtocol = 'oidc' | 'saml'
type Revision = { number: number }
type ControlEvent = { control: string; change: string; proposedBy: string }
export type Rate = {
  product: string
  rate: string
  effectiveOn: string
  expiresOn: string | null
  number: number
  entryId: string
}
/** The brand profile as its audit entry keeps it: the logo by its SHA-256 (decision 0052); nothing secret. */
export type Brand = {
  companyName: string
  supportEmail: string
  supportPhone: string
  showInFrame: boolean
  logo: string | null
}
export const catalogue = {
  'workspace.created': define<{ name: string }>({
    object: 'workspace',
    audited: true,
  }),
  'workspace.trial_started': define<{ plan: string; endsAt: string }>({
    object: 'workspace',
    audited: true,
  }),
  'member.invited': define<{ email: string; role: Role }>({
    object: 'invitation',
    audited: true,
  }),
  'invitation.revoked': define<{ email: string }>({
    object: 'invitation',
    audited: true,
  }),
  'member.joined': define<{ role: Role }>({
    object: 'member',
    audited: true,
  }),
  'member.role_changed': define<{ email: string; before: Role; after: Role }>({
    object: 'member',
    audited: true,
  }),
  'member.removed': define<{ email: string; role: Role }>({
    object: 'member',
    audited: true,
  }),
  // A workspace's own calculator saved in the builder (issue 46 §1): sending it makes the revision events below.
  'specialty.draft_saved': define<{ slug: string; version: number }>({
    object: 'calculator',
    audited: true,
  }),
  'calculator.created': define<{ name: string; type: string }>({
    object: 'calculator',
    audited: true,
  }),
  'revision.saved': define<Revision & { revertedFrom: number | null }>({
    object: 'revision',
    audited: true,
  }),
  'revision.approval_requested': define<Revision>({
    object: 'revision',
    audited: true,
  }),
  'calculator.published': define<Revision & { before: number | null }>({
    object: 'revision',
    audited: true,
    webhook: 'calculator.published',
    invalidates: 'calculator',
  }),
  'calculator.archived': define<Record<string, never>>({
    object: 'calculator',
    audited: true,
    webhook: 'calculator.archived',
    invalidates: 'calculator',
  }),
  'calculator.restored': define<Record<string, never>>({
    object: 'calculator',
    audited: true,
    invalidates: 'calculator',
  }),
  'review_link.created': define<Record<string, never>>({
    object: 'review-link',
    audited: true,
  }),
  'review_link.revoked': define<Record<string, never>>({
    object: 'review-link',
    audited: true,
  }),
  'rate.proposed': define<Rate & { change: boolean }>({
    object: 'rate',
    audited: true,
  }),
  'rate.approved': define<Rate>({
    object: 'rate',
    audited: true,
    // The calculators whose published revision links the entry show the new rate at once (decision 0062).
    invalidates: 'rate-entry',
  }),
  'disclosure_default.changed': define<{
    kind: string
    set: string
    lang: string
    before: string
    after: string
  }>({ object: 'disclosure-default', audited: true }),
  'webhook_endpoint.created': define<{ url: string; events: string[] }>({
    object: 'webhook-endpoint',
    audited: true,
    invalidates: 'endpoints',
  }),
  'webhook_endpoint.deleted': define<Record<string, never>>({
    object: 'webhook-endpoint',
    audited: true,
    invalidates: 'endpoints',
  }),
  'webhook_endpoint.secret_rotated': define<Record<string, never>>({
    object: 'webhook-endpoint',
    audited: true,
  }),
  'lead.status_changed': define<{ before: string; after: string }>({
    object: 'lead',
    audited: true,
    webhook: 'lead.updated',
  }),
  'lead.notes_changed': define<{ length: number }>({
    object: 'lead',
    audited: true,
    webhook: 'lead.updated',
  }),
  'lead.assigned': define<{ assignee: string | null }>({
    object: 'lead',
    audited: true,
    webhook: 'lead.updated',
  }),
  'leads.exported': define<{ format: 'csv'; rows: number; filter: Record<string, string> }>({
    object: 'export',
    audited: true,
  }),
  'usage.exported': define<{ format: 'csv'; from: string; to: string }>({ object: 'export', audited: true }),
  // Personal data: the entries keep counts, never the person's address (issue 35 §3).
  'leads.access_request': define<{ leads: number }>({ object: 'lead', audited: true }),
  'leads.erasure_request': define<{ deleted: number; reports?: number }>({ object: 'lead', audited: true }),
  'leads.retention_applied': define<{ days: number; deleted: number; before: string }>({
    object: 'lead',
    audited: true,
  }),
  'workspace.lead_retention_changed': define<{ before: number | null; after: number | null }>({
    object: 'workspace',
    audited: true,
  }),
  'workspace.lead_fields_changed': define<{ shown: string[]; required: string[]; custom: string[] }>({
    object: 'workspace',
    audited: true,
    invalidates: 'workspace',
  }),
  // A workspace's switches: the second approver, two-factor required, events for the client's analytics.
  'workspace.setting_changed': define<{ setting: string; before: boolean; after: boolean }>({
    object: 'workspace',
    audited: true,
  }),
  // Events for the client's analytics are read with each published calculator: its cached views are dropped.
  'workspace.host_events_changed': define<{ setting: string; before: boolean; after: boolean }>({
    object: 'workspace',
    audited: true,
    invalidates: 'workspace',
  }),
  // Credit-union wording (decision 0092): the published calculators' words change, so their views are dropped.
  'workspace.wording_changed': define<{ setting: string; before: boolean; after: boolean }>({
    object: 'workspace',
    audited: true,
    invalidates: 'workspace',
  }),
  // Published frames, reports and e-mails show the brand: every calculator of the workspace drops its views.
  'workspace.brand_changed': define<{ before: Brand; after: Brand }>({
    object: 'workspace',
    audited: true,
    invalidates: 'workspace',
  }),
  // The domain visitor e-mails are sent from (decision 0077): named, then verified by its DNS records.
  'workspace.mail_domain_changed': define<{ domain: string; verified: boolean }>({
    object: 'workspace',
    audited: true,
  }),
  // Accounts and their sessions (docs/decisions/0057): platform-wide entries (no workspace), never a secret.
  'account.signed_in': define<{ method: string }>({ object: 'account', audited: true }),
  'account.signed_out': define<Record<string, never>>({ object: 'account', audited: true }),
  'account.locked': define<{ email: string; sessionsEnded: number }>({ object: 'account', audited: true }),
  'account.unlocked': define<{ email: string }>({ object: 'account', audited: true }),
  // Passkeys (decision 0065): the credential's id and the name its owner gave it, never its public key.
  'account.passkey_added': define<{ passkeyId: string; name: string }>({ object: 'account', audited: true }),
  'account.passkey_removed': define<{ passkeyId: string; name: string }>({
    object: 'account',
    audited: true,
  }),
  'account.passkey_renamed': define<{ passkeyId: string; before: string; after: string }>({
    object: 'account',
    audited: true,
  }),
  'workspace.session_limits_changed': define<{
    before: { idleMinutes: number | null; lifetimeHours: number | null }
    after: { idleMinutes: number | null; lifetimeHours: number | null }
  }>({
    object: 'workspace',
    audited: true,
  }),
  // Single sign-on (decisions 0056, 0069): never the client secret. `protocol` is absent from events before SAML.
  'sso.connected': define<{ protocol?: SsoProtocol; issuer: string; domains: string[]; role: string }>({
    object: 'sso',
    audited: true,
  }),
  'sso.changed': define<{
    protocol?: SsoProtocol
    issuer: string
    domains: string[]
    role: string
    secretReplaced: boolean
  }>({
    object: 'sso',
    audited: true,
  }),
  'sso.removed': define<{ issuer: string }>({
    object: 'sso',
    audited: true,
  }),
  'sso.domain_verified': define<{ domains: string[]; by: 'admin' | 'dns' | 'email' }>({
    object: 'sso',
    audited: true,
  }),
  // A member linked her existing account to the workspace's provider while signed in (issue 43 §2).
  'sso.account_linked': define<Record<string, never>>({
    object: 'sso',
    audited: true,
  }),
  'sso.required_changed': define<{ before: boolean; after: boolean }>({
    object: 'sso',
    audited: true,
  }),
  'sso.mfa_trust_changed': define<{ before: boolean; after: boolean }>({
    object: 'sso',
    audited: true,
  }),
  // A control's weakening waits for a second member (decision 0070): `change` is its description, never secret.
  'control.proposed': define<ControlEvent>({
    object: 'workspace',
    audited: true,
  }),
  'control.confirmed': define<ControlEvent>({
    object: 'workspace',
    audited: true,
  }),
  'control.cancelled': define<ControlEvent>({
    object: 'workspace',
    audited: true,
  }),
  // Invoices (issue 44 §4, decision 0087): issued by the daily billing pass, marked paid by a vendor admin.
  'invoice.issued': define<{ number: string; periodStart: string; totalCents: number }>({
    object: 'invoice',
    audited: true,
  }),
  'invoice.paid': define<{ number: string; note: string }>({
    object: 'invoice',
    audited: true,
  }),
  'audit.exported': define<{ format: 'csv' | 'json'; rows: number }>({ object: 'export', audited: true }),
  'archive.exported': define<{
    from: string
    to: string
    calculators: string[]
    states: number
    sha256: string
  }>({ object: 'export', audited: true }),
  // A bank's own scenario set, run and signed (issue 45 §1): the file's hash and what came out of it.
  'vendor_review.ran': define<{
    calculator: string
    engineVersion: number
    inputSha256: string
    scenarios: number
    passed: number
    flagged: number
    refused: number
    rerunOf: string | null
  }>({
    object: 'vendor-review',
    audited: true,
  }),
  // The model-risk pack downloaded (issue 45 §3): what it was made from and the ZIP's hash.
  'vendor_review.pack_exported': define<{
    since: string
    calculators: number
    files: number
    sha256: string
  }>({
    object: 'export',
    audited: true,
  }),
  // A kept scenario set run again after an engine change gave other figures (issue 45 §2): the first changes.
  'vendor_review.outcomes_changed': define<{
    calculator: string
    previousRun: string
    engineBefore: number
    engineAfter: number
    changed: number
    changes: { line: number; scenario: string; figure: string; before: string; after: string }[]
  }>({
    object: 'vendor-review',
    audited: true,
  }),
  // Billing (issue 44 §4, decision 0086): the signed order by its id and what it bought; the vendor's changes.
  'billing.order_signed': define<{
    orderNumber: string
    plan: string
    term: string
    priceCents: number
    agreementVersion: string
    dpaVersion: string
    signerName: string
    replaced: string | null
  }>({
    object: 'billing',
    audited: true,
  }),
  'billing.trial_extended': define<{ days: number; before: string | null; after: string }>({
    object: 'billing',
    audited: true,
  }),
  'billing.plan_changed': define<{ before: string | null; after: string }>({
    object: 'billing',
    audited: true,
  }),
  // Percent as text ("7.25"; "0" with no rate set): what the next invoice's tax line uses (decision 0087).
  'billing.tax_rate_changed': define<{ before: string; after: string }>({
    object: 'billing',
    audited: true,
  }),
}

export type EventType = keyof typeof catalogue
export type EventData<T extends EventType> = NonNullable<(typeof catalogue)[T]['__data']>
export const EVENT_TYPES = Object.keys(catalogue) as EventType[]
export const AUDIT_OBJECTS = [...new Set(EVENT_TYPES.map((type) => catalogue[type].object))].sort()

/**
 * One change of state: who, in which workspace (null: the platform's own settings, changed by an admin),
 * on what, with the data its catalogue entry declares.
 */
export type AppEvent = {
  [T in EventType]: {
    type: T
    workspaceId: string | null
    calculatorId?: string
    actor: { id: string | null; email: string }
    objectId: string
    data: EventData<T>
  }
}[EventType]
