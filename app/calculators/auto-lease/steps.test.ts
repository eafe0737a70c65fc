import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md: money factor = APR ÷ 2400 (LeaseGuide; Regulation M's terms, 12 CFR 1013.4).
// $35,000 price + $695 fee − $3,000 down = $32,695; residual 58% of $38,000 = $22,040; 36 months:
// depreciation (32,695 − 22,040) ÷ 36 = 295.97; rent (32,695 + 22,040) × 0.0025 = 136.84 (136.8375).
test('the money factor is APR ÷ 2400, and each Regulation M amount follows', async () => {
  const query = 'msrp=38000&price=35000&down=3000&tradeIn=0&residual=58&apr=6&months=36&tax=0&acqFee=695'
  const { step, figure } = await stepsFor('auto-lease', query)
  expect(step('Money factor')).toBe('0.0025')
  expect(step('Adjusted capitalized cost')).toBe('$32,695.00')
  expect(step('Residual value')).toBe('$22,040.00')
  expect(step('Monthly depreciation')).toBe('$295.97')
  expect(step('Monthly rent charge')).toBe('$136.84')
  expect(step('Monthly payment')).toBe('$432.81')
  expect(figure('Total monthly payment')).toBe('$432.81')
})
