import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md, loan amortization: $10,000 at 8% for 10 months pays 1,037.03 (×9), then
// 1,037.07; 370.34 of interest. Excel's PMT(8%/12, 10, 10000) = −1,037.03.
test('the reference loan: level payment from the formula, the final payment and the interest', async () => {
  const { step, figure } = await stepsFor('loan', 'principal=10000&rate=8&months=10')
  expect(step('Monthly rate r')).toBe('0.00666666666666667')
  expect(step('Level payment')).toMatch(/^\$1,037\.03 \(unrounded 1037\.0320/)
  expect(step('Final payment')).toBe('$1,037.07')
  expect(step('Total interest')).toBe('$370.34')
  expect(figure('Monthly payment')).toBe('$1,037.03')
})
