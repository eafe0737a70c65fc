import type { ModelRiskFacts } from './facts'

export type ControlStatus = 'in place' | 'available, not turned on' | 'not yet' | 'not applicable'

/** One control as the security part states it and the questionnaire cites it. */
export interface Control {
  id: string
  name: string
  status: ControlStatus
  statement: string
  /** Decision records (docs/decisions/NNNN-*.md) it rests on. */
  decisions: string[]
}

const minutes = (value: number | null) => (value === null ? 'none set' : `${value} minutes`)

/** The controls of one workspace and the server it runs on, read from the facts (never assumed). */
export function controlsOf(facts: ModelRiskFacts): Control[] {
  const { workspace, sso, audit, archive, platform } = facts
  const postgres = platform.database === 'postgres'
  return [
    {
      id: 'two-factor',
      name: 'Two-factor sign-in',
      status: workspace.requireTwoFactor ? 'in place' : 'available, not turned on',
      statement: workspace.requireTwoFactor
        ? 'Required of every member of this workspace: TOTP, a passkey, or (if the workspace trusts it) the provider’s own second factor.'
        : 'Each member may enrol (TOTP or a passkey); the owner has not required it of every member.',
      decisions: ['0050', '0065', '0073', '0084'],
    },
    {
      id: 'sso',
      name: 'Single sign-on',
      status: sso ? 'in place' : 'available, not turned on',
      statement: sso
        ? `${sso.protocol}, domain proved by ${sso.domainProved ?? 'nobody yet (waiting)'}; passwords of the domain ${sso.required ? 'refused (SSO required)' : 'still accepted'}; the provider’s own second factor ${sso.trustProviderMfa ? 'trusted' : 'not trusted'}.`
        : 'Not connected: members sign in with a password (and a second factor where enrolled).',
      decisions: ['0056', '0069', '0072', '0075'],
    },
    {
      id: 'second-approver',
      name: 'Separation of duties (second approver)',
      status: workspace.requireSecondApprover ? 'in place' : 'available, not turned on',
      statement: workspace.requireSecondApprover
        ? 'Whoever saved a revision or proposed a rate cannot approve it.'
        : 'One owner or approver may approve their own revision.',
      decisions: ['0031', '0070'],
    },
    {
      id: 'sessions',
      name: 'Session limits',
      status:
        workspace.idleTimeoutMinutes || workspace.sessionLifetimeHours
          ? 'in place'
          : 'available, not turned on',
      statement: `Idle timeout: ${minutes(workspace.idleTimeoutMinutes)}; session lifetime: ${workspace.sessionLifetimeHours === null ? 'none set (7 days by default)' : `${workspace.sessionLifetimeHours} hours`}. Sensitive actions ask for a sign-in within 10 minutes.`,
      decisions: ['0057'],
    },
    {
      id: 'audit-chain',
      name: 'Tamper-evident audit log',
      status: 'in place',
      statement: `${audit.entries} entries, hash-chained; checked when this pack was made: ${audit.intact ? 'intact' : `BROKEN at ${audit.firstBreak}`}; ${audit.anchors > 0 ? `signed daily anchors, the last on ${audit.lastAnchor}` : 'no signed anchor yet (the first comes after the next UTC midnight)'}. Kept ${platform.auditRetentionYears} years.`,
      decisions: ['0051', '0071'],
    },
    {
      id: 'archive',
      name: 'Archive of what visitors were served',
      status: 'in place',
      statement:
        archive.states > 0
          ? `${archive.states} served states kept since ${archive.oldest?.slice(0, 10)}, each kept ${platform.archiveRetentionYears} years after it ended; the examiner bundle exports them signed.`
          : `No served state archived yet in this workspace (a state is archived when a calculator is published). Each state is kept ${platform.archiveRetentionYears} years after it ends.`,
      decisions: ['0058'],
    },
    {
      id: 'retention',
      name: 'Lead retention',
      status: workspace.leadRetentionDays ? 'in place' : 'available, not turned on',
      statement: workspace.leadRetentionDays
        ? `Leads are deleted ${workspace.leadRetentionDays} days after they arrive.`
        : 'No retention period set: leads are kept until a member deletes or erases them.',
      decisions: ['0053', '0070'],
    },
    {
      id: 'encryption-in-transit',
      name: 'Encryption in transit',
      status: platform.baseUrl.startsWith('https://') ? 'in place' : 'not yet',
      statement: platform.baseUrl.startsWith('https://')
        ? `Served over HTTPS (${platform.baseUrl}); session cookies are Secure, HttpOnly, SameSite=Lax; webhooks go to https:// endpoints only.`
        : `This server’s public address is ${platform.baseUrl}: not HTTPS, so not encrypted in transit.`,
      decisions: ['0011', '0033'],
    },
    {
      id: 'encryption-at-rest',
      name: 'Encryption at rest',
      status: 'not yet',
      statement: postgres
        ? 'The database is PostgreSQL: disk encryption is the hosting operator’s and is not stated by the product. Second-factor secrets, SSO client secrets and DKIM keys are encrypted with the server’s secret; recovery codes are stored only as keyed hashes.'
        : 'Not yet: the embedded database (PGlite) writes plain files in the data directory. Second-factor secrets, SSO client secrets and DKIM keys are encrypted with the server’s secret; recovery codes are stored only as keyed hashes.',
      decisions: ['0066', '0068', '0077'],
    },
    {
      id: 'backups',
      name: 'Backups',
      status: 'not yet',
      statement: postgres
        ? 'Not yet a product function: backups of the PostgreSQL database are the operator’s; the product neither makes nor tests them.'
        : 'Not yet: the embedded database lives in one data directory that nothing copies; a copy of that directory while the server is stopped is the only backup.',
      decisions: [],
    },
    {
      id: 'signing-key',
      name: 'Signed records',
      status: 'in place',
      statement: `Receipts, vendor-review results, audit anchors, the examiner bundle and this pack are signed with Ed25519 key ${platform.keyId}, published at ${platform.keyUrl}.`,
      decisions: ['0049', '0071', '0083'],
    },
  ]
}
