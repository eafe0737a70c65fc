import { amortize, toWholeCents, type AmortizationRow } from '../amortization'
import { applyRatioToCents, Decimal, exactRatio } from '../money'
import { requireValid } from '../query-params'
import { homeEquityInputSchema, type HomeEquityInput } from './schema'
import { homeEquityMessages } from './texts'

export interface HomeEquityLoan {
  payment: number
  /** Sum of the rounded monthly interest. */
  totalInterest: number
  /** Loan + total interest. */
  totalOfPayments: number
  /** (balance + loan) × 100 / value, rounded half-up to 2 decimals, as text ('75.00'). */
  cltvAfter: string
  schedule: AmortizationRow[]
}

export interface HomeEquityResult {
  /** r2(value × cltv / 100). */
  maxCombined: number
  /** maxCombined − balance, at least 0. */
  available: number
  /** min(wanted, available). */
  loan: number
  /** The amount wanted was more than the available equity (and something could be borrowed). */
  capped: boolean
  /** Present only when the loan is more than 0. */
  amortized: HomeEquityLoan | undefined
  /** Why nothing is borrowed: no equity left, or no amount entered. */
  nothing: 'noEquity' | 'enterAmount' | undefined
}

/** How much equity a home equity loan can use and what it costs; throws CalculatorInputError for invalid input. */
export function computeHomeEquity(input: HomeEquityInput): HomeEquityResult {
  const { value, balance, cltv, wanted, rate, years } = requireValid(
    homeEquityInputSchema,
    input,
    homeEquityMessages.en,
  )
  const valueCents = toWholeCents(value)
  const balanceCents = toWholeCents(balance)
  const wantedCents = toWholeCents(wanted)
  const maxCents = applyRatioToCents(valueCents, exactRatio(cltv, 100))
  const availableCents = Math.max(0, maxCents - balanceCents)
  const loanCents = Math.min(wantedCents, availableCents)
  const base = {
    maxCombined: maxCents / 100,
    available: availableCents / 100,
    loan: loanCents / 100,
    capped: loanCents > 0 && wantedCents > availableCents,
  }
  if (loanCents === 0) {
    return { ...base, amortized: undefined, nothing: availableCents === 0 ? 'noEquity' : 'enterAmount' }
  }
  const loan = amortize({ principalCents: loanCents, apr: rate, months: years * 12 })
  const cltvAfter = new Decimal(balanceCents + loanCents)
    .times(100)
    .div(valueCents)
    .toFixed(2, Decimal.ROUND_HALF_UP)
  return {
    ...base,
    amortized: {
      payment: loan.paymentCents / 100,
      totalInterest: loan.totalInterestCents / 100,
      totalOfPayments: (loanCents + loan.totalInterestCents) / 100,
      cltvAfter,
      schedule: loan.rows,
    },
    nothing: undefined,
  }
}
