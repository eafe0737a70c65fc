import cd from '~/lib/formulas/examples/cd.json'
import loan from '~/lib/formulas/examples/loan.json'
import savingsGoal from '~/lib/formulas/examples/savings-goal.json'

/** The definitions a new specialty calculator can start from: the three registry calculators rebuilt. */
export const STARTERS = {
  loan: { label: 'Loan payment', document: loan },
  cd: { label: 'Certificate of deposit', document: cd },
  'savings-goal': { label: 'Savings goal', document: savingsGoal },
} as const

export type StarterKey = keyof typeof STARTERS

export function isStarter(key: string): key is StarterKey {
  return Object.hasOwn(STARTERS, key)
}
