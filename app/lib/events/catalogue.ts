import type { WebhookEvent } from '~/db/webhook-schema'
import type { WorkspaceRole } from '~/db/workspace-schema'

/*
 * The one catalogue of state changes (docs/decisions/0051-event-catalogue-and-audit-log.md). Each change
 * emits one event from here, inside its transaction (`emit` in emit.server.ts); this table decides what
 * follows from it: an audit entry, a line on the workspace's History page, and what the listeners registered
 * at start (listeners.server.ts, decision 0085) read: webhook deliveries, and which cached views are dropped
 * after the commit (one calculator's, those linking a rate, a workspace's, or its endpoint list). Adding an
 * event type is one entry here and one `emit` call where the change happens.
 *
 * The data of an event is what the audit entry keeps: ids, roles, numbers, before and after. Never a
 * password, secret or token, and no visitor's personal data (a lead is named by its id).
 */
type HistoryLine = { action: string; detail?: string }
/**
 * An audit entry about a calculator also keeps its name at the time (emit.server.ts; entries before issue 48
 * have none): the audit log's line names it. The History page's lines are made without it, as that page shows
 * the calculator in a column of its own.
 */
type Named = { calculatorName?: string }
const of = (d: Named, text: string, joiner = ' ') =>
  d.calculatorName ? `${text}${joiner}${d.calculatorName}` : text

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
  /** The line on the workspace's History page (workspace_events), if the change shows there. */
  history?: (data: Data & Named) => HistoryLine
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
type SsoProtocol = 'oidc' | 'saml'
// Old entries say 'email': the e-mailed link decision 0075 retired.
const VERIFIED_BY = { admin: 'approved by an admin', dns: 'DNS record', email: 'link e-mailed to the domain' }
const protocolName = (protocol: SsoProtocol | undefined) => (protocol === 'saml' ? 'SAML' : 'OpenID Connect')
type Revision = { number: number }
type ControlEvent = { control: string; change: string; proposedBy: string }
type Rate = {
  product: string
  rate: string
  effectiveOn: string
  expiresOn: string | null
  number: number
  entryId: string
}
/** The brand profile as its audit entry keeps it: the logo by its SHA-256 (decision 0052); nothing secret. */
type Brand = {
  companyName: string
  supportEmail: string
  supportPhone: string
  showInFrame: boolean
  logo: string | null
}
const BRAND_FIELDS: Record<keyof Brand, string> = {
  companyName: 'company name',
  supportEmail: 'support e-mail',
  supportPhone: 'support phone',
  showInFrame: 'name in the frame',
  logo: 'logo',
}
const changedBrand = (d: { before: Brand; after: Brand }) =>
  (Object.keys(BRAND_FIELDS) as (keyof Brand)[])
    .filter((field) => d.before[field] !== d.after[field])
    .map((field) => BRAND_FIELDS[field])
    .join(', ')

const rateLine = (rate: Rate) =>
  `${rate.product}: ${rate.rate}% from ${rate.effectiveOn}${rate.expiresOn ? ` until ${rate.expiresOn}` : ''} (version ${rate.number})`

