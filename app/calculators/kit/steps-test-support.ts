import { calculationSteps, loadCalculatorModule, type CalculatorType } from '../registry'
import type { CalculationStep } from './steps'

/** A calculator's steps for a query string, found as /accuracy/check finds them (through the registry). */
export async function stepsFor(name: CalculatorType, query: string) {
  const module = await loadCalculatorModule(name)
  const { values, errors } = module.parseParams(new URLSearchParams(query))
  if (Object.values(errors).some(Boolean)) throw new Error(`refused: ${JSON.stringify(errors)}`)
  const steps = (await calculationSteps(name, values)) ?? []
  const headline = module.headline(new URLSearchParams(query), 'en', '2026-11-27')
  return {
    steps,
    /** The value of the step whose label starts with `label`. */
    step: (label: string) => steps.find((each: CalculationStep) => each.label.startsWith(label))?.value,
    /** The page's own figure whose label starts with `label`. */
    figure: (label: string) => headline.find((each) => each.label.startsWith(label))?.value,
  }
}
