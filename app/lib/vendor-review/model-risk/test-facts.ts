import { DEFAULT_LEAD_FIELDS } from '~/lib/leads/lead-fields'
import { errata } from '~/lib/accuracy/errata'
import type { CalculatorFacts, ModelRiskFacts, RunFacts } from './facts'

/** Facts as the server would read them, for the parts' unit tests: each test changes what it is about. */
export const WORKSPACE_ID = '00000000-0000-4000-8000-000000000045'

const creditCardErratum = errata.find((each) => each.calculator === 'credit-card-payoff' && each.fixedIn)!

export function loanCalculator(overrides: Partial<CalculatorFacts> = {}): CalculatorFacts {
  return {
    id: 'calc-loan',
    name: 'Consumer loans',
    type: 'loan',
    kind: 'registry',
    title: 'Loan Calculator',
    purpose: 'Monthly payment and total interest.',
    engineVersion: 1,
    revision: {
      number: 3,
      state: 'published',
      publishedAt: '2026-10-01T12:00:00.000Z',
      approvedBy: 'ann@bank.example',
      lang: 'es',
      disclosure: 'Rates from <script>First Bank</script>.',
      allowedOrigins: ['https://bank.example'],
      lead: { enabled: true, cta: 'Talk to us', consent: 'We may call you.', recipients: 2 },
      rateLinks: [{ param: 'rate', product: 'Auto loan 60 months' }],
    },
    method: [],
    formulas: [{ label: 'Monthly payment', formula: 'P · r ÷ (1 − (1 + r)^−n)', value: '$158.34' }],
    ranges: [
      { param: 'principal', label: 'Loan amount', defaultValue: '25000', min: 1000, max: 50000 },
      { param: 'rate', label: 'Interest rate', defaultValue: '6.5', min: null, max: null },
    ],
    invariants: ['The payments repay the principal to the cent.'],
    references: [
      {
        title: 'Regulation Z example',
        inputs: [],
        figure: 'Monthly payment',
        expected: '$53.90',
        computed: '$53.90',
        difference: '0.00',
        pass: true,
        source: {
          basis: 'regulation',
          document: '12 CFR 1026 (Regulation Z), Appendix J',
          section: '(c)(5)',
        },
      },
      {
        title: 'A case that fails',
        inputs: [],
        figure: 'Total interest',
        expected: '$10.00',
        computed: '$10.01',
        difference: '0.01',
        pass: false,
        source: { basis: 'convention', document: 'Calculator reference values (calculator-references.md)' },
      },
    ],
    random: {
      varies: 'everything',
      method: 'numpy-financial',
      cases: 200,
      figures: 600,
      exact: 600,
      mismatches: 0,
    },
    ...overrides,
  }
}

export function specialtyCalculator(): CalculatorFacts {
  return loanCalculator({
    id: 'calc-ladder',
    name: 'Ladder loans',
    type: 'specialty:ladder@2',
    kind: 'specialty',
    title: 'Ladder loan',
    engineVersion: 2,
    method: ['A loan whose rate steps up each year.'],
    formulas: [{ label: 'Payment', formula: 'pmt(rate / 12, months, -amount)', value: 'shown as currency' }],
    invariants: [],
    random: null,
    revision: {
      ...loanCalculator().revision,
      number: 1,
      state: 'draft',
      publishedAt: null,
      approvedBy: null,
      lang: 'en',
      rateLinks: [],
    },
  })
}

export function run(overrides: Partial<RunFacts> = {}): RunFacts {
  return {
    id: 'run-1',
    calculatorName: 'Consumer loans',
    calculatorType: 'loan',
    revisionNumber: 3,
    engineVersion: 1,
    reason: 'upload',
    fileName: 'loans.csv',
    inputSha256: 'a'.repeat(64),
    scenarios: 50,
    passed: 47,
    flagged: 3,
    refused: 0,
    rerunOf: null,
    actorEmail: 'ann@bank.example',
    ranAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  }
}

export function facts(overrides: Partial<ModelRiskFacts> = {}): ModelRiskFacts {
  return {
    generatedAt: '2026-11-29T05:00:00.000Z',
    generatedBy: 'olive@bank.example',
    since: '2026-01-01',
    workspace: {
      id: WORKSPACE_ID,
      name: 'Prairie Credit Union',
      createdAt: '2026-01-15T00:00:00.000Z',
      requireTwoFactor: false,
      requireSecondApprover: false,
      idleTimeoutMinutes: null,
      sessionLifetimeHours: null,
      leadRetentionDays: null,
      leadMailLinkOnly: true,
      leadFields: DEFAULT_LEAD_FIELDS,
      plan: 'institution',
    },
    calculators: [loanCalculator(), specialtyCalculator()],
    runs: [],
    errata: [
      creditCardErratum,
      { ...creditCardErratum, id: 'old', date: '2025-06-01', title: 'An older correction' },
    ],
    members: [
      { email: 'olive@bank.example', role: 'owner' },
      { email: 'ann@bank.example', role: 'approver' },
      { email: 'ed@bank.example', role: 'editor' },
    ],
    sso: null,
    audit: { entries: 42, intact: true, firstBreak: null, anchors: 3, lastAnchor: '2026-11-28' },
    archive: { states: 4, oldest: '2026-03-01T00:00:00.000Z' },
    ledger: { computedAt: '2026-11-29T04:00:00.000Z', seed: 20261127, casesPerCalculator: 200 },
    platform: {
      database: 'pglite',
      auditRetentionYears: 7,
      archiveRetentionYears: 2,
      keyId: '0123456789abcdef',
      keyUrl: 'http://localhost:3000/.well-known/brightline-receipt-key.pem',
      smtp: false,
      baseUrl: 'http://localhost:3000',
    },
    ...overrides,
  }
}
