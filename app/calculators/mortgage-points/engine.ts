import { amortize, toWholeCents, type AmortizationRow } from '../amortization'
import { applyRatioToCents, Decimal, exactRatio } from '../money'
import { requireValid } from '../query-params'
import { mortgagePointsInputSchema, type MortgagePointsInput } from './schema'
import { mortgagePointsMessages } from './texts'

export interface MortgagePointsYear {
  year: number
  paidWithout: number
  paidWith: number
  /** Payments saved up to the end of this year, less the cost of the points (negative before break-even). */
  netSoFar: number
}

export interface MortgagePointsResult {
  paymentWithout: number
  paymentWith: number
  /** paymentWithout − paymentWith (negative when the points raise the payment). */
  saving: number
  cost: number
  /** ⌈cost / saving⌉, 0 when the points cost nothing; undefined when the payment does not fall. */
  breakEven: number | undefined
  netFull: number
  netHold: number
  /** The holding period in months: min(12 × holdYears, months). */
  holdMonths: number
  /** Payments saved so far (without − with) after each month 1 … months, in dollars. */
  savedByMonth: number[]
  years: MortgagePointsYear[]
}

/** Whether buying points pays: both schedules, the break-even month and the net savings; throws on bad input. */
export function computeMortgagePoints(input: MortgagePointsInput): MortgagePointsResult {
  const valid = requireValid(mortgagePointsInputSchema, input, mortgagePointsMessages.en)
  const principalCents = toWholeCents(valid.amount)
  const without = amortize({ principalCents, apr: valid.rate, months: valid.months }).rows
  const withPoints = amortize({ principalCents, apr: valid.pointsRate, months: valid.months }).rows
  const p0 = without[0] ? cents(without[0]) : 0
  const p1 = withPoints[0] ? cents(withPoints[0]) : 0
  const saving = p0 - p1
  const cost = applyRatioToCents(
    principalCents,
    exactRatio(new Decimal(valid.points).times(valid.pointCost), 100),
  )
  const holdMonths = Math.min(12 * valid.holdYears, valid.months)
  // Payments actually made, month by month (a schedule may end early; later months pay nothing).
  const savedByMonth: number[] = []
  const years: MortgagePointsYear[] = []
  let saved = 0
  let paidWithout = 0
  let paidWith = 0
  let netHold = 0
  for (let month = 1; month <= valid.months; month++) {
    const a = paidIn(without, month)
    const b = paidIn(withPoints, month)
    saved += a - b
    paidWithout += a
    paidWith += b
    savedByMonth.push(saved / 100)
    if (month === holdMonths) netHold = saved - cost
    if (month % 12 === 0 || month === valid.months) {
      years.push({
        year: Math.ceil(month / 12),
        paidWithout: paidWithout / 100,
        paidWith: paidWith / 100,
        netSoFar: (saved - cost) / 100,
      })
      paidWithout = 0
      paidWith = 0
    }
  }
  return {
    paymentWithout: p0 / 100,
    paymentWith: p1 / 100,
    saving: saving / 100,
    cost: cost / 100,
    breakEven: breakEvenMonth(cost, saving),
    netFull: (saved - cost) / 100,
    netHold: netHold / 100,
    holdMonths,
    savedByMonth,
    years,
  }
}

/** ⌈cost / saving⌉ in whole cents, exact (4,000.00 / 50.00 = 80, not 81); undefined when nothing is saved. */
export function breakEvenMonth(costCents: number, savingCents: number): number | undefined {
  if (savingCents <= 0) return undefined
  return Math.floor((costCents + savingCents - 1) / savingCents)
}

const cents = (row: AmortizationRow) => Math.round(row.payment * 100)

function paidIn(rows: readonly AmortizationRow[], month: number): number {
  const row = rows[month - 1]
  return row ? cents(row) + Math.round((row.extra ?? 0) * 100) : 0
}
