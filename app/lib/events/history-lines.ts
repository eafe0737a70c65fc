import type { Brand, EventData, EventType, Rate, SsoProtocol } from './catalogue'

/*
 * What the workspace's History page and the audit log say of each event of the catalogue (catalogue.ts): its
 * wording, kept apart from the catalogue's declarations (issue 47 §3). An event with a line here shows on the
 * History page (emit.server.ts writes it); the audit log's line is the same words, or the event's facts.
 */
export type HistoryLine = { action: string; detail?: string }

/**
 * An audit entry about a calculator also keeps its name at the time (emit.server.ts; entries before issue 48
 * have none): the audit log's line names it. The History page's lines are made without it, as that page shows
 * the calculator in a column of its own.
 */
type Named = { calculatorName?: string }
const of = (d: Named, text: string, joiner = ' ') =>
  d.calculatorName ? `${text}${joiner}${d.calculatorName}` : text

// Old entries say 'email': the e-mailed link decision 0075 retired.
const VERIFIED_BY = { admin: 'approved by an admin', dns: 'DNS record', email: 'link e-mailed to the domain' }
const protocolName = (protocol: SsoProtocol | undefined) => (protocol === 'saml' ? 'SAML' : 'OpenID Connect')
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

type Lines = { [T in EventType]?: (data: EventData<T> & Named) => HistoryLine }

