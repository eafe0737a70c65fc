import DecimalJs from 'decimal.js'
import { toWholeCents } from '../amortization'
import { applyRatioToCents, Decimal, exactRatio, grownCents, type ExactRatio } from '../money'
import { requireValid } from '../query-params'
import { collegeSavingsInputSchema, type CollegeSavingsInput } from './schema'
import { collegeSavingsMessages } from './texts'

export interface CollegeYear {
  /** 1 for the first year of college. */
  year: number
  /** Years from now until this college year starts. */
  inYears: number
  /** Today's cost inflated to that year, rounded to the cent. */
  cost: number
}

export interface CollegeSavingsRow {
  month: number
  contribution: number
  /** The balance × return / 1200, rounded to the cent. */
  interest: number
  balance: number
}

export interface CollegeSavingsResult {
  collegeYears: CollegeYear[]
  /** Sum of the rounded yearly costs. */
  totalCost: number
  /** Balance when college starts. */
  projectedSavings: number
  /** True when the savings fall short of the total cost ("Shortfall"); else a surplus (0 included). */
  shortfall: boolean
  /** |total cost − projected savings|: always ≥ 0, the label says which way. */
  gap: number
  /** Smallest whole-cent monthly contribution whose savings reach the total cost (0 when none is needed). */
  contributionNeeded: number
  /** Month by month until college starts, with the given contribution. */
  schedule: CollegeSavingsRow[]
}

/** What a college costs by the time it starts and what saving for it takes; throws CalculatorInputError. */
export function computeCollegeSavings(input: CollegeSavingsInput): CollegeSavingsResult {
  const valid = requireValid(collegeSavingsInputSchema, input, collegeSavingsMessages.en)
  const yearsAway = valid.startAge - valid.age
  const months = 12 * yearsAway
  const costCents = toWholeCents(valid.cost)
  const collegeYears: CollegeYear[] = []
  let totalCents = 0
  for (let year = 1; year <= valid.years; year++) {
    const cents = grownCents(costCents, valid.inflation, yearsAway + year - 1)
    totalCents += cents
    collegeYears.push({ year, inYears: yearsAway + year - 1, cost: cents / 100 })
  }
  const rate = exactRatio(valid.return, 1200)
  const start = toWholeCents(valid.savings)
  const monthly = toWholeCents(valid.monthly)
  const schedule: CollegeSavingsRow[] = []
  const projected = balanceAfter(start, monthly, rate, months, (month, interest, balance) =>
    schedule.push({ month, contribution: monthly / 100, interest: interest / 100, balance: balance / 100 }),
  )
  const gap = totalCents - projected
  return {
    collegeYears,
    totalCost: totalCents / 100,
    projectedSavings: projected / 100,
    shortfall: gap > 0,
    gap: Math.abs(gap) / 100,
    contributionNeeded: contributionNeeded(start, rate, months, totalCents, valid.return) / 100,
    schedule,
  }
}

// Each month: interest on the balance rounded to the cent, then the contribution at the month's end.
function balanceAfter(
  start: number,
  monthly: number,
  rate: ExactRatio,
  months: number,
  onMonth?: (month: number, interest: number, balance: number) => void,
): number {
  let balance = start
  for (let month = 1; month <= months; month++) {
    const interest = applyRatioToCents(balance, rate)
    balance += interest + monthly
    if (onMonth) onMonth(month, interest, balance)
  }
  return balance
}

/**
 * The smallest contribution in cents whose savings reach `total` after `months`: the closed form rounded up,
 * then a cent at a time (the monthly rounding moves it by at most a cent or so; the end balance never falls
 * as the contribution grows, so the walk ends at the smallest).
 */
function contributionNeeded(
  start: number,
  rate: ExactRatio,
  months: number,
  total: number,
  annualReturn: number,
): number {
  const reaches = (monthly: number) => balanceAfter(start, monthly, rate, months) >= total
  if (reaches(0)) return 0
  const r = new Decimal(annualReturn).div(1200)
  const closedForm = r.isZero()
    ? new Decimal(total - start).div(months)
    : new Decimal(total)
        .minus(r.plus(1).pow(months).times(start))
        .times(r)
        .div(r.plus(1).pow(months).minus(1))
  let contribution = Math.max(0, closedForm.toDecimalPlaces(0, DecimalJs.ROUND_CEIL).toNumber())
  while (contribution > 0 && reaches(contribution - 1)) contribution -= 1
  while (!reaches(contribution)) contribution += 1
  return contribution
}
