import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md: $10,000 at 8% for 10 months pays 1,037.03 and 370.34 of interest; break-even =
// closing costs ÷ monthly saving, rounded up. At 0% over 10 months the new payment is 1,000.00, a saving of
// 37.03 a month: $100 of costs is repaid after ⌈2.70⌉ = 3 payments.
test('the reference loan refinanced at 0%: saving 37.03, break-even month 3', async () => {
  const { step } = await stepsFor(
    'refinance',
    'balance=10000&rate=8&months=10&newRate=0&newMonths=10&costs=100&rollCosts=0',
  )
  expect(step('Current payment')).toBe('$1,037.03')
  expect(step('Interest left on the current loan')).toBe('$370.34')
  expect(step('New payment')).toBe('$1,000.00')
  expect(step('Monthly saving')).toBe('$37.03')
  expect(step('Break-even month')).toMatch(/^3 \(2\.700/)
  expect(step('Lifetime savings')).toBe('$270.34')
})
