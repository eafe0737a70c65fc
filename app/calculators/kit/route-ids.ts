import { calculators, type CalculatorType, type RegisteredCalculator } from '../registry'

/** The routes every calculator gets; their ids end in '/<name>' so one route module serves them all. */
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
