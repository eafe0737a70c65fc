import { computeAutoLoan } from '~/calculators/auto-loan/engine'
import type { AutoLoanInput } from '~/calculators/auto-loan/schema'
import { computeCdSummary } from '~/calculators/cd/engine'
import { PERIODS_PER_YEAR, type CdInput } from '~/calculators/cd/schema'
import { computeLoanSummary } from '~/calculators/loan/engine'
import type { LoanInput } from '~/calculators/loan/schema'
import { computeMortgage } from '~/calculators/mortgage/engine'
import type { MortgageInput } from '~/calculators/mortgage/schema'
import { Decimal, roundCents, type DecimalInput } from '~/calculators/money'

/** One line of a calculation as a reviewer follows it: what is computed, how, and its value. */
export interface CalculationStep {
  label: string
  formula: string
  value: string
}

const money = (value: DecimalInput) => `$${new Decimal(value).toFixed(2)}`
const exact = (value: Decimal) => value.toSignificantDigits(15).toString()

/**
 * The level payment of a fully amortizing loan, written out from the formula (not read back from the engine):
 * the engine's figure beside it must agree to the cent. The engine then amortizes in whole cents and its last
 * payment takes up the rounding.
 */
function levelPayment(
  principal: Decimal,
  apr: number,
  months: number,
  engine: { final: number; interest: number },
) {
  const r = new Decimal(apr).div(1200)
  const growth = r.plus(1).pow(months)
  const payment = r.isZero() ? principal.div(months) : principal.times(r).times(growth).div(growth.minus(1))
  return [
    { label: 'Monthly rate r', formula: `APR ÷ 12 = ${apr}% ÷ 12`, value: exact(r) },
    { label: 'Growth over the term (1 + r)^n', formula: `(1 + ${exact(r)})^${months}`, value: exact(growth) },
    {
      label: 'Level payment',
      formula: r.isZero() ? 'P ÷ n' : 'P · r · (1 + r)^n ÷ ((1 + r)^n − 1), rounded half-up to the cent',
      value: `${money(roundCents(payment))} (unrounded ${exact(payment)})`,
    },
    {
      label: 'Final payment',
      formula: 'what the schedule, amortized in whole cents, leaves owing plus that month’s interest',
      value: money(engine.final),
    },
    {
      label: 'Total interest',
      formula: 'sum of each month’s interest, balance × r rounded to the cent',
      value: money(engine.interest),
    },
  ]
}

function loanSteps(values: LoanInput): CalculationStep[] {
  const result = computeLoanSummary(values, { today: '2026-01-01' })
  const principal = roundCents(values.principal)
  return [
    { label: 'Amount borrowed P', formula: 'principal, rounded to the cent', value: money(principal) },
    { label: 'Number of payments n', formula: 'term in months', value: String(values.months) },
    ...levelPayment(principal, values.apr, values.months, {
      final: result.finalPayment,
      interest: result.totalInterest,
    }),
  ]
}

function autoLoanSteps(values: AutoLoanInput): CalculationStep[] {
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
    ...levelPayment(new Decimal(result.amountFinanced), values.apr, values.months, {
      final: result.finalPayment,
      interest: result.totalInterest,
    }),
  ]
}

function mortgageSteps(values: MortgageInput): CalculationStep[] {
  const result = computeMortgage(values)
  const months = values.years * 12
  return [
    { label: 'Loan amount P', formula: 'home price − down payment', value: money(result.loanAmount) },
    { label: 'Number of payments n', formula: `${values.years} years × 12`, value: String(months) },
    ...levelPayment(new Decimal(result.loanAmount), values.apr, months, {
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
}

function cdSteps(values: CdInput): CalculationStep[] {
  const result = computeCdSummary(values)
  const deposit = roundCents(values.deposit)
  const m = PERIODS_PER_YEAR[values.compounding]
  const years = new Decimal(values.term).div(values.termUnit === 'days' ? 365 : 12)
  const periods = years.times(m)
  const rate = new Decimal(values.apr).div(100).div(m)
  const maturity = roundCents(deposit.times(rate.plus(1).pow(periods)))
  const interest = maturity.minus(deposit)
  const days = new Decimal(result.termDays)
  const apy = interest.div(deposit).plus(1).pow(new Decimal(365).div(days)).minus(1).times(100)
  const unit = values.termUnit === 'days' ? 'days ÷ 365' : 'months ÷ 12'
  return [
    { label: 'Deposit P', formula: 'opening deposit, rounded to the cent', value: money(deposit) },
    {
      label: 'Rate per period r/m',
      formula: `${values.apr}% ÷ ${m} (${values.compounding})`,
      value: exact(rate),
    },
    { label: 'Term in years t', formula: `${values.term} ${unit}`, value: exact(years) },
    { label: 'Compounding periods m·t', formula: `${m} × t`, value: exact(periods) },
    {
      label: 'Maturity value A',
      formula: 'P · (1 + r/m)^(m·t), rounded half-up to the cent',
      value: money(maturity),
    },
    { label: 'Interest earned', formula: 'A − P', value: money(interest) },
    {
      label: 'APY (Regulation DD, Appendix A)',
      formula: `100 · ((1 + interest ÷ P)^(365 ÷ ${exact(days)} days) − 1), two decimals`,
      value: `${apy.toDecimalPlaces(2).toFixed(2)}%`,
    },
  ]
}

const families: Partial<Record<string, (values: never) => CalculationStep[]>> = {
  loan: loanSteps,
  'auto-loan': autoLoanSteps,
  mortgage: mortgageSteps,
  cd: cdSteps,
}

/**
 * The calculation written out for the level-payment family and the CD; undefined for the other calculators,
 * whose check shows their inputs and results only.
 */
export function calculationSteps(calculator: string, values: object): CalculationStep[] | undefined {
  const steps = families[calculator] as ((input: object) => CalculationStep[]) | undefined
  return steps?.(values)
}
