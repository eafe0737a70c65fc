import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

const ONE_YEAR = 'age=66&retireAge=67&mode=monthly&match=0&inflation=0&withdrawal=0&timing=end&returnAfter=4'

// calculator-references.md: FV(12%/12, 12, −1000) = 12,682.50 (Excel's FV documentation).
test('a year of $1,000 a month at 12%, paid at the end of each month: Excel’s FV', async () => {
  const { step } = await stepsFor('retirement', `${ONE_YEAR}&savings=0&monthly=1000&return=12`)
  expect(step('Monthly return i')).toBe('0.01')
  expect(step('Year-end value of $1 a month')).toMatch(/^12\.6825/)
  expect(step('Balance after year 1')).toBe('$12,682.50')
})

// calculator-references.md: fv(0.05/12, 120, −100, −100) = 15,692.928894 (numpy-financial's fv docstring).
test('$100 saved and $100 a month for ten years at 5%: numpy-financial’s fv', async () => {
  const query = 'age=57&retireAge=67&mode=monthly&match=0&inflation=0&withdrawal=0&timing=end&returnAfter=4'
  const { step } = await stepsFor('retirement', `${query}&savings=100&monthly=100&return=5`)
  expect(step('Balance at retirement (after 10 years)')).toBe('$15,692.93')
})
