import { expect, test } from 'vitest'
import { stepsFor } from '../kit/steps-test-support'

// calculator-references.md: PMT(6%/12, 216, 0, 50000) = −129.08 (Excel's PMT documentation): $50,000 in
// 18 years at 6% from nothing saved needs $129.08 a month, end-of-month deposits. The same file's convention
// rounds a required deposit up to the cent so that the goal is met: 129.0812 → $129.09.
test('the annuity formula gives Excel’s 129.08…; the deposit, rounded up, meets the goal', async () => {
  const { step } = await stepsFor('savings-goal', 'goal=50000&savings=0&deposit=100&rate=6&months=216')
  expect(step('Monthly rate r')).toBe('0.005')
  expect(step('Required deposit, by the annuity formula')).toMatch(/^129\.081/)
  expect(step('Required monthly deposit')).toBe('$129.09')
  const balance = Number(step('Balance after 216 months')!.replace(/[$,]/g, ''))
  expect(balance).toBeGreaterThanOrEqual(50_000)
  // Month 1: 0 + 0 interest + the $100 deposit.
  expect(step('Month 1 with your deposit')).toBe('$100.00')
})
