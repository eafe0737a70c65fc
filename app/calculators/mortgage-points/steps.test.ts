import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md: pmt(0.075/12, 180, 200000) = −1854.024720 → $1,854.02 without points. One point
// at 1% of $200,000 costs $2,000.00; at 7.25% the payment is $1,825.73, a saving of $28.29 a month:
// break-even ⌈2,000 ÷ 28.29⌉ = ⌈70.70⌉ = 71.
test('the payment without points is the reference pmt; the cost and break-even follow', async () => {
  const { step } = await stepsFor(
    'mortgage-points',
    'amount=200000&months=180&rate=7.5&pointsRate=7.25&points=1&pointCost=1&holdYears=7',
  )
  expect(step('Payment without points')).toBe('$1,854.02')
  expect(step('Payment with points')).toBe('$1,825.73')
  expect(step('Monthly saving')).toBe('$28.29')
  expect(step('Cost of the points')).toBe('$2,000.00')
  expect(step('Break-even month')).toMatch(/^71 \(70\.69/)
})
