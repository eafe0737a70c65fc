import { toWholeCents } from '../amortization'
import { applyRatioToCents, Decimal, exactRatio, type ExactRatio } from '../money'
import { requireValid } from '../query-params'
import { creditCardMessages } from './texts'
import { creditCardInputSchema, type CreditCardInput } from './schema'

/** Longest payoff simulated: past it a plan is reported as 'tooLong' rather than looping on. */
export const CREDIT_CARD_MAX_MONTHS = 1200

/**
 * 'paidOff': the balance reaches zero; 'never': a payment does not exceed the month's interest, so the
 * balance never falls; 'tooLong': it falls, but is not paid off within CREDIT_CARD_MAX_MONTHS.
 */
export type PayoffOutcome = 'paidOff' | 'never' | 'tooLong'

export interface PayoffPlan {
  outcome: PayoffOutcome
  /** Months of payments simulated: to payoff when 'paidOff'. */
  months: number
  /** Sum of the rounded monthly interest over those months. */
  totalInterest: number
  totalPaid: number
  firstPayment: number
  /** The last payment: whatever is left when 'paidOff'. */
  finalPayment: number
  /** Balance at the end of each month, month 1 first. */
  balances: number[]
}

export interface CreditCardResult {
  firstMonthInterest: number
  /** The card's minimum payment in the first month: never more than the balance plus that month's interest. */
  firstMinimumPayment: number
  fixed: PayoffPlan
  minimum: PayoffPlan
  /** Minimum-only months − fixed-payment months; undefined unless both pay off. */
  monthsSaved: number | undefined
  /** Minimum-only interest − fixed-payment interest; undefined unless both pay off. */
  interestSaved: number | undefined
}

/** A fixed payment versus paying only the minimum; throws CalculatorInputError for invalid input. */
export function computeCreditCard(input: CreditCardInput): CreditCardResult {
  const valid = requireValid(creditCardInputSchema, input, creditCardMessages.en)
  const balanceCents = toWholeCents(valid.balance)
  const interestOn = cardInterest(valid.apr)
  const fixedCents = toWholeCents(valid.payment)
  const minimumRule = minimumPayment(exactRatio(valid.minPercent, 100), toWholeCents(valid.minFloor))
  const fixed = payOff(balanceCents, interestOn, () => fixedCents)
  const minimum = payOff(balanceCents, interestOn, minimumRule)
  const firstInterest = interestOn(balanceCents)
  const bothPaidOff = fixed.outcome === 'paidOff' && minimum.outcome === 'paidOff'
  return {
    firstMonthInterest: firstInterest / 100,
    // A floor above what is owed asks for no more than the balance and its interest, as payOff pays.
    firstMinimumPayment:
      Math.min(balanceCents + firstInterest, minimumRule(balanceCents, firstInterest)) / 100,
    fixed,
    minimum,
    monthsSaved: bothPaidOff ? minimum.months - fixed.months : undefined,
    interestSaved: bothPaidOff
      ? (toWholeCents(minimum.totalInterest) - toWholeCents(fixed.totalInterest)) / 100
      : undefined,
  }
}

type PaymentRule = (balanceCents: number, interestCents: number) => number

/**
 * balance × APR / 12 rounded half-up to the cent, with APR / 12 a decimal of the money module's 40 digits,
 * as decimal arithmetic computes it: 19.99% / 12 = 0.01665833…33, so $3,000 accrues 49.974999… → $49.97, not
 * the exact 49.975 → $49.98. Only a product exactly on a half cent can differ, when APR / 12 does not
 * terminate; the worked example of issue 12 ($3,000 at 19.99%: $679.36 and $3,981.14) needs this reading.
 */
export function cardInterest(apr: number): (balanceCents: number) => number {
  const rate = exactRatio(apr, 1200)
  const periodicRate = rate.value.div(rate.divisor)
  return (balanceCents) =>
    isHalfCent(balanceCents, rate)
      ? periodicRate.times(balanceCents).round().toNumber()
      : applyRatioToCents(balanceCents, rate)
}

const SAFE_PRODUCT = 2 ** 52

function isHalfCent(balanceCents: number, rate: ExactRatio): boolean {
  const integers = rate.integers
  const product = integers === undefined ? Number.POSITIVE_INFINITY : balanceCents * integers.numerator
  if (integers === undefined || product >= SAFE_PRODUCT) {
    const twice = new Decimal(balanceCents).times(rate.value).times(2).div(rate.divisor)
    return twice.isInteger() && !twice.div(2).isInteger()
  }
  return product % integers.denominator !== 0 && (product * 2) % integers.denominator === 0
}

/** The larger of the floor and (the month's interest + a percent of the balance before interest), rounded. */
function minimumPayment(percent: ExactRatio, floorCents: number): PaymentRule {
  return (balance, interest) => Math.max(floorCents, interest + applyRatioToCents(balance, percent))
}

function payOff(
  startCents: number,
  interestOn: (balanceCents: number) => number,
  paymentFor: PaymentRule,
): PayoffPlan {
  const balances: number[] = []
  let balance = startCents
  let totalInterest = 0
  let totalPaid = 0
  let firstPayment = 0
  let lastPayment = 0
  let outcome: PayoffOutcome = 'tooLong'
  while (balances.length < CREDIT_CARD_MAX_MONTHS) {
    const interest = interestOn(balance)
    const owed = balance + interest
    const payment = Math.min(owed, paymentFor(balance, interest))
    if (payment <= interest && payment < owed) {
      outcome = 'never'
      break
    }
    totalInterest += interest
    totalPaid += payment
    if (balances.length === 0) firstPayment = payment
    lastPayment = payment
    balance = owed - payment
    balances.push(balance / 100)
    if (balance === 0) {
      outcome = 'paidOff'
      break
    }
  }
  return {
    outcome,
    months: balances.length,
    totalInterest: totalInterest / 100,
    totalPaid: totalPaid / 100,
    firstPayment: firstPayment / 100,
    finalPayment: lastPayment / 100,
    balances,
  }
}
