import { monthlyPayment, toWholeCents } from '../amortization'
import { applyRatioToCents, Decimal, exactRatio, ONE, type ExactRatio } from '../money'
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
  /** False when the budget (unrounded) does not even cover the insurance: no price is affordable. */
  affordable: boolean
  /**
   * The solution of P&I(price − down) + price × tax% ÷ 12 + insurance ÷ 12 = budget, every monthly amount
   * unrounded, rounded down to the dollar (0 when none is affordable).
   */
  price: number
  /** Price − down payment (0 when the down payment covers the price). */
  loanAmount: number
  principalAndInterest: number
  monthlyTax: number
  monthlyInsurance: number
  /** Principal & interest + tax + insurance of that price, each rounded to the cent. */
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
  const monthlyIncome = new Decimal(valid.income)
  const budget = Decimal.min(
    monthlyIncome.times(valid.front).div(1200),
    monthlyIncome.times(valid.back).div(1200).minus(valid.debts),
  )
  const room = budget.minus(new Decimal(valid.insurance).div(12))
  const affordable = !room.isNegative()
  const price = affordable ? solvedPrice(valid, room) : 0
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
 * The price whose unrounded monthly cost is the budget, rounded down: `room` (the budget less insurance ÷ 12)
 * = P&I factor × (price − down) + tax% ÷ 12 × price, or only the tax while the price is within the down
 * payment. Decimal throughout, so the floor is of the exact solution (to 40 digits).
 */
function solvedPrice(valid: AffordabilityInput, room: Decimal): number {
  const tax = new Decimal(valid.taxRate).div(1200)
  const down = new Decimal(valid.down)
  const r = new Decimal(valid.apr).div(1200)
  const months = valid.years * 12
  const perDollar = r.isZero() ? ONE.div(months) : r.div(ONE.minus(r.plus(1).pow(-months)))
  // room < tax × down implies tax > 0: a price below the down payment, bought with cash.
  const price = room.lessThan(tax.times(down))
    ? room.div(tax)
    : room.plus(perDollar.times(down)).div(perDollar.plus(tax))
  // An exact whole-dollar solution may come out a digit under in the 40th place (1/12 and 1/1200 repeat):
  // floor what is within 1e-25 of the next dollar up to it, a monthly difference no one can see.
  return price.plus(FLOOR_TOLERANCE).floor().toNumber()
}

const FLOOR_TOLERANCE = new Decimal('1e-25')
