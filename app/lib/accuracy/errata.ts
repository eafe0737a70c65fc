import type { CalculatorType } from '~/calculators/registry'

export interface Erratum {
  /** Stable anchor and Atom entry id. */
  id: string
  /** yyyy-mm-dd the correction was made. */
  date: string
  calculator: CalculatorType
  /** Engine versions whose results were wrong (none when only a stated guarantee was). */
  affected: readonly number[]
  /** The version with the correction (undefined when no result changed). */
  fixedIn: number | undefined
  title: string
  whatChanged: string
  example: { inputs: string; before: string; after: string }
  /** The commit in this product's history. */
  commit: string
}

/**
 * Every correction of a calculator's results or of what we said it guarantees, newest first: /accuracy/errata
 * and its Atom feed. A change that can move a result raises the engine's version (its meta.ts) and adds one
 * entry here (docs/decisions/0046).
 */
export const errata: readonly Erratum[] = [
  {
    id: '2026-11-27-credit-card-first-minimum-capped',
    date: '2026-11-27',
    calculator: 'credit-card-payoff',
    affected: [1, 2],
    fixedIn: 3,
    title: 'The first minimum payment could exceed what is owed',
    whatChanged:
      'When the minimum payment floor was above the balance, the "first minimum payment" showed the floor. A card is never asked for more than it owes: the first minimum is now at most the balance plus its first month of interest, which is also what the payoff plan pays.',
    example: {
      inputs: '$301.57 at 19.99% APR, minimum payment floor $9,227.04',
      before: 'First minimum payment $9,227.04',
      after: 'First minimum payment $306.59',
    },
    commit: 'c2a005a',
  },
  {
    id: '2026-11-27-retirement-digits-beyond-a-double',
    date: '2026-11-27',
    calculator: 'retirement',
    affected: [1],
    fixedIn: 2,
    title: 'Balances beyond 17 significant digits were printed through a binary float',
    whatChanged:
      'The engine computed in decimal, but the page turned money into a binary floating-point number before formatting it, which keeps about 17 significant digits. Balances of hundreds of trillions and more lost their last cents and then dollars. Money now stays decimal up to the page, the CSV and the report.',
    example: {
      inputs: '$1,000,000,000 saved, 82 years to retirement, 30% return',
      before: 'Balance at retirement $35,668,393,195,731,132,000.00',
      after: 'Balance at retirement $35,668,393,195,731,132,998.77',
    },
    commit: '45c6c88',
  },
  {
    id: '2026-11-25-mortgage-points-whole-loan',
    date: '2026-11-25',
    calculator: 'mortgage-points',
    affected: [],
    fixedIn: undefined,
    title: 'A guarantee we stated was false over a whole loan',
    whatChanged:
      'We claimed that a lower rate with points never lowers the net saving over the whole loan. Our random checks found it false: the last payment settles what rounding left over, and on a long loan at a high rate that can outweigh a small rate step. No result changed; the guarantee is now stated over the level payments, where it holds.',
    example: {
      inputs: '$1,000 over 337 months, 18.23% against 17.98% with points',
      before: 'Claimed: the lower rate never pays more in all',
      after: 'The lower rate paid $1.54 more in all; the claim now covers level payments only',
    },
    commit: 'a61de85',
  },
  {
    id: '2026-11-25-home-affordability-exact-dollar',
    date: '2026-11-25',
    calculator: 'home-affordability',
    affected: [2],
    fixedIn: 3,
    title: 'An exact whole-dollar price was shown a dollar low',
    whatChanged:
      'When the exact solution is a whole number of dollars, 40-digit decimal arithmetic could land a digit under it (1/12 and 1/1200 repeat), and rounding down then lost a dollar. Values within 1e-25 of the next dollar now round up to it.',
    example: {
      inputs: '$12,000 income, no debts or insurance, 0.5% tax, $2,000,000 down (a cash purchase)',
      before: '$671,999',
      after: '$672,000',
    },
    commit: 'a88f414',
  },
  {
    id: '2026-11-25-home-affordability-rounding',
    date: '2026-11-25',
    calculator: 'home-affordability',
    affected: [1],
    fixedIn: 2,
    title: 'The affordable price is the exact solution, rounded down',
    whatChanged:
      'The price was the largest dollar whose cent-rounded monthly cost fit the budget, which can land a dollar or more above the solution. It is now the exact solution of P&I(price − down) + price × tax ÷ 12 + insurance ÷ 12 = budget with every monthly amount unrounded, rounded down to the dollar. The worked example ($389,734) did not change.',
    example: {
      inputs: '$12,000 income, $500,000 down, 1.2% tax, $1,800 insurance (a cash purchase)',
      before: '$130,004',
      after: '$130,000',
    },
    commit: 'ef4137e',
  },
  {
    id: '2026-11-23-credit-card-monthly-rate',
    date: '2026-11-23',
    calculator: 'credit-card-payoff',
    affected: [1],
    fixedIn: 2,
    title: 'Card interest uses APR ÷ 12 as a 40-digit decimal',
    whatChanged:
      'The monthly interest was the exact product balance × APR ÷ 1200, which rounds a tie such as $49.975 up. The published worked example takes the monthly rate APR ÷ 12 as a decimal first; the engine now does the same, and matches it to the cent.',
    example: {
      inputs: '$3,000 at 19.99%, $150 a month; the minimum 1% + interest, $25 floor',
      before: 'Interest $679.37 with the payment, $3,981.15 paying the minimum',
      after: 'Interest $679.36 with the payment, $3,981.14 paying the minimum',
    },
    commit: '54f5f1a',
  },
]

/** The versions an erratum affected and the one that corrected it, in words. */
export function versionsText(erratum: Erratum): string {
  if (erratum.fixedIn === undefined) return 'No result changed (a stated guarantee was corrected)'
  return `Version${erratum.affected.length > 1 ? 's' : ''} ${erratum.affected.join(', ')} affected; corrected in version ${erratum.fixedIn}`
}
