import type { Figure } from '~/calculators/ui/calculator-shell'
import { resolveMeta, resolveModule, type AnyCalculatorType } from '~/calculators/resolve'

/** One refused input: the query parameter it came from (when the engine names one) and why. */
export interface ScenarioProblem {
  param: string | undefined
  message: string
}

export interface ComputedScenario {
  engineVersion: number
  /** The inputs as the engine read them (defaults filled in). */
  values: object
  /** Each refused input's message; no figures when there is one. */
  problems: ScenarioProblem[]
  /** The result summary as the published calculator prints it (English). */
  figures: Figure[]
}

/**
 * One scenario through the engine, parsing and rounding that serve visitors: the calculator's own
 * `parseParams` and `headline` (its view's `figures`). /accuracy/check and the workspace's vendor review both
 * compute here, so neither can drift from the published calculator.
 */
export async function computeScenario(
  type: AnyCalculatorType,
  search: URLSearchParams,
  today: string,
): Promise<ComputedScenario> {
  const module = await resolveModule(type)
  const { values, errors } = module.parseParams(search)
  const problems = Object.entries(errors).flatMap(([field, key]) =>
    key ? [{ param: module.queryNames[field] ?? field, message: module.translate(key) }] : [],
  )
  const engineVersion = resolveMeta(type).engineVersion
  if (problems.length > 0) return { engineVersion, values, problems, figures: [] }
  return { engineVersion, values, problems, figures: [...module.headline(search, 'en', today)] }
}
