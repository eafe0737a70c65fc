import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeRetirement } from './engine'
import type { RetirementInput } from './schema'

/**
 * calculator-references.md, retirement: each year the balance grows by (1 + i)^12 and a year's contributions
 * and match, spread over its months, add (1/12)·((1 + i)^12 − 1) ÷ i·(1 + i·w) of themselves; the balance in
 * today's money is ÷ (1 + inflation)^years. Amounts stay decimal to the page (issue 36 §4).
 */
export default defineSteps<RetirementInput>((values) => {
  const result = computeRetirement(values)
  const i = new Decimal(values.returnBefore).div(1200)
  const yearGrowth = i.plus(1).pow(12)
  const start = values.timing === 'start'
  const monthsFactor = i.isZero()
    ? new Decimal(12)
    : yearGrowth
        .minus(1)
        .div(i)
        .times(start ? i.plus(1) : 1)
  const [first] = result.years
  const lasts = result.savingsLast
  return [
    { label: 'Monthly return i', formula: `${count(values.returnBefore)}% ÷ 12`, value: exact(i) },
    { label: 'A year’s growth (1 + i)^12', formula: '(1 + i)^12', value: exact(yearGrowth) },
    {
      label: 'Year-end value of $1 a month',
      formula: `((1 + i)^12 − 1) ÷ i${start ? ' · (1 + i), paid at the start of each month' : ', paid at the end of each month'}`,
      value: exact(monthsFactor),
    },
    ...(first
      ? [
          {
            label: 'Year 1 contributions',
            formula:
              values.contributionMode === 'percent'
                ? `salary × ${count(values.contributionPercent)}%`
                : 'monthly contribution × 12',
            value: money(first.contributions),
          },
          {
            label: 'Year 1 employer match',
            formula: `${count(values.employerMatch)}% × the smaller of the contributions and ${count(values.employerMatchCap)}% of salary`,
            value: money(first.match),
          },
          {
            label: 'Balance after year 1',
            formula: 'savings × (1 + i)^12 + (contributions + match) ÷ 12 × the year-end value of $1 a month',
            value: money(first.endBalance),
          },
        ]
      : []),
    {
      label: `Balance at retirement (after ${result.yearsToRetirement} years)`,
      formula: 'the same each year, the salary raised once a year; rounded to the cent at the end',
      value: money(result.balanceAtRetirement),
    },
    {
      label: 'In today’s money',
      formula: `÷ (1 + ${count(values.inflation)}%)^${result.yearsToRetirement}`,
      value: money(result.balanceInTodaysMoney),
    },
    {
      label: `Withdrawing ${money(values.monthlyWithdrawal)} a month, it lasts`,
      formula: `n = −ln(1 − B·r ÷ W) ÷ ln(1 + r), r = ${count(values.returnAfter)}% ÷ 12; forever when W ≤ B·r`,
      value: lasts.forever ? 'forever' : `${count(lasts.months)} months (${count(lasts.years)} years)`,
    },
    {
      label: `Level income for ${values.yearsInRetirement} years`,
      formula: 'B · r ÷ (1 − (1 + r)^−n), n = years × 12, to the cent',
      value: money(result.sustainableMonthlyIncome),
    },
  ]
})
