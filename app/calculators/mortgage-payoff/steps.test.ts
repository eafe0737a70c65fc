import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md, loan amortization: $2,500 at 8.24% for 12 months pays 217.75; row 1: interest
// 17.17; total interest 112.97. With $100 extra a month, month 1 leaves 2,500 + 17.17 − 217.75 − 100.
test('the reference loan’s payment, first interest and total; an extra $100 a month written out', async () => {
  const plain = await stepsFor(
    'mortgage-payoff',
    'balance=2500&rate=8.24&months=12&extra=0&extraYearly=0&lump=0',
  )
  expect(plain.step('Scheduled payment')).toBe('$217.75')
  expect(plain.step('Month 1 interest')).toBe('$17.17')
  expect(plain.step('Interest without extras')).toBe('$112.97')
  expect(plain.step('Months with the extras')).toBe('12 of 12 (0 saved), the last $217.72')
  const extra = await stepsFor(
    'mortgage-payoff',
    'balance=2500&rate=8.24&months=12&extra=100&extraYearly=0&lump=0',
  )
  expect(extra.step('Balance after month 1')).toBe('$2,199.42')
})
