import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// Issue 12's worked example (the calculator's example.ts): $3,000 at 19.99%, $150 a month: 25 months and
// $679.36 of interest; the minimum (1% + interest, $25 floor): 176 months and $3,981.14. 19.99% ÷ 12 on
// $3,000 is 49.974999… in decimal arithmetic (calculator-references.md's rounding): $49.97.
test('the worked example, month one’s interest and minimum written out', async () => {
  const { step } = await stepsFor(
    'credit-card-payoff',
    'balance=3000&apr=19.99&payment=150&minPercent=1&minFloor=25',
  )
  expect(step('First month’s interest')).toBe('$49.97')
  // max(25, 49.97 + 30.00) = 79.97
  expect(step('First minimum payment')).toBe('$79.97')
  expect(step('Paying $150.00 a month')).toMatch(/^25 months, final payment /)
  expect(step('Interest paying $150.00')).toBe('$679.36')
  expect(step('Paying the minimum only')).toMatch(/^176 months/)
  expect(step('Interest paying the minimum')).toBe('$3,981.14')
  expect(step('Saved by the fixed payment')).toBe('151 months, $3,301.78')
})

// Issue 36 §4: a floor above what is owed asked $9,227.04 on a $301.57 debt; the minimum is capped at the
// balance plus its interest.
test('a floor above the balance asks no more than balance + interest', async () => {
  const { step } = await stepsFor(
    'credit-card-payoff',
    'balance=301.57&apr=12&payment=50&minPercent=1&minFloor=1000',
  )
  // 301.57 × 0.01 = 3.0157 → 3.02
  expect(step('First month’s interest')).toBe('$3.02')
  expect(step('First minimum payment')).toBe('$304.59')
})
