import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md: Uniform Lifetime Table divisors from 2022, 75 → 24.6 (IRS Pub. 590-B Table III).
test('age 75 divides last year’s balance by 24.6', async () => {
  const { step, figure } = await stepsFor('rmd', 'age=75&balance=500000&return=5&years=10')
  expect(step('Divisor at age 75')).toBe('24.6')
  // 500,000 ÷ 24.6 = 20,325.203… → $20,325.20
  expect(step('This year’s RMD')).toBe('$20,325.20')
  // (500,000 − 20,325.20) × 1.05 = 503,658.54; age 76 → 23.7
  expect(step('Next year’s balance')).toBe('$503,658.54')
  expect(step('Next year’s RMD (age 76)')).toBe('$21,251.42')
  // The page's own figure is the step's value.
  expect(figure('This year’s RMD')).toBe(step('This year’s RMD'))
})
