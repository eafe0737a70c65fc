import { amortize, toWholeCents, type AmortizationRow } from '../amortization'
import { requireValid } from '../query-params'
import { refinanceMessages } from './texts'
import { refinanceInputSchema, type RefinanceInput } from './schema'

export interface RefinanceResult {
  /** Payment that repays the current balance over the months left at the current rate. */
  currentPayment: number
  /** Balance + closing costs when they are rolled in, else the balance. */
  newLoanAmount: number
  newPayment: number
  /** Current payment − new payment (negative when the new payment is higher). */
  monthlySaving: number
  /** Closing costs paid at closing: 0 when they are rolled into the new loan. */
  upfrontCosts: number
  /**
   * Costs / monthly saving, rounded up: the payment after which the savings have repaid the costs (0 without
   * costs); undefined when the new payment is not lower.
   */
  breakEvenMonth: number | undefined
  /** Interest still to pay on the current loan. */
  currentInterest: number
  /** Interest over the whole new loan. */
  newInterest: number
  /** Everything still to pay on the current loan: balance + its interest. */
  currentTotalCost: number
  /** Everything the refinance costs: new loan + its interest + up-front costs. */
  newTotalCost: number
  /** Current total − new total: positive when refinancing costs less over the loans' lives. */
  lifetimeSavings: number
  currentSchedule: AmortizationRow[]
  newSchedule: AmortizationRow[]
}

/** Keeping the current loan versus refinancing it; throws CalculatorInputError for invalid input. */
export function computeRefinance(input: RefinanceInput): RefinanceResult {
  const valid = requireValid(refinanceInputSchema, input, refinanceMessages.en)
  const balanceCents = toWholeCents(valid.balance)
  const costsCents = toWholeCents(valid.costs)
  const rolled = valid.rollCosts === 1
  const newLoanCents = rolled ? balanceCents + costsCents : balanceCents
  const upfrontCents = rolled ? 0 : costsCents
  const current = amortize({ principalCents: balanceCents, apr: valid.apr, months: valid.months })
  const next = amortize({ principalCents: newLoanCents, apr: valid.newApr, months: valid.newMonths })
  const savingCents = current.paymentCents - next.paymentCents
  const currentTotalCents = balanceCents + current.totalInterestCents
  const newTotalCents = newLoanCents + next.totalInterestCents + upfrontCents
  return {
    currentPayment: current.paymentCents / 100,
    newLoanAmount: newLoanCents / 100,
    newPayment: next.paymentCents / 100,
    monthlySaving: savingCents / 100,
    upfrontCosts: upfrontCents / 100,
    breakEvenMonth: savingCents > 0 ? Math.ceil(costsCents / savingCents) : undefined,
    currentInterest: current.totalInterestCents / 100,
    newInterest: next.totalInterestCents / 100,
    currentTotalCost: currentTotalCents / 100,
    newTotalCost: newTotalCents / 100,
    lifetimeSavings: (currentTotalCents - newTotalCents) / 100,
    currentSchedule: current.rows,
    newSchedule: next.rows,
  }
}
