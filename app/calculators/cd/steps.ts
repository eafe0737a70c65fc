import { defineSteps, exact, money } from '../kit/steps'
import { Decimal, roundCents } from '../money'
import { computeCdSummary } from './engine'
import { PERIODS_PER_YEAR, type CdInput } from './schema'

/** A = P·(1 + r/m)^(m·t) and the APY of Regulation DD Appendix A, written out beside the engine's figures. */
export default defineSteps<CdInput>((values) => {
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
})
