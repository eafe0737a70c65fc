import { computeDebtPayoff } from './engine'
import { debtPayoffDefaults } from './schema'

// Five debts at exactly the sum of the minimums: neither strategy ends, both run the full 600 months.
export default function heaviestRecompute() {
  return computeDebtPayoff({
    ...debtPayoffDefaults,
    budget: 921,
    b4: 15_000,
    r4: 12,
    m4: 150,
    b5: 90_000,
    r5: 9,
    m5: 400,
  })
}
