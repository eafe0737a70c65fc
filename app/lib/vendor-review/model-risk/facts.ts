import type { CalculationStep } from '~/calculators/kit/steps'
import type { LeadFieldSetting } from '~/lib/leads/lead-fields'
import type { Erratum } from '~/lib/accuracy/errata'
import type { LedgerCase, LedgerRandomCheck } from '~/lib/accuracy/types'

/**
 * Everything the model-risk pack says, read from the product for one workspace at one time (facts.server.ts).
 * Each part and the questionnaire are pure functions of these facts, so they cannot say different things.
 */
export interface ModelRiskFacts {
  /** ISO 8601, UTC: the time every part is dated with. */
  generatedAt: string
  generatedBy: string
  /** yyyy-mm-dd: the start of the monitoring period (errata, engine changes and re-runs since then). */
  since: string
  workspace: WorkspaceFacts
  calculators: CalculatorFacts[]
  runs: RunFacts[]
  /** Corrections of the workspace's calculator types (all dates; the monitoring part keeps those since). */
  errata: Erratum[]
  members: { email: string; role: string }[]
  sso: SsoFacts | null
  audit: {
    entries: number
    intact: boolean
    firstBreak: string | null
    anchors: number
    lastAnchor: string | null
  }
  archive: { states: number; oldest: string | null }
  ledger: { computedAt: string; seed: number; casesPerCalculator: number }
  platform: PlatformFacts
}

export interface WorkspaceFacts {
  id: string
  name: string
  createdAt: string
  requireTwoFactor: boolean
  requireSecondApprover: boolean
  idleTimeoutMinutes: number | null
  sessionLifetimeHours: number | null
  leadRetentionDays: number | null
  leadMailLinkOnly: boolean
  leadFields: LeadFieldSetting
  plan: string | null
}

/** What the running server knows of itself: where data lives, how long it is kept, the signing key. */
export interface PlatformFacts {
  database: 'pglite' | 'postgres'
  auditRetentionYears: number
  archiveRetentionYears: number
  keyId: string
  keyUrl: string
  /** Mail leaves by SMTP (else it is written to files: development). */
  smtp: boolean
  baseUrl: string
}

export interface SsoFacts {
  protocol: 'OpenID Connect' | 'SAML 2.0'
  required: boolean
  trustProviderMfa: boolean
  domainProved: 'admin' | 'dns' | null
}

export interface InputRange {
  param: string
  label: string
  /** The value a visitor sees before typing, as configured. */
  defaultValue: string
  min: number | null
  max: number | null
}

export interface CalculatorFacts {
  id: string
  name: string
  type: string
  kind: 'registry' | 'specialty'
  title: string
  purpose: string
  engineVersion: number
  revision: {
    number: number
    state: string
    publishedAt: string | null
    approvedBy: string | null
    lang: string
    disclosure: string
    allowedOrigins: string[]
    lead: { enabled: boolean; cta: string; consent: string; recipients: number }
    rateLinks: { param: string; product: string }[]
  }
  /** The calculator's own "How it is calculated" texts, or a specialty definition's description. */
  method: string[]
  /** The calculation written out at the configured defaults, or a specialty definition's formulas. */
  formulas: CalculationStep[]
  ranges: InputRange[]
  /** What the calculator guarantees for every input (checked by property tests). */
  invariants: readonly string[]
  references: LedgerCase[]
  random: LedgerRandomCheck | null
}

export interface RunFacts {
  id: string
  calculatorName: string
  calculatorType: string
  revisionNumber: number
  engineVersion: number
  reason: 'upload' | 'rerun' | 'engine-change'
  fileName: string
  inputSha256: string
  scenarios: number
  passed: number
  flagged: number
  refused: number
  rerunOf: string | null
  actorEmail: string
  ranAt: string
}
