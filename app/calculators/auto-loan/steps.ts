import { defineSteps, levelPaymentSteps, money } from '../kit/steps'
import { computeAutoLoan } from './engine'
import type { AutoLoanInput } from './schema'

export default defineSteps<AutoLoanInput>((values) => {
  const result = computeAutoLoan(values)
  return [
    {
      label: 'Sales tax',
      formula: `(price − trade-in) × ${values.salesTax}%, rounded to the cent`,
      value: money(result.salesTax),
    },
    {
      label: 'Trade-in equity',
      formula: 'trade-in value − amount owed on it',
      value: money(result.tradeInEquity),
    },
    {
      label: 'Amount financed P',
      formula: 'price + sales tax + fees − down payment − trade-in equity',
      value: money(result.amountFinanced),
    },
    { label: 'Number of payments n', formula: 'term in months', value: String(values.months) },
    ...levelPaymentSteps(result.amountFinanced, values.apr, values.months, {
      final: result.finalPayment,
      interest: result.totalInterest,
    }),
  ]
})
