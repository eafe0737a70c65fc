import { resolveModule, type AnyCalculatorType } from '~/calculators/resolve'
import type { FieldKind } from '~/calculators/ui/number-field'
import { computeScenario } from '~/lib/accuracy/scenario'
import { computeSchedule, type PrintedSchedule } from '~/lib/accuracy/schedule.server'
import { figureAmount } from './compare'

/*
 * The columns a scenario file may have for one calculator (decision 0082): its inputs by query parameter,
 * `expected_<result>` for any figure of its result summary, `tolerance_<result>` beside it, and an optional
 * `scenario` (the bank's own reference); for a calculator that shows a schedule, `expected_row_<n>_<column>`
 * for a cell of its row n (decision 0093). Everything is derived from the calculator's module and view, so a
 * calculator added to the registry, or a specialty version, has a template without a line written for it.
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

export interface ScheduleColumn {
  /** `expected_row_<n>_` + this: the column's label, named as `resultName` names a result. */
  name: string
  label: string
  /** What the column holds, read from the example's first row ('dollars', 'a number', 'text, e.g. Jan 2027'). */
  unit: string
  numeric: boolean
}

/** The schedule the calculator prints, as the example's inputs give it. */
export interface ScheduleColumns {
  caption: string
  columns: ScheduleColumn[]
  /** The example schedule's number of rows, and its first and last rows as printed, by column name. */
  length: number
  first: Record<string, string>
  last: Record<string, string>
}

export interface ScenarioColumns {
  inputs: InputColumn[]
  results: ResultColumn[]
  /** None when the calculator shows no schedule (or it was not asked for): a file may then expect no row. */
  schedule: ScheduleColumns | undefined
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

/**
 * `schedule`: whether to render the calculator's schedule for its columns (decision 0093): the template always
 * does; a run only when its file names a row (`asksForRows`), so a file of summary figures costs no render.
 */
export async function scenarioColumns(
  type: AnyCalculatorType,
  defaults: Record<string, string>,
  today: string,
  { schedule = true }: { schedule?: boolean } = {},
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
  const printed = schedule ? await computeSchedule(type, new URLSearchParams(example), today) : undefined
  return { inputs, results, schedule: printed && scheduleColumns(printed), example, exampleResults }
}

/** Each column's name, and its unit as its first cell reads: '$1,037.03' dollars, '24.6' a number, a date text. */
export function scheduleColumns(printed: PrintedSchedule): ScheduleColumns | undefined {
  const [firstRow, lastRow] = [printed.rows[0], printed.rows.at(-1)]
  if (!firstRow || !lastRow) return undefined
  const columns = printed.columns.map((label, index) => {
    const cell = firstRow[index] ?? ''
    const numeric = figureAmount(cell) !== undefined
    const unit = !numeric
      ? `text, e.g. ${cell}`
      : cell.includes('$')
        ? 'dollars'
        : cell.includes('%')
          ? 'percent'
          : 'a number'
    return { name: resultName(label), label, unit, numeric }
  })
  const byName = (row: readonly string[]) =>
    Object.fromEntries(columns.map((column, index) => [column.name, row[index] ?? '']))
  return {
    caption: printed.caption,
    columns,
    length: printed.rows.length,
    first: byName(firstRow),
    last: byName(lastRow),
  }
}
