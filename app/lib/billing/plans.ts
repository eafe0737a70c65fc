/*
 * The one plan catalogue (decision 0074): the pricing page, the trial, the limits and the order read it.
 * Amounts are whole cents; `null` as a limit means "no limit".
 */
export const PLAN_IDS = ['starter', 'growth', 'institution'] as const
export type PlanId = (typeof PLAN_IDS)[number]
export type Term = 'monthly' | 'annual'

export type PlanLimits = {
  calculators: number | null
  seats: number | null
  /** Calculator views a calendar month (UTC), counted as the Usage tab counts them. */
  monthlyViews: number
  /** Leads a calendar month; null: every lead. */
  monthlyLeads: number | null
  webhooks: number | null
  customLeadFields: number | null
  languages: number
  specialtyCalculators: number
}

export type Plan = {
  id: PlanId
  name: string
  summary: string
  monthlyCents: number
  annualCents: number
  limits: PlanLimits
  featured?: boolean
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    summary: 'A few branded calculators on one site, for a small credit union or community bank.',
    monthlyCents: 4900,
    annualCents: 49000,
    limits: {
      calculators: 3,
      seats: 3,
      monthlyViews: 10_000,
      monthlyLeads: 250,
      webhooks: 1,
      customLeadFields: 3,
      languages: 1,
      specialtyCalculators: 0,
    },
  },
  {
    id: 'growth',
    name: 'Growth',
    summary: 'Calculators across your lending and deposit pages, in English and Spanish, with your team.',
    monthlyCents: 12900,
    annualCents: 129000,
    featured: true,
    limits: {
      calculators: 12,
      seats: 10,
      monthlyViews: 50_000,
      monthlyLeads: 2_000,
      webhooks: 3,
      customLeadFields: 10,
      languages: 2,
      specialtyCalculators: 1,
    },
  },
  {
    id: 'institution',
    name: 'Institution',
    summary: 'Every calculator, every branch and department, and calculators built to your products.',
    monthlyCents: 29900,
    annualCents: 299000,
    limits: {
      calculators: null,
      seats: 30,
      monthlyViews: 250_000,
      monthlyLeads: null,
      webhooks: 10,
      customLeadFields: null,
      languages: 2,
      specialtyCalculators: 3,
    },
  },
]

/** What every plan has: none of these is sold as an upgrade. */
export const EVERY_PLAN_INCLUDES = [
  'Two-factor sign-in and passkeys for every member',
  'Single sign-on (SAML or OpenID Connect)',
  'The audit log, exportable as CSV or JSON',
  'The archive of every state your visitors were served',
  'Accuracy receipts and the public accuracy ledger',
  'Approval by your own team before anything is published',
  'No set-up fee; invoiced net 30, paid by ACH or cheque',
] as const

/**
 * The websites' "Monthly Management" (the pricing page's website plan): ordered and invoiced like a
 * calculator plan, monthly only, and no calculator limits come with it.
 */
export const WEBSITE_MANAGEMENT = {
  id: 'website-management',
  name: 'Website Monthly Management',
  monthlyCents: 6500,
  includes: [
    "A custom-built site matching your business's colour, font and style",
    'Ongoing maintenance and updates',
    'Priority technical support',
    'Content updates',
    'Custom revisions',
    'Personalised service',
    'Mobile-responsive design',
  ],
} as const

export const TRIAL_DAYS = 30
/** Published calculators keep serving this long after a trial ends, with a notice to owners only. */
export const GRACE_DAYS = 14
/** The most a vendor admin extends a trial by at once (/admin/billing). */
export const MAX_TRIAL_EXTENSION_DAYS = 90
/** The trial runs on this plan: everything a client can buy, to be tried on its own rates. */
export const TRIAL_PLAN: PlanId = 'institution'

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value)
}

export function planById(id: PlanId): Plan {
  return PLANS.find((plan) => plan.id === id)!
}

export function priceCents(plan: Plan, term: Term): number {
  return term === 'annual' ? plan.annualCents : plan.monthlyCents
}

/** What a year costs monthly minus the annual price, in cents. */
export function annualSavingsCents(plan: Plan): number {
  return plan.monthlyCents * 12 - plan.annualCents
}

/**
 * "$1,290" for whole dollars, "$12.50" otherwise. Whole-cent integers only (no division of a float), and no
 * decimal.js here: the prerendered pricing page ships this module to the browser.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not whole cents: ${cents}`)
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = cents % 100
  return `$${whole}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`
}

export function formatLimit(value: number | null, unit: string): string {
  return value === null ? `Unlimited ${unit}` : `${value.toLocaleString('en-US')} ${unit}`
}

/** The websites' "Monthly Management" plan (the spec's $65 a month), invoiced like the calculator plans. */
export const WEBSITE_MANAGEMENT_CENTS = 6500