export const catalogue = {
  'workspace.created': define<{ name: string }>({
    object: 'workspace',
    audited: true,
    history: () => ({ action: 'Created the workspace' }),
  }),
  'workspace.trial_started': define<{ plan: string; endsAt: string }>({
    object: 'workspace',
    audited: true,
    history: (d) => ({ action: 'Started the 30-day trial', detail: `Ends ${d.endsAt.slice(0, 10)}` }),
  }),
  'member.invited': define<{ email: string; role: Role }>({
    object: 'invitation',
    audited: true,
    history: (d) => ({ action: `Invited an ${d.role}`, detail: d.email }),
  }),
  'invitation.revoked': define<{ email: string }>({
    object: 'invitation',
    audited: true,
    history: (d) => ({ action: 'Revoked an invitation', detail: d.email }),
  }),
  'member.joined': define<{ role: Role }>({
    object: 'member',
    audited: true,
    history: (d) => ({ action: `Joined as ${d.role}` }),
  }),
  'member.role_changed': define<{ email: string; before: Role; after: Role }>({
    object: 'member',
    audited: true,
    history: (d) => ({ action: 'Changed a role', detail: `${d.email}: ${d.before} → ${d.after}` }),
  }),
  'member.removed': define<{ email: string; role: Role }>({
    object: 'member',
    audited: true,
    history: (d) => ({ action: 'Removed a member', detail: d.email }),
  }),
  // A workspace's own calculator saved in the builder (issue 46 §1): sending it makes the revision events below.
  'specialty.draft_saved': define<{ slug: string; version: number }>({
    object: 'calculator',
    audited: true,
    history: (d) => ({ action: 'Saved a draft in the builder', detail: `${d.slug}, version ${d.version}` }),
  }),
  'calculator.created': define<{ name: string; type: string }>({
    object: 'calculator',
    audited: true,
    history: (d) => ({ action: 'Created the calculator', detail: d.name }),
  }),
  'revision.saved': define<Revision & { revertedFrom: number | null }>({
    object: 'revision',
    audited: true,
    history: (d) => ({
      action: d.revertedFrom
        ? `${of(d, 'Reverted')} to revision ${d.revertedFrom}`
        : of(d, 'Saved a draft', ' of '),
      detail: `Revision ${d.number}`,
    }),
  }),
  'revision.approval_requested': define<Revision>({
    object: 'revision',
    audited: true,
    history: (d) => ({ action: of(d, 'Requested approval', ' of '), detail: `Revision ${d.number}` }),
  }),
  'calculator.published': define<Revision & { before: number | null }>({
    object: 'revision',
    audited: true,
    history: (d) => ({ action: of(d, 'Approved and published'), detail: `Revision ${d.number}` }),
    webhook: 'calculator.published',
    invalidates: 'calculator',
  }),
  'calculator.archived': define<Record<string, never>>({
    object: 'calculator',
    audited: true,
    history: (d) => ({
      action: d.calculatorName ? `Archived ${d.calculatorName}` : 'Archived the calculator',
    }),
    webhook: 'calculator.archived',
    invalidates: 'calculator',
  }),
  'calculator.restored': define<Record<string, never>>({
    object: 'calculator',
    audited: true,
    history: (d) => ({
      action: d.calculatorName ? `Restored ${d.calculatorName}` : 'Restored the calculator',
    }),
    invalidates: 'calculator',
  }),
  'review_link.created': define<Record<string, never>>({
    object: 'review-link',
    audited: true,
    history: (d) => ({ action: of(d, 'Created a review link', ' for ') }),
  }),
  'review_link.revoked': define<Record<string, never>>({
    object: 'review-link',
    audited: true,
    history: (d) => ({ action: of(d, 'Revoked a review link', ' for ') }),
  }),
  'rate.proposed': define<Rate & { change: boolean }>({
    object: 'rate',
    audited: true,
    history: (d) => ({
      action: d.change ? 'Proposed a rate change' : 'Proposed a rate',
      detail: rateLine(d),
    }),
  }),
  'rate.approved': define<Rate>({
    object: 'rate',
    audited: true,
    history: (d) => ({ action: 'Approved a rate', detail: rateLine(d) }),
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
    history: (d) => ({
      action: 'Changed lead retention',
      detail: `${d.before ? `${d.before} days` : 'off'} → ${d.after ? `${d.after} days` : 'off'}`,
    }),
  }),
  'workspace.lead_fields_changed': define<{ shown: string[]; required: string[]; custom: string[] }>({
    object: 'workspace',
    audited: true,
    history: (d) => ({
      action: 'Changed the lead form fields',
      detail: `Required: ${d.required.join(', ')}; custom: ${d.custom.join(', ') || 'none'}`,
    }),
    invalidates: 'workspace',
  }),
  // A workspace's switches: the second approver, two-factor required, events for the client's analytics.
  'workspace.setting_changed': define<{ setting: string; before: boolean; after: boolean }>({
    object: 'workspace',
    audited: true,
    history: (d) => ({ action: 'Changed a setting', detail: `${d.setting}: ${d.after ? 'on' : 'off'}` }),
  }),
  // Events for the client's analytics are read with each published calculator: its cached views are dropped.
  'workspace.host_events_changed': define<{ setting: string; before: boolean; after: boolean }>({
    object: 'workspace',
    audited: true,
    history: (d) => ({ action: 'Changed a setting', detail: `${d.setting}: ${d.after ? 'on' : 'off'}` }),
    invalidates: 'workspace',
  }),
  // Credit-union wording (decision 0092): the published calculators' words change, so their views are dropped.
  'workspace.wording_changed': define<{ setting: string; before: boolean; after: boolean }>({
    object: 'workspace',
    audited: true,
    history: (d) => ({ action: 'Changed a setting', detail: `${d.setting}: ${d.after ? 'on' : 'off'}` }),
    invalidates: 'workspace',
  }),
  // Published frames, reports and e-mails show the brand: every calculator of the workspace drops its views.
  'workspace.brand_changed': define<{ before: Brand; after: Brand }>({
    object: 'workspace',
    audited: true,
    history: (d) => ({ action: 'Changed the brand', detail: changedBrand(d) }),
    invalidates: 'workspace',
  }),
  // The domain visitor e-mails are sent from (decision 0077): named, then verified by its DNS records.
  'workspace.mail_domain_changed': define<{ domain: string; verified: boolean }>({
    object: 'workspace',
    audited: true,
    history: (d) => ({
      action: d.verified ? 'Verified the sending domain' : 'Named a sending domain',
      detail: d.domain,
    }),
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
    history: (d) => ({
      action: 'Changed session limits',
      detail: `idle ${d.after.idleMinutes ? `${d.after.idleMinutes} min` : 'off'}, lifetime ${d.after.lifetimeHours ? `${d.after.lifetimeHours} h` : 'off'}`,
    }),
  }),
  // Single sign-on (decisions 0056, 0069): never the client secret. `protocol` is absent from events before SAML.
  'sso.connected': define<{ protocol?: SsoProtocol; issuer: string; domains: string[]; role: string }>({
    object: 'sso',
    audited: true,
    history: (d) => ({
      action: 'Connected single sign-on',
      detail: `${protocolName(d.protocol)} ${d.issuer} (${d.domains.join(', ')})`,
    }),
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
    history: (d) => ({
      action: 'Changed single sign-on',
      detail: `${protocolName(d.protocol)} ${d.issuer} (${d.domains.join(', ')})`,
    }),
  }),
  'sso.removed': define<{ issuer: string }>({
    object: 'sso',
    audited: true,
    history: (d) => ({ action: 'Removed single sign-on', detail: d.issuer }),
  }),
  'sso.domain_verified': define<{ domains: string[]; by: 'admin' | 'dns' | 'email' }>({
    object: 'sso',
    audited: true,
    history: (d) => ({
      action: 'Verified the single sign-on domain',
      detail: `${d.domains.join(', ')} (${VERIFIED_BY[d.by]})`,
    }),
  }),
  // A member linked her existing account to the workspace's provider while signed in (issue 43 §2).
  'sso.account_linked': define<Record<string, never>>({
    object: 'sso',
    audited: true,
    history: () => ({ action: 'Linked an account to single sign-on' }),
  }),
  'sso.required_changed': define<{ before: boolean; after: boolean }>({
    object: 'sso',
    audited: true,
    history: (d) => ({
      action: 'Changed a setting',
      detail: `Single sign-on required: ${d.after ? 'on' : 'off'}`,
    }),
  }),
  'sso.mfa_trust_changed': define<{ before: boolean; after: boolean }>({
    object: 'sso',
    audited: true,
    history: (d) => ({
      action: 'Changed a setting',
      detail: `Trust the provider’s second factor: ${d.after ? 'on' : 'off'}`,
    }),
  }),
  // A control's weakening waits for a second member (decision 0070): `change` is its description, never secret.
  'control.proposed': define<ControlEvent>({
    object: 'workspace',
    audited: true,
    history: (d) => ({ action: 'Proposed a control change', detail: d.change }),
  }),
  'control.confirmed': define<ControlEvent>({
    object: 'workspace',
    audited: true,
    history: (d) => ({
      action: 'Confirmed a control change',
      detail: `${d.change} (proposed by ${d.proposedBy})`,
    }),
  }),
  'control.cancelled': define<ControlEvent>({
    object: 'workspace',
    audited: true,
    history: (d) => ({
      action: 'Cancelled a control change',
      detail: `${d.change} (proposed by ${d.proposedBy})`,
    }),
  }),
  // Invoices (issue 44 §4, decision 0087): issued by the daily billing pass, marked paid by a vendor admin.
  'invoice.issued': define<{ number: string; periodStart: string; totalCents: number }>({
    object: 'invoice',
    audited: true,
    history: (d) => ({ action: `Invoice ${d.number} issued`, detail: `Period from ${d.periodStart}` }),
  }),
  'invoice.paid': define<{ number: string; note: string }>({
    object: 'invoice',
    audited: true,
    history: (d) => ({ action: `Invoice ${d.number} marked paid`, detail: d.note }),
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
    history: (d) => ({
      action: d.rerunOf ? 'Re-ran a vendor-review scenario set' : 'Ran a vendor-review scenario set',
      detail: `${d.calculator}: ${d.passed} passed, ${d.flagged} flagged, ${d.refused} refused`,
    }),
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
    history: (d) => ({
      action: 'Downloaded the model-risk pack',
      detail: `${d.calculators} calculator${d.calculators === 1 ? '' : 's'}, monitoring since ${d.since}`,
    }),
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
    history: (d) => ({
      action: 'Vendor-review figures changed with the engine',
      detail: `${d.calculator}: engine ${d.engineBefore} → ${d.engineAfter}, ${d.changed} figure${d.changed === 1 ? '' : 's'} changed`,
    }),
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
    history: (d) => ({
      action: 'Signed an order',
      detail: `${d.orderNumber}: ${d.plan}, ${d.term}, signed by ${d.signerName}`,
    }),
  }),
  'billing.trial_extended': define<{ days: number; before: string | null; after: string }>({
    object: 'billing',
    audited: true,
    history: (d) => ({ action: `Trial extended by ${d.days} days`, detail: `Ends ${d.after.slice(0, 10)}` }),
  }),
  'billing.plan_changed': define<{ before: string | null; after: string }>({
    object: 'billing',
    audited: true,
    history: (d) => ({ action: 'Plan changed', detail: `${d.before ?? 'none'} → ${d.after}` }),
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
