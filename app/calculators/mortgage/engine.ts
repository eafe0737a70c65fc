import { amortize, toWholeCents, type AmortizationRow } from '../amortization'
import { applyRatioToCents, exactRatio } from '../money'
import { requireValid } from '../query-params'
import { mortgageMessages } from './texts'
import { mortgageInputSchema, type MortgageInput } from './schema'

export interface MortgageScheduleRow extends AmortizationRow {
  /** PMI charged with this payment (0 once it has stopped). */
  pmi: number
}

export interface MortgageResult {
  /** Price − down payment. */
  loanAmount: number
  /** Monthly principal & interest, rounded half-up to the cent. */
  principalAndInterest: number
  monthlyTax: number
  monthlyInsurance: number
  /** Monthly PMI while it is charged (0 when the down payment is at least 20% of the price). */
  monthlyPmi: number
  monthlyHoa: number
  /** The first month's total: principal & interest, tax, insurance, PMI and HOA. */
  firstMonthTotal: number
  /** The monthly total once PMI has stopped (equal to the first when there is none). */
  totalAfterPmi: number
  /** Number of the last payment that carries PMI; 0 without PMI. */
  pmiPayments: number
  totalPmi: number
  /** Sum of the rounded monthly interest amounts. */
  totalInterest: number
  /** The last principal & interest payment, which absorbs the rounding. */
  finalPayment: number
  numberOfPayments: number
  schedule: MortgageScheduleRow[]
}

/** Monthly cost and schedule of a fixed-rate mortgage; throws CalculatorInputError for invalid input. */
export function computeMortgage(input: MortgageInput): MortgageResult {
  const { price, down, apr, years, taxRate, insurance, pmiRate, hoa } = requireValid(
    mortgageInputSchema,
    input,
    mortgageMessages.en,
  )
  const priceCents = toWholeCents(price)
  const downCents = toWholeCents(down)
  const loanCents = priceCents - downCents
  const loan = amortize({ principalCents: loanCents, apr, months: years * 12 })
  const taxCents = applyRatioToCents(priceCents, exactRatio(taxRate, 1200))
  const insuranceCents = applyRatioToCents(toWholeCents(insurance), exactRatio(1, 12))
  const hoaCents = toWholeCents(hoa)
  // PMI applies below 20% down, up to and including the payment after which the scheduled balance is first
  // at or below 78% of the price (the Homeowners Protection Act's automatic termination point).
  const pmiCents = downCents * 5 < priceCents ? applyRatioToCents(loanCents, exactRatio(pmiRate, 1200)) : 0
  const cutoff = loan.rows.find((row) => Math.round(row.balance * 100) * 100 <= priceCents * 78)
  const pmiPayments = pmiCents > 0 ? (cutoff?.period ?? loan.rows.length) : 0
  // In place: copying 360 rows would double the cost of a recompute.
  const schedule: MortgageScheduleRow[] = loan.rows.map((row) =>
    Object.assign(row, { pmi: row.period <= pmiPayments ? pmiCents / 100 : 0 }),
  )
  const escrowCents = taxCents + insuranceCents + hoaCents
  return {
    loanAmount: loanCents / 100,
    principalAndInterest: loan.paymentCents / 100,
    monthlyTax: taxCents / 100,
    monthlyInsurance: insuranceCents / 100,
    monthlyPmi: pmiCents / 100,
    monthlyHoa: hoaCents / 100,
    firstMonthTotal: (loan.paymentCents + escrowCents + (pmiPayments > 0 ? pmiCents : 0)) / 100,
    totalAfterPmi: (loan.paymentCents + escrowCents) / 100,
    pmiPayments,
    totalPmi: (pmiCents * pmiPayments) / 100,
    totalInterest: loan.totalInterestCents / 100,
    finalPayment: loan.finalPaidCents / 100,
    numberOfPayments: loan.rows.length,
    schedule,
  }
}
