// Conventions:
// - Maturity value A = P·(1 + r/m)^(m·t) with m compounding periods a year (daily = 365).
// - t in years: months / 12 for a term in months, days / 365 for a term in days.
// - When m·t is not a whole number (quarterly compounding over 5 months, monthly over 100 days) the exponent
//   stays fractional: the last partial period accrues at the same compound rate. The growth chart uses the
//   same formula at every point, so it ends exactly at the maturity value.
// - Interest = A − P after rounding A half-up to the cent.
// - APY (Regulation DD, Appendix A) = 100·[(1 + interest/P)^(365/days) − 1] from the rounded interest, rounded
//   to two decimals. A term in months counts months·365/12 days.
import { CalculatorInputError } from '../messages'
import {
  Decimal,
  HUNDRED,
  ONE,
  roundCents,
  toCents,
  toDecimal,
  toRoundedNumber,
  type DecimalInput,
} from '../money'
import { cdInputSchema, PERIODS_PER_YEAR, type CdField, type CdInput } from './schema'
import { cdMessages } from './texts'

export interface CdGrowthPoint {
  /** Months or days since opening (see `growthUnit`). */
  elapsed: number
  balance: number
  interest: number
}

export interface CdResult {
  maturityValue: number
  interestEarned: number
  /** Annual percentage yield in percent, two decimals (5.39 means 5.39%). */
  apy: number
  /** Days in the term used for the APY (months·365/12 for a term in months; may be fractional). */
  termDays: number
  growthUnit: 'month' | 'day'
  /** Balance from opening to maturity: monthly for a term in months; daily, or every few days past a year. */
  growth: CdGrowthPoint[]
}

const MAX_GROWTH_POINTS = 365

/** Maturity value, interest and APY of a certificate of deposit; throws CalculatorInputError for invalid input. */
export function computeCd(input: CdInput): CdResult {
  const { summary, deposit, maturity, term, growthOver } = calculateCd(input)
  return { ...summary, growth: growthPoints(deposit, maturity, term, growthOver) }
}

/** Everything `computeCd` gives but the growth curve (the result summary of a lead), without its ~365 steps. */
export function computeCdSummary(input: CdInput): CdSummary {
  return calculateCd(input).summary
}

export type CdSummary = Omit<CdResult, 'growth'>

function calculateCd(input: CdInput) {
  const parsed = cdInputSchema.safeParse(input)
  if (!parsed.success) throw new CalculatorInputError(cdMessages.issuesToErrors<CdField>(parsed.error.issues))
  const { apr, term, termUnit, compounding } = parsed.data
  const deposit = roundCents(parsed.data.deposit)
  const periodsPerYear = PERIODS_PER_YEAR[compounding]
  const unitsPerYear = termUnit === 'days' ? 365 : 12
  const base = toDecimal(apr).div(HUNDRED).div(periodsPerYear).plus(ONE)
  const growthOver = (units: number) => base.pow(new Decimal(periodsPerYear).times(units).div(unitsPerYear))
  const maturity = roundCents(deposit.times(growthOver(term)))
  const interest = maturity.minus(deposit)
  const termDays = termUnit === 'days' ? new Decimal(term) : new Decimal(term).times(365).div(12)
  const summary: CdSummary = {
    maturityValue: toCents(maturity),
    interestEarned: toCents(interest),
    apy: annualPercentageYield(interest, deposit, termDays),
    termDays: toRoundedNumber(termDays, 4),
    growthUnit: termUnit === 'days' ? 'day' : 'month',
  }
  return { summary, deposit, maturity, term, growthOver }
}

/** Regulation DD APY in percent, rounded to two decimals: 100·[(1 + interest/principal)^(365/days) − 1]. */
export function annualPercentageYield(
  interest: DecimalInput,
  principal: DecimalInput,
  days: DecimalInput,
): number {
  const ratio = toDecimal(interest).div(principal).plus(ONE)
  const apy = ratio.pow(new Decimal(365).div(days)).minus(ONE).times(HUNDRED)
  return toRoundedNumber(apy, 2)
}

// Lean on purpose (up to ~366 points per recompute): one running product and one rounding per point, with the
// interest taken in whole cents.
function growthPoints(
  deposit: Decimal,
  maturity: Decimal,
  term: number,
  growthOver: (units: number) => Decimal,
): CdGrowthPoint[] {
  const step = Math.ceil(term / MAX_GROWTH_POINTS)
  const stepFactor = growthOver(step)
  const depositCents = deposit.times(100).toNumber()
  const points: CdGrowthPoint[] = []
  const point = (elapsed: number, balanceCents: number) =>
    points.push({ elapsed, balance: balanceCents / 100, interest: (balanceCents - depositCents) / 100 })
  let balance = deposit
  for (let elapsed = 0; elapsed < term; elapsed += step) {
    point(elapsed, balance.times(100).round().toNumber())
    balance = balance.times(stepFactor)
  }
  point(term, maturity.times(100).toNumber())
  return points
}
