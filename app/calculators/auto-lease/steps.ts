import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeAutoLease } from './engine'
import type { AutoLeaseInput } from './schema'

/** A closed-end lease's payment in Regulation M's terms (ten-calculators.md §9), each amount as the engine rounds it. */
export default defineSteps<AutoLeaseInput>((values) => {
  const result = computeAutoLease(values)
  const factor = values.mf === undefined ? new Decimal(values.apr).div(2400) : new Decimal(values.mf)
  return [
    {
      label: 'Gross capitalized cost',
      formula: 'negotiated price + acquisition fee',
      value: money(result.gross),
    },
    {
      label: 'Capitalized cost reduction',
      formula: 'down payment + trade-in',
      value: money(result.reduction),
    },
    { label: 'Adjusted capitalized cost', formula: 'gross − reduction', value: money(result.adjusted) },
    {
      label: 'Residual value',
      formula: `MSRP × ${count(values.residual)}%, rounded to the cent`,
      value: money(result.residualValue),
    },
    {
      label: 'Money factor',
      formula: values.mf === undefined ? `APR ÷ 2400 = ${count(values.apr)} ÷ 2400` : 'as given (mf)',
      value: exact(factor),
    },
    {
      label: 'Monthly depreciation',
      formula: `(adjusted cost − residual) ÷ ${values.months} months, rounded to the cent`,
      value: money(result.depreciation),
    },
    {
      label: 'Monthly rent charge',
      formula: '(adjusted cost + residual) × money factor, rounded to the cent',
      value: money(result.financeCharge),
    },
    { label: 'Base payment', formula: 'depreciation + rent charge', value: money(result.base) },
    {
      label: 'Monthly sales tax',
      formula: `base payment × ${count(values.tax)}%, rounded to the cent`,
      value: money(result.monthlyTax),
    },
    { label: 'Monthly payment', formula: 'base payment + tax', value: money(result.total) },
    {
      label: 'Total of payments',
      formula: `monthly payment × ${values.months}`,
      value: money(result.totalOfPayments),
    },
    {
      label: 'Total cost of the lease',
      formula: 'total of payments + capitalized cost reduction',
      value: money(result.totalCost),
    },
  ]
})
