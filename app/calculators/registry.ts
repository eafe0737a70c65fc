import type { CalculationSteps } from './kit/steps'
import apr from './apr/meta'
import autoLease from './auto-lease/meta'
import autoLoan from './auto-loan/meta'
import biweekly from './biweekly/meta'
import cd from './cd/meta'
import collegeSavings from './college-savings/meta'
import creditCardPayoff from './credit-card-payoff/meta'
import debtPayoff from './debt-payoff/meta'
import homeAffordability from './home-affordability/meta'
import homeEquity from './home-equity/meta'
import loan from './loan/meta'
import mortgage from './mortgage/meta'
import mortgagePayoff from './mortgage-payoff/meta'
import mortgagePoints from './mortgage-points/meta'
import refinance from './refinance/meta'
import retirement from './retirement/meta'
import retirementIncome from './retirement-income/meta'
import rmd from './rmd/meta'
import savingsGoal from './savings-goal/meta'

/**
 * Every calculator the product offers, in catalogue order: routes, catalogue, sitemap, loader script, snippets
 * and the types a client can pick all follow this list. Adding a calculator: its folder, then one entry here
 * (docs/adding-a-calculator.md). Light on purpose: shared pages import it.
 */
export const calculators = [
  loan,
  cd,
  retirement,
  mortgage,
  autoLoan,
  creditCardPayoff,
  refinance,
  savingsGoal,
  homeAffordability,
  apr,
  homeEquity,
  debtPayoff,
  mortgagePayoff,
  biweekly,
  collegeSavings,
  rmd,
  retirementIncome,
  autoLease,
  mortgagePoints,
] as const

export type CalculatorType = (typeof calculators)[number]['name']
export type RegisteredCalculator = (typeof calculators)[number]

export const CALCULATOR_TYPES = calculators.map((calculator) => calculator.name) as [
  CalculatorType,
  ...CalculatorType[],
]

export function isCalculatorType(value: unknown): value is CalculatorType {
  return typeof value === 'string' && (CALCULATOR_TYPES as readonly string[]).includes(value)
}

export function calculatorByName(name: CalculatorType): RegisteredCalculator {
  const calculator = calculators.find((candidate) => candidate.name === name)
  if (!calculator) throw new RangeError(`Unknown calculator: ${name}`)
  return calculator
}

/** The heavy half (view, schema, parameters) of a calculator, loaded on demand. */
export async function loadCalculatorModule(name: CalculatorType) {
  return (await calculatorByName(name).load()).default
}

/** The routes every calculator gets; their ids end in '/<name>' so one route module serves them all. */
/** The calculation written out for these values (the calculator's steps.ts), or undefined if it has none. */
export async function calculationSteps(name: CalculatorType, values: object) {
  const meta: { steps?: () => Promise<{ default: CalculationSteps }> } = calculatorByName(name)
  if (!meta.steps) return undefined
  return (await meta.steps()).default(values)
}

export type CalculatorRouteKind = 'page' | 'white-label-page' | 'embed' | 'try'

export function calculatorRouteId(kind: CalculatorRouteKind, name: CalculatorType): string {
  return `calculator-${kind}/${name}`
}

type Match = { id: string } | undefined

/** The calculator of the deepest matched calculator route (route modules are shared by every calculator). */
export function calculatorOfMatches(matches: readonly Match[]): RegisteredCalculator {
  for (const match of [...matches].reverse()) {
    const name = match?.id.startsWith('calculator-') ? match.id.slice(match.id.indexOf('/') + 1) : undefined
    const calculator = calculators.find((candidate) => candidate.name === name)
    if (calculator) return calculator
  }
  throw new Error('Not a calculator route')
}
