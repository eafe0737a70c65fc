import { monthlyPayment, toWholeCents } from '../amortization'
import { applyRatioToCents, exactRatio, type ExactRatio } from '../money'
import { requireValid } from '../query-params'
import { affordabilityMessages } from './texts'
import { affordabilityInputSchema, type AffordabilityInput } from './schema'

export type LimitingRatio = 'front' | 'back'

export interface AffordabilityResult {
  /** front% × monthly income, rounded to the cent. */
  frontBudget: number
  /** back% × monthly income − monthly debts, rounded to the cent (may be negative). */
  backBudget: number
  /** The smaller of the two: the most a month's housing may cost. */
  budget: number
  /** The ratio that sets the budget (the front ratio when both give the same). */
  limitedBy: LimitingRatio
  /** False when the budget does not even cover the insurance: no price is affordable. */
  affordable: boolean
  /** The most expensive home within the budget, in whole dollars (0 when none is affordable). */
  price: number
  /** Price − down payment (0 when the down payment covers the price). */
  loanAmount: number
  principalAndInterest: number
  monthlyTax: number
  monthlyInsurance: number
  /** Principal & interest + tax + insurance: at most the budget. */
  housingPayment: number
}

interface Terms {
  downCents: number
  apr: number
  months: number
  tax: ExactRatio
  insuranceCents: number
}

/** The most affordable home price under the front and back ratios; throws CalculatorInputError. */
export function computeAffordability(input: AffordabilityInput): AffordabilityResult {
  const valid = requireValid(affordabilityInputSchema, input, affordabilityMessages.en)
  const incomeCents = toWholeCents(valid.income)
  const frontCents = applyRatioToCents(incomeCents, exactRatio(valid.front, 1200))
  const backCents = applyRatioToCents(incomeCents, exactRatio(valid.back, 1200)) - toWholeCents(valid.debts)
  const budgetCents = Math.min(frontCents, backCents)
  const terms: Terms = {
    downCents: toWholeCents(valid.down),
    apr: valid.apr,
    months: valid.years * 12,
    tax: exactRatio(valid.taxRate, 1200),
    insuranceCents: applyRatioToCents(toWholeCents(valid.insurance), exactRatio(1, 12)),
  }
  const affordable = terms.insuranceCents <= budgetCents
  const price = affordable ? highestPrice(terms, budgetCents, valid.taxRate) : 0
  const cost = housingCost(terms, price)
  return {
    frontBudget: frontCents / 100,
    backBudget: backCents / 100,
    budget: budgetCents / 100,
    limitedBy: frontCents <= backCents ? 'front' : 'back',
    affordable,
    price,
    loanAmount: cost.loanCents / 100,
    principalAndInterest: cost.principalAndInterestCents / 100,
    monthlyTax: cost.taxCents / 100,
    monthlyInsurance: terms.insuranceCents / 100,
    housingPayment: cost.totalCents / 100,
  }
}

function housingCost(terms: Terms, price: number) {
  const priceCents = price * 100
  const loanCents = Math.max(0, priceCents - terms.downCents)
  const principalAndInterestCents =
    loanCents === 0 ? 0 : toWholeCents(monthlyPayment(loanCents / 100, terms.apr, terms.months))
  const taxCents = applyRatioToCents(priceCents, terms.tax)
  const totalCents = principalAndInterestCents + taxCents + terms.insuranceCents
  return { loanCents, principalAndInterestCents, taxCents, totalCents }
}

/**
 * The largest whole-dollar price whose rounded monthly cost fits the budget. The cost never falls as the price
 * rises, so the exact solution of P&I(price − down) + tax% × price / 12 + insurance = budget, found in
 * floating point, is corrected by the few dollars the cent roundings can move it.
 */
function highestPrice(terms: Terms, budgetCents: number, taxRate: number): number {
  const fits = (price: number) => housingCost(terms, price).totalCents <= budgetCents
  const r = terms.apr / 1200
  const paymentPerDollar = r === 0 ? 1 / terms.months : r / (1 - (1 + r) ** -terms.months)
  const taxPerDollar = taxRate / 1200
  const room = (budgetCents - terms.insuranceCents) / 100
  const down = terms.downCents / 100
  let estimate = (room + paymentPerDollar * down) / (paymentPerDollar + taxPerDollar)
  // Below the down payment there is no loan: only the tax grows with the price.
  if (estimate < down && taxPerDollar > 0) estimate = room / taxPerDollar
  let price = Number.isFinite(estimate) ? Math.max(0, Math.floor(estimate)) : 0
  let step = 1
  while (price > 0 && !fits(price)) {
    price = Math.max(0, price - step)
    step *= 2
  }
  // Now `price` fits (the insurance alone fits, so 0 does); gallop up past the last fitting price, then bisect.
  let above = price + 1
  step = 1
  while (fits(above)) {
    price = above
    step *= 2
    above += step
  }
  while (above - price > 1) {
    const middle = Math.floor((price + above) / 2)
    if (fits(middle)) price = middle
    else above = middle
  }
  return price
}
