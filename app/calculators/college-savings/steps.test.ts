import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md: FV(12%/12, 12, −1000) = 12,682.50 (Excel's FV documentation): $1,000 at the end
// of each month for a year at 12%. The steps show the formula's 12,682.503… and, beside it, the savings the
// calculator projects with each month's interest rounded to the cent (its convention): a cent more.
test('a year of $1,000 contributions at 12%: the annuity formula gives Excel’s FV, the monthly rounding a cent more', async () => {
  const { step } = await stepsFor(
    'college-savings',
    'age=17&startAge=18&cost=10000&inflation=0&years=1&savings=0&monthly=1000&return=12',
  )
  expect(step('Years until college')).toBe('1')
  expect(step('Monthly return r')).toBe('0.01')
  expect(step('Savings by the annuity formula')).toMatch(/^12682\.503/)
  expect(step('Projected savings')).toBe('$12,682.51')
  expect(step('First year’s cost')).toBe('$10,000.00')
  expect(step('Surplus')).toBe('$2,682.51')
})
