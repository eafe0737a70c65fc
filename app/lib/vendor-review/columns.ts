import { resolveModule, type AnyCalculatorType } from '~/calculators/resolve'
import type { FieldKind } from '~/calculators/ui/number-field'
import { computeScenario } from '~/lib/accuracy/scenario'
import { figureAmount } from './compare'

/*
 * The columns a scenario file may have for one calculator (decision 0082): its inputs by query parameter,
 * `expected_<result>` for any figure of its result summary, `tolerance_<result>` beside it, and an optional
 * `scenario` (the bank's own reference). Everything is derived from the calculator's module, so a calculator
 * added to the registry, or a specialty version, has a template without a line written for it.
 */
export const SCENARIO_COLUMN = 'scenario'
export const EXPECTED = 'expected_'
export const TOLERANCE = 'tolerance_'

export interface InputColumn {
  name: string
  label: string
  /** What the column holds, for the template's comment row. */
  unit: string
  numeric: boolean
  kind: FieldKind | undefined
}

export interface ResultColumn {
  /** `expected_` + this: the figure's label, lower case, words joined by `_`. */
  name: string
  label: string
  numeric: boolean
}

export interface ScenarioColumns {
  inputs: InputColumn[]
  results: ResultColumn[]
  /** The calculator's own defaults, as texts: the template's example row and the inputs a blank cell takes. */
  example: Record<string, string>
  /** Each result at the example's inputs, as printed. */
  exampleResults: Record<string, string>
}

/** 'Annual percentage yield (APY)' → 'annual_percentage_yield_apy'; 'Principal & interest' → 'principal_and_interest'. */
export function resultName(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

const UNITS = {
  money: 'dollars (25000 or $25,000.00)',
  percent: 'percent (6.5 means 6.5%)',
  count: 'a number',
} as const satisfies Record<FieldKind, string>

export async function scenarioColumns(
  type: AnyCalculatorType,
  defaults: Record<string, string>,
  today: string,
): Promise<ScenarioColumns> {
  const module = await resolveModule(type)
  const example = { ...module.defaultTexts(new URLSearchParams(defaults)), ...defaults }
  const inputs = Object.values(module.queryNames).map((name) => {
    const kind = module.kinds[name] as FieldKind | undefined
    const numeric = module.numeric.includes(name)
    return {
      name,
      label: module.labels[name]?.en ?? name,
      unit: kind ? UNITS[kind] : numeric ? UNITS.count : `text, e.g. ${example[name] || 'blank'}`,
      numeric,
      kind,
    }
  })
  const computed = await computeScenario(type, new URLSearchParams(example), today)
  const results = computed.figures.map((figure) => ({
    name: resultName(figure.label),
    label: figure.label,
    numeric: figureAmount(figure.value) !== undefined,
  }))
  const exampleResults = Object.fromEntries(
    computed.figures.map((figure) => [resultName(figure.label), figure.value]),
  )
  return { inputs, results, example, exampleResults }
}
