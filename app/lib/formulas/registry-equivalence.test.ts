import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { computeCdSummary } from '~/calculators/cd/engine'
import { Decimal } from '~/calculators/money'
import { COMPOUNDING_OPTIONS, PERIODS_PER_YEAR } from '~/calculators/cd/schema'
import { computeLoanSummary } from '~/calculators/loan/engine'
import { computeSavingsGoal } from '~/calculators/savings-goal/engine'
import { checkDefinition } from './check-definition'
import { computeDefinition, type ResultOutcome } from './compute-definition'
import type { SpecialtyCalculator } from './definition-schema'

// The proof of issue 37: the loan, CD and savings-goal calculators rebuilt as definitions give the registry
// engines' figures to the cent on 200 random inputs each.
const RUNS = 200

function definition(file: string): SpecialtyCalculator {
  const check = checkDefinition(
    JSON.parse(readFileSync(new URL(`./examples/${file}`, import.meta.url), 'utf8')),
  )
  expect(check.problems).toEqual([])
  if (!check.ok) throw new Error(`${file} does not check`)
  return check.definition
}

function figures(outcome: ReturnType<typeof computeDefinition>): Record<string, number | undefined> {
  if (!outcome.ok) throw new Error(outcome.problems.map((problem) => problem.message).join(' '))
  const values: Record<string, number | undefined> = {}
  for (const [id, result] of Object.entries<ResultOutcome>(outcome.results)) {
    values[id] = result.ok ? Number(result.value) : undefined
  }
  return values
}

const cents = (max: number, min = 1) => fc.integer({ min, max }).map((value) => value / 100)
const percent = (max: number) => fc.integer({ min: 0, max: max * 1000 }).map((value) => value / 1000)

describe('definitions match the registry engines to the cent', () => {
  test('loan', () => {
    const loan = definition('loan.json')
    const inputs = fc.record({
      principal: fc.oneof(cents(10_000_000), cents(10_000_000_000)),
      apr: fc.oneof(percent(100), percent(12)),
      months: fc.integer({ min: 1, max: 600 }),
    })
    fc.assert(
      fc.property(inputs, (input) => {
        const engine = computeLoanSummary(input, { today: '2030-01-15' })
        expect(figures(computeDefinition(loan, input))).toEqual({
          monthly_payment: engine.monthlyPayment,
          number_of_payments: engine.numberOfPayments,
          total_interest: engine.totalInterest,
          total_paid: engine.totalPaid,
          final_payment: engine.finalPayment,
          // The APR as the disclosure shows it: in percent, to two decimals.
          annual_rate: new Decimal(input.apr).toDecimalPlaces(2).toNumber(),
        })
      }),
      { numRuns: RUNS },
    )
  })

  test('certificate of deposit', () => {
    const cd = definition('cd.json')
    const term = fc.oneof(
      fc.record({ termUnit: fc.constant('months' as const), term: fc.integer({ min: 1, max: 120 }) }),
      fc.record({ termUnit: fc.constant('days' as const), term: fc.integer({ min: 1, max: 3650 }) }),
    )
    const inputs = fc.record({
      deposit: fc.oneof(cents(10_000_000), cents(10_000_000_000)),
      apr: fc.oneof(percent(100), percent(10)),
      compounding: fc.constantFrom(...COMPOUNDING_OPTIONS),
      term,
    })
    fc.assert(
      fc.property(inputs, ({ deposit, apr, compounding, term: { term, termUnit } }) => {
        const engine = computeCdSummary({ deposit, apr, compounding, term, termUnit })
        const values = {
          deposit,
          apr,
          term,
          term_unit: termUnit === 'days' ? 365 : 12,
          compounding: PERIODS_PER_YEAR[compounding],
        }
        expect(figures(computeDefinition(cd, values))).toEqual({
          maturity_value: engine.maturityValue,
          interest_earned: engine.interestEarned,
          apy: engine.apy,
        })
      }),
      { numRuns: RUNS },
    )
  })

  test('savings goal', () => {
    const savingsGoal = definition('savings-goal.json')
    const inputs = fc.record({
      goal: fc.oneof(cents(10_000_000), cents(10_000_000_000)),
      savings: fc.oneof(cents(1_000_000, 0), cents(10_000_000_000, 0), fc.constant(0)),
      deposit: fc.oneof(cents(500_000, 0), cents(100_000_000, 0), fc.constant(0)),
      apr: fc.oneof(percent(50), percent(8), fc.constant(0)),
      months: fc.integer({ min: 1, max: 600 }),
    })
    fc.assert(
      fc.property(inputs, (input) => {
        const engine = computeSavingsGoal(input)
        // Past 2^53 cents (about $90 trillion) the engine's whole-cent numbers are no longer exact, and it can be
        // a cent off where the definition (in decimal) is not: such balances are left out of the comparison.
        fc.pre(Math.max(engine.requiredBalance, engine.balanceAtGoal ?? 0) * 100 < Number.MAX_SAFE_INTEGER)
        expect(figures(computeDefinition(savingsGoal, input))).toEqual({
          months_to_goal: engine.monthsToGoal,
          balance_at_goal: engine.balanceAtGoal,
          required_deposit: engine.requiredDeposit,
          required_balance: engine.requiredBalance,
        })
      }),
      { numRuns: RUNS },
    )
  })
})
