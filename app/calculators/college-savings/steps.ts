import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeCollegeSavings } from './engine'
import type { CollegeSavingsInput } from './schema'

/**
 * Each college year's cost = today's cost × (1 + inflation)^years away, rounded; savings grow monthly at
 * return ÷ 12, interest rounded each month, contributions at the month's end (FV of an annuity beside it).
 */
export default defineSteps<CollegeSavingsInput>((values) => {
  const result = computeCollegeSavings(values)
  const yearsAway = values.startAge - values.age
  const months = yearsAway * 12
  const r = new Decimal(values.return).div(1200)
  const growth = r.plus(1).pow(months)
  const annuity = r.isZero() ? new Decimal(months) : growth.minus(1).div(r)
  const future = new Decimal(values.savings).times(growth).plus(new Decimal(values.monthly).times(annuity))
  const first = result.collegeYears[0]
  const last = result.collegeYears.at(-1)
  return [
    { label: 'Years until college', formula: 'start age − child’s age', value: String(yearsAway) },
    ...(first
      ? [
          {
            label: 'First year’s cost',
            formula: `today’s cost × (1 + ${count(values.inflation)}%)^${first.inYears}, rounded to the cent`,
            value: money(first.cost),
          },
        ]
      : []),
    ...(last && last !== first
      ? [
          {
            label: `Year ${last.year}’s cost`,
            formula: `today’s cost × (1 + ${count(values.inflation)}%)^${last.inYears}, rounded to the cent`,
            value: money(last.cost),
          },
        ]
      : []),
    { label: 'Total cost', formula: 'sum of each year’s rounded cost', value: money(result.totalCost) },
    { label: 'Monthly return r', formula: `${count(values.return)}% ÷ 12`, value: exact(r) },
    {
      label: 'Savings by the annuity formula',
      formula: `savings · (1 + r)^${months} + monthly · ((1 + r)^${months} − 1) ÷ r, unrounded`,
      value: exact(future),
    },
    {
      label: 'Projected savings',
      formula: 'month by month: balance + round(balance × r) + contribution',
      value: money(result.projectedSavings),
    },
    {
      label: result.shortfall ? 'Shortfall' : 'Surplus',
      formula: 'total cost − projected savings',
      value: money(result.gap),
    },
    {
      label: 'Monthly contribution needed',
      formula: 'the smallest whole-cent contribution whose savings reach the total cost',
      value: money(result.contributionNeeded),
    },
  ]
})
