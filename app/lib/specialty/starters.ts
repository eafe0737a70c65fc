import cd from '~/lib/formulas/examples/cd.json'
import certificateLadder from '~/lib/formulas/examples/certificate-ladder.json'
import debtConsolidation from '~/lib/formulas/examples/debt-consolidation.json'
import helocInterestOnly from '~/lib/formulas/examples/heloc-interest-only.json'
import holidayClub from '~/lib/formulas/examples/holiday-club.json'
import loan from '~/lib/formulas/examples/loan.json'
import rentVsBuy from '~/lib/formulas/examples/rent-vs-buy.json'
import savingsGoal from '~/lib/formulas/examples/savings-goal.json'
import shareCertificate from '~/lib/formulas/examples/share-certificate.json'
import shareSecuredLoan from '~/lib/formulas/examples/share-secured-loan.json'
import skipAPayment from '~/lib/formulas/examples/skip-a-payment.json'

/**
 * The definitions a new specialty calculator can start from: the three registry calculators rebuilt, then the
 * credit-union templates (issue 46 §2; their worked examples are explained in docs/templates.md).
 */
export const STARTERS = {
  loan: { label: 'Loan payment', document: loan },
  cd: { label: 'Certificate of deposit', document: cd },
  'savings-goal': { label: 'Savings goal', document: savingsGoal },
  'share-certificate': { label: 'Share certificate (dividends and APY)', document: shareCertificate },
  'certificate-ladder': { label: 'Share certificate ladder', document: certificateLadder },
  'skip-a-payment': { label: 'Skip-a-payment (fee vs extra interest)', document: skipAPayment },
  'share-secured-loan': { label: 'Share-secured loan', document: shareSecuredLoan },
  'heloc-interest-only': { label: 'HELOC: interest-only draw, then repayment', document: helocInterestOnly },
  'holiday-club': { label: 'Holiday club savings', document: holidayClub },
  'debt-consolidation': { label: 'Debt consolidation loan', document: debtConsolidation },
  'rent-vs-buy': { label: 'Rent or buy', document: rentVsBuy },
} as const

export type StarterKey = keyof typeof STARTERS

/** The credit-union templates of issue 46 §2, in the order the "Start from" list shows them. */
export const CREDIT_UNION_TEMPLATES = [
  'share-certificate',
  'certificate-ladder',
  'skip-a-payment',
  'share-secured-loan',
  'heloc-interest-only',
  'holiday-club',
  'debt-consolidation',
  'rent-vs-buy',
] as const satisfies readonly StarterKey[]

export function isStarter(key: string): key is StarterKey {
  return Object.hasOwn(STARTERS, key)
}
