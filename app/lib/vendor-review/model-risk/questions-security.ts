import { ACTIONS } from '~/lib/access/policy'
import { q, roles, yes, type Question, type SheetContext } from './sheet-context'

/** Access, authentication, logging, data, backups, encryption, sub-processors, incidents, continuity. */
export function securityQuestions(ctx: SheetContext): Question[] {
  const { facts, c, by, inPlace, plain, adminActions } = ctx
  const { calculators, platform, audit } = facts
  return [
    q(
      'Access control',
      'Is access to the service role-based?',
      `Yes. Roles per workspace: owner, approver, editor; one permission policy decides every action. Members now: ${['owner', 'approver', 'editor'].map((role) => `${facts.members.filter((member) => member.role === role).length} ${role}(s)`).join(', ')}.`,
      '06-security-and-operations (Members); decision 0050',
    ),
    q(
      'Access control',
      'Who may approve and publish changes to a calculator?',
      `The roles the permission policy allows: ${roles('revision.approve')} (admin: a platform administrator).`,
      '05-implementation (Who may approve); decision 0014',
    ),
    q(
      'Access control',
      'Is separation of duties enforced for approvals?',
      yes(
        inPlace('second-approver'),
        c('second-approver').statement,
        `No, not turned on in this workspace: ${c('second-approver').statement} It is available (Settings).`,
      ),
      by('second-approver'),
    ),
    q(
      'Access control',
      'Are user sessions limited by idle time and lifetime?',
      yes(
        inPlace('sessions'),
        c('sessions').statement,
        `Not turned on in this workspace. ${c('sessions').statement}`,
      ),
      by('sessions'),
    ),
    q(
      'Access control',
      'Is re-authentication required for sensitive actions?',
      'Yes. Exports of leads, the audit log and the examiner bundle, member and control changes, and SSO changes ask for a sign-in within the last 10 minutes.',
      'docs/security.md; decision 0057',
    ),
    q(
      'Access control',
      'Is access removed promptly when a person leaves?',
      'Yes. Removal or demotion takes effect on the person’s next request and revokes their open invitations and review links; SSO does not re-add a removed member.',
      'docs/security.md; decisions 0048, 0056',
    ),
    q(
      'Access control',
      'Are the client’s tenants isolated from each other?',
      'Yes. Every workspace page, download and e-mail is scoped to the caller’s workspace; another workspace’s member, a removed member and a signed-out visitor get nothing.',
      'docs/security.md; decision 0050',
    ),
    q(
      'Access control',
      'Who at the vendor can see client data?',
      `Platform administrators (the accounts the server’s configuration names) may take ${adminActions.length} of ${ACTIONS.length} workspace actions, as the permission policy lists them; not: ${ACTIONS.filter((action) => !adminActions.includes(action)).join(', ')}.`,
      '06-security-and-operations; decision 0050',
    ),
    q(
      'Authentication',
      'Is multi-factor authentication supported?',
      'Yes. TOTP with recovery codes, and passkeys (WebAuthn).',
      by('two-factor'),
    ),
    q(
      'Authentication',
      'Is multi-factor authentication enforced for all users of this workspace?',
      yes(
        inPlace('two-factor'),
        c('two-factor').statement,
        `No, not turned on in this workspace. ${c('two-factor').statement}`,
      ),
      by('two-factor'),
    ),
    q(
      'Authentication',
      'Are MFA secrets and recovery codes protected?',
      'Yes. TOTP secrets are encrypted with the server’s secret; recovery codes are stored only as keyed hashes.',
      'docs/security.md; decision 0066',
    ),
    q(
      'Authentication',
      'Is single sign-on (SAML / OpenID Connect) supported?',
      inPlace('sso')
        ? `Yes, connected: ${c('sso').statement}`
        : `Yes, available (OpenID Connect or SAML 2.0); not connected in this workspace. ${c('sso').statement}`,
      by('sso'),
    ),
    q(
      'Authentication',
      'Can SSO be required for the client’s users?',
      yes(
        !!facts.sso?.required,
        'Passwords of the proved domain are refused in this workspace.',
        facts.sso
          ? 'Available, not turned on: passwords of the domain are still accepted.'
          : 'Not applicable until single sign-on is connected.',
      ),
      by('sso'),
    ),
    q(
      'Authentication',
      'Are passwords protected against brute force?',
      'Yes. Sign-in and second-factor attempts are rate-limited per client address and per account.',
      'docs/security.md',
    ),
    q(
      'Logging',
      'Are security-relevant actions logged?',
      `Yes. ${audit.entries} audit entries in this workspace: sign-ins, role and setting changes, approvals, exports, scenario runs.`,
      by('audit-chain'),
    ),
    q('Logging', 'Is the audit log tamper-evident?', `Yes. ${c('audit-chain').statement}`, by('audit-chain')),
    q(
      'Logging',
      'Can the client export its audit log?',
      `Yes. JSON or CSV with each entry’s hashes, for ${roles('audit.view')}.`,
      '07-contingency-and-exit; decision 0071',
    ),
    q(
      'Logging',
      'How long are logs kept?',
      `${platform.auditRetentionYears} years; the database refuses to delete younger entries.`,
      by('audit-chain'),
    ),
    q(
      'Data retention and deletion',
      'Can the client set a retention period for personal data (leads)?',
      yes(
        inPlace('retention'),
        c('retention').statement,
        `Available, not set in this workspace. ${c('retention').statement}`,
      ),
      by('retention'),
    ),
    q(
      'Data retention and deletion',
      'Can a person’s data be erased on request?',
      'Yes. Erasing an address removes its leads, their history, its e-mails and webhook deliveries in that workspace.',
      'docs/security.md; decision 0053',
    ),
    q(
      'Data retention and deletion',
      'What happens to client data at the end of the contract?',
      'Not yet a product function: the product cannot delete a workspace; the client exports first and asks in writing.',
      '07-contingency-and-exit',
    ),
    q(
      'Data retention and deletion',
      'Which personal data does the service hold?',
      `Members’ accounts (name, e-mail) and, where a lead form is on, what visitors send: ${calculators.filter((each) => each.revision.lead.enabled).length} of ${calculators.length} calculators have a lead form on.`,
      '05-implementation (Lead form fields)',
    ),
    q('Backups', 'Are backups taken and tested?', plain('backups'), by('backups')),
    q(
      'Backups',
      'Are backups encrypted?',
      'Not applicable: the product makes no backups (see the previous answer).',
      by('backups'),
    ),
    q(
      'Encryption',
      'Is data encrypted in transit?',
      `${inPlace('encryption-in-transit') ? 'Yes. ' : 'Not yet. '}${c('encryption-in-transit').statement}`,
      by('encryption-in-transit'),
    ),
    q('Encryption', 'Is data encrypted at rest?', plain('encryption-at-rest'), by('encryption-at-rest')),
    q(
      'Encryption',
      'Are signing keys published for independent verification?',
      `Yes. ${c('signing-key').statement}`,
      by('signing-key'),
    ),
    q(
      'Sub-processors',
      'Which sub-processors handle client data?',
      `Not stated by the product: the hosting provider is the operator’s. Database: ${platform.database === 'postgres' ? 'PostgreSQL (operator-hosted)' : 'embedded (PGlite) on the server itself'}; e-mail: ${platform.smtp ? 'the SMTP relay the operator configured' : 'not sent (written to files: a development set-up)'}.`,
      '06-security-and-operations',
    ),
    q(
      'Sub-processors',
      'Do third parties receive visitors’ data from the calculators?',
      'Only the endpoints the client itself configures (webhooks, lead e-mail recipients).',
      '05-implementation; decision 0033',
    ),
    q(
      'Incident response',
      'Is there a documented incident response plan?',
      'Not yet: no incident response plan is part of the product’s records.',
      'docs/decisions (none)',
    ),
    q(
      'Incident response',
      'Will the client be notified of a security incident?',
      'Not yet as a product function: there is no incident notice in the product; owners are e-mailed the audit anchors daily and control changes as they happen.',
      'decisions 0070, 0071',
    ),
    q(
      'Incident response',
      'Can tampering with records be detected after the fact?',
      `Yes. The audit chain and its signed daily anchors; the last check, when this pack was made: ${audit.intact ? 'intact' : 'BROKEN'}.`,
      by('audit-chain'),
    ),
    q(
      'Business continuity',
      'Is there a business continuity / disaster recovery plan with tested recovery times?',
      'Not yet: no plan or recovery time objective is stated; see Backups.',
      by('backups'),
    ),
    q(
      'Business continuity',
      'Can the service run on more than one instance?',
      platform.database === 'postgres'
        ? 'Yes. Several instances share the PostgreSQL database; workers claim jobs under row locks.'
        : 'Not on this server: the embedded database serves one instance. With PostgreSQL, several instances share it.',
      'decisions 0031, 0048',
    ),
    q(
      'Business continuity',
      'What can the client export to continue without us?',
      'Leads, audit log, the archive (examiner bundle), usage, calculator definitions and configuration (this pack), scenario runs.',
      '07-contingency-and-exit',
    ),
  ]
}
