import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

const DEBTS = 'budget=600&b1=4500&r1=24.99&m1=135&b2=1200&r2=19.9&m2=40&b3=9800&r3=7.5&m3=196'

// By hand, calculator-references.md's rule (balance × APR ÷ 12, rounded half-up): 4,500 × 24.99% ÷ 12 =
// 93.7125 → 93.71; 1,200 × 19.9% ÷ 12 = 19.90; 9,800 × 7.5% ÷ 12 = 61.25: $174.86 in month 1.
test('three debts: month one’s interest by hand, both orders, the avalanche pays the highest APR first', async () => {
  const { step } = await stepsFor('debt-payoff', DEBTS)
  expect(step('Total owed')).toBe('$15,500.00')
  expect(step('Month 1 interest')).toBe('$174.86')
  expect(step('Avalanche')).toMatch(
    /paid off: Debt 1 \(month 15\) → Debt 2 \(month 17\) → Debt 3 \(month 30\)$/,
  )
  expect(step('Snowball')).toMatch(/paid off: Debt 2 \(month \d+\) → Debt 1/)
})

test('a budget below the minimums says so', async () => {
  const { step } = await stepsFor('debt-payoff', DEBTS.replace('budget=600', 'budget=300'))
  expect(step('Budget against the minimums')).toBe('$300.00 < $371.00')
})
