import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// $400,000 home, 80% CLTV → $320,000; less the $250,000 mortgage → $70,000 of equity. $50,000 at 7.5% for
// 15 years: a quarter of calculator-references.md's pmt(0.075/12, 180, 200000) = 1854.024720, 463.506… →
// $463.51. CLTV after: 300,000 ÷ 400,000 = 75.00%.
test('the equity limit, the loan’s payment (the reference pmt scaled) and the CLTV after', async () => {
  const { step } = await stepsFor(
    'home-equity',
    'value=400000&balance=250000&cltv=80&wanted=50000&rate=7.5&years=15',
  )
  expect(step('Most all loans may total')).toBe('$320,000.00')
  expect(step('Equity you can borrow')).toBe('$70,000.00')
  expect(step('Loan')).toBe('$50,000.00')
  expect(step('Monthly payment')).toBe('$463.51')
  expect(step('Combined loan-to-value after')).toBe('75.00%')
})
