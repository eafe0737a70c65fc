import { defineSteps, levelPaymentSteps, money } from '../kit/steps'
import { computeMortgage } from './engine'
import type { MortgageInput } from './schema'

export default defineSteps<MortgageInput>((values) => {
  const result = computeMortgage(values)
  const months = values.years * 12
  return [
    { label: 'Loan amount P', formula: 'home price − down payment', value: money(result.loanAmount) },
    { label: 'Number of payments n', formula: `${values.years} years × 12`, value: String(months) },
    ...levelPaymentSteps(result.loanAmount, values.apr, months, {
      final: result.finalPayment,
      interest: result.totalInterest,
    }),
    {
      label: 'Monthly property tax',
      formula: `price × ${values.taxRate}% ÷ 12`,
      value: money(result.monthlyTax),
    },
    { label: 'Monthly insurance', formula: 'yearly insurance ÷ 12', value: money(result.monthlyInsurance) },
    {
      label: 'Monthly PMI',
      formula: `loan × ${values.pmiRate}% ÷ 12 when the down payment is under 20% of the price`,
      value: money(result.monthlyPmi),
    },
    {
      label: 'First month’s total',
      formula: 'principal and interest + tax + insurance + PMI + HOA',
      value: money(result.firstMonthTotal),
    },
  ]
})
