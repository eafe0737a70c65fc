import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md: $1,000,000 at 5%/12 with $6,000 a month lasts 285.14 months (annuity NPER);
// 285 withdrawals + 854.22 in month 286.
test('the annuity count and the month-by-month count agree with the reference', async () => {
  const { step } = await stepsFor(
    'retirement-income',
    'savings=1000000&withdrawal=6000&return=5&increase=0&years=25',
  )
  expect(step('Months the savings last (annuity formula)')).toMatch(/^285\.14/)
  expect(step('Months the savings last (month by month')).toBe(
    '285 months paid in full, then $854.22 in month 286',
  )
  // Month 1: 1,000,000 × 0.05 ÷ 12 = 4,166.666… → $4,166.67
  expect(step('Month 1 interest')).toBe('$4,166.67')
  expect(step('Balance after month 1')).toBe('$998,166.67')
})