const lines: Lines = {
  'workspace.created': () => ({ action: 'Created the workspace' }),
  'workspace.trial_started': (d) => ({
    action: 'Started the 30-day trial',
    detail: `Ends ${d.endsAt.slice(0, 10)}`,
  }),
  'member.invited': (d) => ({ action: `Invited an ${d.role}`, detail: d.email }),
  'invitation.revoked': (d) => ({ action: 'Revoked an invitation', detail: d.email }),
  'member.joined': (d) => ({ action: `Joined as ${d.role}` }),
  'member.role_changed': (d) => ({
    action: 'Changed a role',
    detail: `${d.email}: ${d.before} → ${d.after}`,
  }),
  'member.removed': (d) => ({ action: 'Removed a member', detail: d.email }),
  'specialty.draft_saved': (d) => ({
    action: 'Saved a draft in the builder',
    detail: `${d.slug}, version ${d.version}`,
  }),
  'calculator.created': (d) => ({ action: 'Created the calculator', detail: d.name }),
  'revision.saved': (d) => ({
    action: d.revertedFrom
      ? `${of(d, 'Reverted')} to revision ${d.revertedFrom}`
      : of(d, 'Saved a draft', ' of '),
    detail: `Revision ${d.number}`,
  }),
  'revision.approval_requested': (d) => ({
    action: of(d, 'Requested approval', ' of '),
    detail: `Revision ${d.number}`,
  }),
  'calculator.published': (d) => ({
    action: of(d, 'Approved and published'),
    detail: `Revision ${d.number}`,
  }),
  'calculator.archived': (d) => ({
    action: d.calculatorName ? `Archived ${d.calculatorName}` : 'Archived the calculator',
  }),
  'calculator.restored': (d) => ({
    action: d.calculatorName ? `Restored ${d.calculatorName}` : 'Restored the calculator',
  }),
  'review_link.created': (d) => ({ action: of(d, 'Created a review link', ' for ') }),
  'review_link.revoked': (d) => ({ action: of(d, 'Revoked a review link', ' for ') }),
  'rate.proposed': (d) => ({
    action: d.change ? 'Proposed a rate change' : 'Proposed a rate',
    detail: rateLine(d),
  }),
  'rate.approved': (d) => ({ action: 'Approved a rate', detail: rateLine(d) }),
  'workspace.lead_retention_changed': (d) => ({
    action: 'Changed lead retention',
    detail: `${d.before ? `${d.before} days` : 'off'} → ${d.after ? `${d.after} days` : 'off'}`,
  }),
  'workspace.lead_fields_changed': (d) => ({
    action: 'Changed the lead form fields',
    detail: `Required: ${d.required.join(', ')}; custom: ${d.custom.join(', ') || 'none'}`,
  }),
  'workspace.setting_changed': (d) => ({
    action: 'Changed a setting',
    detail: `${d.setting}: ${d.after ? 'on' : 'off'}`,
  }),
  'workspace.host_events_changed': (d) => ({
    action: 'Changed a setting',
    detail: `${d.setting}: ${d.after ? 'on' : 'off'}`,
  }),
  'workspace.wording_changed': (d) => ({
    action: 'Changed a setting',
    detail: `${d.setting}: ${d.after ? 'on' : 'off'}`,
  }),
  'workspace.brand_changed': (d) => ({ action: 'Changed the brand', detail: changedBrand(d) }),
  'workspace.mail_domain_changed': (d) => ({
    action: d.verified ? 'Verified the sending domain' : 'Named a sending domain',
    detail: d.domain,
  }),
  'workspace.session_limits_changed': (d) => ({
    action: 'Changed session limits',
    detail: `idle ${d.after.idleMinutes ? `${d.after.idleMinutes} min` : 'off'}, lifetime ${d.after.lifetimeHours ? `${d.after.lifetimeHours} h` : 'off'}`,
  }),
  'sso.connected': (d) => ({
    action: 'Connected single sign-on',
    detail: `${protocolName(d.protocol)} ${d.issuer} (${d.domains.join(', ')})`,
  }),
  'sso.changed': (d) => ({
    action: 'Changed single sign-on',
    detail: `${protocolName(d.protocol)} ${d.issuer} (${d.domains.join(', ')})`,
  }),
  'sso.removed': (d) => ({ action: 'Removed single sign-on', detail: d.issuer }),
  'sso.domain_verified': (d) => ({
    action: 'Verified the single sign-on domain',
    detail: `${d.domains.join(', ')} (${VERIFIED_BY[d.by]})`,
  }),
  'sso.account_linked': () => ({ action: 'Linked an account to single sign-on' }),
  'sso.required_changed': (d) => ({
    action: 'Changed a setting',
    detail: `Single sign-on required: ${d.after ? 'on' : 'off'}`,
  }),
  'sso.mfa_trust_changed': (d) => ({
    action: 'Changed a setting',
    detail: `Trust the provider’s second factor: ${d.after ? 'on' : 'off'}`,
  }),
  'control.proposed': (d) => ({ action: 'Proposed a control change', detail: d.change }),
  'control.confirmed': (d) => ({
    action: 'Confirmed a control change',
    detail: `${d.change} (proposed by ${d.proposedBy})`,
  }),
  'control.cancelled': (d) => ({
    action: 'Cancelled a control change',
    detail: `${d.change} (proposed by ${d.proposedBy})`,
  }),
  'invoice.issued': (d) => ({ action: `Invoice ${d.number} issued`, detail: `Period from ${d.periodStart}` }),
  'invoice.paid': (d) => ({ action: `Invoice ${d.number} marked paid`, detail: d.note }),
  'vendor_review.ran': (d) => ({
    action: d.rerunOf ? 'Re-ran a vendor-review scenario set' : 'Ran a vendor-review scenario set',
    detail: `${d.calculator}: ${d.passed} passed, ${d.flagged} flagged, ${d.refused} refused`,
  }),
  'vendor_review.pack_exported': (d) => ({
    action: 'Downloaded the model-risk pack',
    detail: `${d.calculators} calculator${d.calculators === 1 ? '' : 's'}, monitoring since ${d.since}`,
  }),
  'vendor_review.outcomes_changed': (d) => ({
    action: 'Vendor-review figures changed with the engine',
    detail: `${d.calculator}: engine ${d.engineBefore} → ${d.engineAfter}, ${d.changed} figure${d.changed === 1 ? '' : 's'} changed`,
  }),
  'billing.order_signed': (d) => ({
    action: 'Signed an order',
    detail: `${d.orderNumber}: ${d.plan}, ${d.term}, signed by ${d.signerName}`,
  }),
  'billing.trial_extended': (d) => ({
    action: `Trial extended by ${d.days} days`,
    detail: `Ends ${d.after.slice(0, 10)}`,
  }),
  'billing.plan_changed': (d) => ({ action: 'Plan changed', detail: `${d.before ?? 'none'} → ${d.after}` }),
  'billing.tax_rate_changed': (d) => ({
    action: 'Sales-tax rate changed',
    detail: `${d.before} % → ${d.after} %, from the next invoice`,
  }),
}

/** The line an event of `type` with `data` gets on the History page and in the audit log, if it has one. */
export function historyLine(type: EventType, data: unknown): HistoryLine | undefined {
  const line = lines[type] as ((data: unknown) => HistoryLine) | undefined
  return line?.(data)
}
