import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'
import example from './example'

// Issue 12's worked example (example.ts), by calculator-references.md's affordability convention: $120,000 a
// year, 28/36, $600 of debts: budget min(2,800.00, 3,000.00) = $2,800.00; price $389,734 whose payment,
// each part rounded, is $2,799.99.
test('the worked example: the housing ratio limits the budget, the price is floored to $389,734', async () => {
  const { step, figure } = await stepsFor('home-affordability', example.search)
  expect(step('Housing-ratio budget')).toBe('$2,800.00')
  expect(step('Debt-ratio budget')).toBe('$3,000.00')
  expect(step('Monthly budget')).toBe('$2,800.00')
  expect(step('Left for the loan and the tax')).toBe('2650')
  expect(step('Price, unrounded')).toMatch(/^389734\./)
  expect(step('Affordable price')).toBe('$389,734.00')
  expect(step('Its monthly payment')).toBe('$2,260.26 + $389.73 + $150.00 = $2,799.99')
  expect(figure('')).toBe('$389,734')
})
