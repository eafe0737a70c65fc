import { defineSteps, levelPaymentSteps, money } from '../kit/steps'
import { roundCents } from '../money'
import { computeLoanSummary } from './engine'
import type { LoanInput } from './schema'

export default defineSteps<LoanInput>((values) => {
  const result = computeLoanSummary(values, { today: '2026-01-01' })
  const principal = roundCents(values.principal)
  return [
    { label: 'Amount borrowed P', formula: 'principal, rounded to the cent', value: money(principal) },
    { label: 'Number of payments n', formula: 'term in months', value: String(values.months) },
    ...levelPaymentSteps(principal, values.apr, values.months, {
      final: result.finalPayment,
      interest: result.totalInterest,
    }),
  ]
})
