import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md, loan amortization: $10,000 at 8% for 10 months pays 1,037.03 nine times and
// 1,037.07 last, 370.34 of interest. Without fees or points the finance charge is that interest, APR 8.000%.
test('no fees or points: finance charge = the reference loan’s interest, APR = the note rate', async () => {
  const { step, figure } = await stepsFor('apr', 'amount=10000&rate=8&months=10&fees=0&points=0')
  expect(step('Level payment')).toMatch(/^\$1,037\.03 /)
  expect(step('Final payment')).toBe('$1,037.07')
  expect(step('Total of payments')).toBe('$10,370.34')
  expect(step('Finance charge')).toBe('$370.34')
  expect(step('APR')).toBe('8.000%')
  expect(figure('APR')).toContain('8')
})

test('fees and points lower the amount financed; the payments’ present value at i lands on it', async () => {
  const { step } = await stepsFor('apr', 'amount=300000&rate=6.5&months=360&fees=3000&points=1')
  expect(step('Cost of the points')).toBe('$3,000.00')
  expect(step('Prepaid finance charges')).toBe('$6,000.00')
  expect(step('Amount financed')).toBe('$294,000.00')
  // APR rounded to 3 decimals moves the present value by a few dollars at most on $294,000.
  const presentValue = Number(step('Check: present value')!.replace(/[$,]/g, ''))
  expect(Math.abs(presentValue - 294_000)).toBeLessThan(50)
})
