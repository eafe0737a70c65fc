import { computeRetirement } from './engine'
import { retirementDefaults } from './schema'

// Saving from 18 to 70, then 40 years of withdrawals.
export default function heaviestRecompute() {
  return computeRetirement({
    ...retirementDefaults,
    currentAge: 18,
    retirementAge: 70,
    yearsInRetirement: 40,
  })
}
