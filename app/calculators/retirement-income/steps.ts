import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeRetirementIncome } from './engine'
import type { RetirementIncomeInput } from './schema'

/**
 * Month by month: interest = balance × return ÷ 12, rounded; then the withdrawal. The annuity formula
 * n = −ln(1 − B·r ÷ W) ÷ ln(1 + r) (level withdrawals) is written beside the simulated count.
 */
export default defineSteps<RetirementIncomeInput>((values) => {
  const result = computeRetirementIncome(values)
  const r = new Decimal(values.return).div(1200)
  const balance = new Decimal(values.savings)
  const withdrawal = new Decimal(values.withdrawal)
  const [first] = result.schedule
  const ratio = balance.times(r).div(withdrawal)
  const annuityMonths =
    values.increase !== 0 || ratio.gte(1)
      ? undefined
      : r.isZero()
        ? balance.div(withdrawal)
        : new Decimal(1).minus(ratio).ln().neg().div(r.plus(1).ln())
  const lasting =
    result.fullMonths === undefined
      ? 'more than 1,200 months'
      : `${result.fullMonths} months paid in full` +
        (result.partial === undefined
          ? ''
          : `, then ${money(result.partial)} in month ${result.fullMonths + 1}`)
  return [
    { label: 'Monthly return r', formula: `${count(values.return)}% ÷ 12`, value: exact(r) },
    ...(first
      ? [
          {
            label: 'Month 1 interest',
            formula: 'savings × r, rounded to the cent',
            value: money(first.interest),
          },
          {
            label: 'Balance after month 1',
            formula: 'savings + interest − withdrawal',
            value: money(first.balance),
          },
        ]
      : []),
    ...(annuityMonths === undefined
      ? []
      : [
          {
            label: 'Months the savings last (annuity formula)',
            formula: '−ln(1 − B·r ÷ W) ÷ ln(1 + r), unrounded',
            value: exact(annuityMonths),
          },
        ]),
    {
      label: 'Months the savings last (month by month, in cents)',
      formula:
        values.increase === 0
          ? 'the schedule: each month’s interest rounded, then the withdrawal'
          : `the schedule, the withdrawal raised by ${count(values.increase)}% each year`,
      value: lasting,
    },
    {
      label: `Level withdrawal lasting ${values.years} years`,
      formula: `the largest whole-cent W paid in full for ${values.years * 12} months: B·r ÷ (1 − (1 + r)^−n), then checked month by month`,
      value: money(result.level),
    },
  ]
})
