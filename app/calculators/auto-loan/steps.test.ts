import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'
import example from './example'

// Issue 12's worked example (example.ts), by calculator-references.md's auto-loan convention: sales tax on
// price − trade-in, (25,000 − 5,000) × 5% = $1,000.00; financed 25,000 − 2,000 − 5,000 + 1,000 + 300 =
// $19,300.00; $452.38 a month at 5.9% for 48 months, $2,414.11 of interest.
test('the worked example written out: tax on the net price, amount financed, payment, interest', async () => {
  const { step } = await stepsFor('auto-loan', example.search)
  expect(step('Sales tax')).toBe('$1,000.00')
  expect(step('Trade-in equity')).toBe('$5,000.00')
  expect(step('Amount financed P')).toBe('$19,300.00')
  expect(step('Level payment')).toMatch(/^\$452\.38 /)
  expect(step('Total interest')).toBe('$2,414.11')
})
