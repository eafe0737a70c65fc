import { computeApr } from './apr/engine'
import { aprDefaults } from './apr/schema'
import { computeBiweekly } from './biweekly/engine'
import { computeAutoLoan } from './auto-loan/engine'
import { autoLoanDefaults } from './auto-loan/schema'
import { computeHomeEquity } from './home-equity/engine'
import { homeEquityDefaults } from './home-equity/schema'
import { computeAutoLease } from './auto-lease/engine'
import { autoLeaseDefaults } from './auto-lease/schema'
import { computeCollegeSavings } from './college-savings/engine'
import { collegeSavingsDefaults } from './college-savings/schema'
import { computeCreditCard } from './credit-card-payoff/engine'
import { creditCardDefaults } from './credit-card-payoff/schema'
import { computeDebtPayoff } from './debt-payoff/engine'
import { debtPayoffDefaults } from './debt-payoff/schema'
import { computeAffordability } from './home-affordability/engine'
import { affordabilityDefaults } from './home-affordability/schema'
import { computeLoan } from './loan/engine'
import type { LoanInput } from './loan/schema'
import { computeMortgage } from './mortgage/engine'
import { mortgageDefaults } from './mortgage/schema'
import { computeMortgagePayoff } from './mortgage-payoff/engine'
import { mortgagePayoffDefaults } from './mortgage-payoff/schema'
import { computeMortgagePoints } from './mortgage-points/engine'
import { computeRefinance } from './refinance/engine'
import { refinanceDefaults } from './refinance/schema'
import { computeRetirementIncome } from './retirement-income/engine'
import { computeRmd } from './rmd/engine'
import { computeSavingsGoal } from './savings-goal/engine'
import { savingsGoalDefaults } from './savings-goal/schema'

const THIRTY_YEAR_LOAN: LoanInput = { principal: 350_000, apr: 6.875, months: 360 }

/** Median milliseconds of `run` (after a short warm-up). */
export function medianMs(run: () => unknown, iterations = 200): number {
  const runs = Math.max(1, Math.floor(Number.isFinite(iterations) ? iterations : 1))
  for (let warmup = 0; warmup < Math.min(runs, 50); warmup++) run()
  const times: number[] = []
  for (let index = 0; index < runs; index++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const middle = Math.floor(runs / 2)
  const upper = times[middle] ?? 0
  return runs % 2 === 1 ? upper : (upper + (times[middle - 1] ?? upper)) / 2
}

/** Median milliseconds to compute a 30-year loan with its full 360-row schedule (after a short warm-up). */
export function benchLoan(iterations = 200): number {
  const options = { today: '2025-01-15' }
  return medianMs(() => computeLoan(THIRTY_YEAR_LOAN, options), iterations)
}

/**
 * The longest recompute of each calculator added with the kit: full schedules at their longest usual terms
 * (a 30-year mortgage, a 300-month loan refinanced over 360, a card paid at the minimum for decades).
 */
export const heaviestRecomputes = {
  mortgage: () => computeMortgage(mortgageDefaults),
  'auto-loan': () => computeAutoLoan({ ...autoLoanDefaults, months: 84 }),
  'credit-card-payoff': () =>
    computeCreditCard({ ...creditCardDefaults, balance: 25_000, apr: 29.99, payment: 650 }),
  refinance: () => computeRefinance(refinanceDefaults),
  'savings-goal': () => computeSavingsGoal({ ...savingsGoalDefaults, goal: 1_000_000, months: 600 }),
  'home-affordability': () => computeAffordability(affordabilityDefaults),
  apr: () => computeApr({ ...aprDefaults, months: 480 }),
  'home-equity': () => computeHomeEquity({ ...homeEquityDefaults, years: 30 }),
  // Five debts at exactly the sum of the minimums: neither strategy ends, both run the full 600 months.
  'debt-payoff': () =>
    computeDebtPayoff({
      ...debtPayoffDefaults,
      budget: 921,
      b4: 15_000,
      r4: 12,
      m4: 150,
      b5: 90_000,
      r5: 9,
      m5: 400,
    }),
  // 480 months, twice: the schedule with extras (a small extra barely shortens it) and the baseline.
  'mortgage-payoff': () => computeMortgagePayoff({ ...mortgagePayoffDefaults, months: 480, extra: 1 }),
  // A 40-year loan: 480 monthly rows and about 900 biweekly ones.
  biweekly: () => computeBiweekly({ amount: 300_000, rate: 6.5, years: 40 }),
  'college-savings': () =>
    computeCollegeSavings({ ...collegeSavingsDefaults, age: 0, startAge: 25, years: 8, inflation: 4.75 }),
  rmd: () => computeRmd({ age: 73, balance: 2_500_000, return: 6.25, years: 30 }),
  'retirement-income': () =>
    computeRetirementIncome({ savings: 1_000_000, withdrawal: 3_000, return: 6, increase: 2.75, years: 60 }),
  'auto-lease': () => computeAutoLease({ ...autoLeaseDefaults, apr: 5.99, months: 84 }),
  'mortgage-points': () =>
    computeMortgagePoints({
      amount: 400_000,
      months: 480,
      rate: 7,
      pointsRate: 6.625,
      points: 1.5,
      pointCost: 1,
      holdYears: 7,
    }),
} as const

/** Median milliseconds of each calculator's heaviest recompute. */
export function benchCalculators(iterations = 200): Record<keyof typeof heaviestRecomputes, number> {
  const entries = Object.entries(heaviestRecomputes).map(([name, run]) => [name, medianMs(run, iterations)])
  return Object.fromEntries(entries) as Record<keyof typeof heaviestRecomputes, number>
}
