import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md: pmt(0.075/12, 180, 200000) = −1854.024720 (numpy-financial's pmt docstring):
// $1,854.02 a month; half of it every two weeks is $927.01. 200,000 × 0.075 ÷ 26 = 576.923… → $576.92.
test('the monthly payment is numpy-financial’s pmt; half of it every two weeks', async () => {
  const { step, figure } = await stepsFor('biweekly', 'amount=200000&rate=7.5&years=15')
  expect(step('Monthly payment')).toBe('$1,854.02')
  expect(step('Biweekly payment')).toBe('$927.01')
  expect(step('First period’s interest')).toBe('$576.92')
  expect(figure('Biweekly payment')).toBe('$927.01')
})
