import { amortize, toWholeCents, type AmortizationRow } from '../amortization'
import { requireValid } from '../query-params'
import { autoLoanMessages } from './texts'
import {
  autoLoanAmountFinancedCents,
  autoLoanInputSchema,
  autoLoanSalesTaxCents,
  type AutoLoanInput,
} from './schema'

export interface AutoLoanResult {
  /** (Price − trade-in) × sales tax rate, rounded half-up to the cent. */
  salesTax: number
  /** Trade-in value − amount owed on it; negative equity is rolled into the loan. */
  tradeInEquity: number
  /** Price − down − trade-in equity + sales tax + fees. */
  amountFinanced: number
  /** Regular monthly payment, rounded half-up to the cent. */
  monthlyPayment: number
  /** The last payment, which absorbs the rounding. */
  finalPayment: number
  numberOfPayments: number
  /** Sum of the rounded monthly interest amounts. */
  totalInterest: number
  /** Amount financed + total interest. */
  totalOfPayments: number
  schedule: AmortizationRow[]
}

/** Amount financed, payment and schedule of a car loan; throws CalculatorInputError for invalid input. */
export function computeAutoLoan(input: AutoLoanInput): AutoLoanResult {
  const valid = requireValid(autoLoanInputSchema, input, autoLoanMessages.en)
  const financedCents = autoLoanAmountFinancedCents(valid)
  const loan = amortize({ principalCents: financedCents, apr: valid.apr, months: valid.months })
  return {
    salesTax: autoLoanSalesTaxCents(valid) / 100,
    tradeInEquity: (toWholeCents(valid.tradeIn) - toWholeCents(valid.tradeOwed)) / 100,
    amountFinanced: financedCents / 100,
    monthlyPayment: loan.paymentCents / 100,
    finalPayment: loan.finalPaidCents / 100,
    numberOfPayments: loan.rows.length,
    totalInterest: loan.totalInterestCents / 100,
    totalOfPayments: (financedCents + loan.totalInterestCents) / 100,
    schedule: loan.rows,
  }
}
