import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'
import example from './example'

// Issue 12's worked example (example.ts), by calculator-references.md's mortgage convention: loan = price −
// down = $270,000; tax 300,000 × 1.25% ÷ 12 = $312.50; PMI 270,000 × 0.6% ÷ 12 = $135.00 (10% down);
// P&I $1,796.32 at 7% over 360 months; first month $2,343.82.
test('the worked example written out: loan, P&I, tax, insurance, PMI and the first month', async () => {
  const { step } = await stepsFor('mortgage', example.search)
  expect(step('Loan amount P')).toBe('$270,000.00')
  expect(step('Number of payments n')).toBe('360')
  expect(step('Level payment')).toMatch(/^\$1,796\.32 /)
  expect(step('Monthly property tax')).toBe('$312.50')
  expect(step('Monthly insurance')).toBe('$100.00')
  expect(step('Monthly PMI')).toBe('$135.00')
  expect(step('First month’s total')).toBe('$2,343.82')
})
