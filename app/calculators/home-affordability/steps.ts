import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal, ONE } from '../money'
import { computeAffordability } from './engine'
import type { AffordabilityInput } from './schema'

/**
 * calculator-references.md, affordability: budget = min(front% × monthly income, back% × monthly income −
 * debts); price = loan + down where P&I(loan) + tax% × price ÷ 12 + insurance ÷ 12 = budget, rounded down.
 */
export default defineSteps<AffordabilityInput>((values) => {
  const result = computeAffordability(values)
  const monthlyIncome = new Decimal(values.income).div(12)
  const insurance = new Decimal(values.insurance).div(12)
  const r = new Decimal(values.apr).div(1200)
  const months = values.years * 12
  const perDollar = r.isZero() ? ONE.div(months) : r.div(ONE.minus(r.plus(1).pow(-months)))
  const tax = new Decimal(values.taxRate).div(1200)
  const budget = Decimal.min(
    monthlyIncome.times(values.front).div(100),
    monthlyIncome.times(values.back).div(100).minus(values.debts),
  )
  const room = budget.minus(insurance)
  const price = room.plus(perDollar.times(values.down)).div(perDollar.plus(tax))
  return [
    { label: 'Monthly income', formula: 'yearly income ÷ 12', value: exact(monthlyIncome) },
    {
      label: 'Housing-ratio budget',
      formula: `${count(values.front)}% × monthly income`,
      value: money(result.frontBudget),
    },
    {
      label: 'Debt-ratio budget',
      formula: `${count(values.back)}% × monthly income − monthly debts`,
      value: money(result.backBudget),
    },
    {
      label: 'Monthly budget',
      formula: `the smaller: the ${result.limitedBy === 'front' ? 'housing' : 'debt'} ratio limits`,
      value: money(result.budget),
    },
    {
      label: 'Left for the loan and the tax',
      formula: 'budget − yearly insurance ÷ 12',
      value: room.isNegative() ? 'nothing: the budget does not cover the insurance' : exact(room),
    },
    {
      label: 'Payment per dollar borrowed',
      formula: `r ÷ (1 − (1 + r)^−n), r = ${count(values.apr)}% ÷ 12, n = ${months}`,
      value: exact(perDollar),
    },
    ...(result.affordable
      ? [
          {
            label: 'Price, unrounded',
            formula: '(what is left + per-dollar payment × down) ÷ (per-dollar payment + tax% ÷ 12)',
            value: exact(price),
          },
        ]
      : []),
    { label: 'Affordable price', formula: 'rounded down to the dollar', value: money(result.price) },
    { label: 'Loan amount', formula: 'price − down payment', value: money(result.loanAmount) },
    {
      label: 'Its monthly payment',
      formula: 'principal and interest + tax + insurance, each rounded to the cent: within the budget',
      value: `${money(result.principalAndInterest)} + ${money(result.monthlyTax)} + ${money(result.monthlyInsurance)} = ${money(result.housingPayment)}`,
    },
  ]
})
