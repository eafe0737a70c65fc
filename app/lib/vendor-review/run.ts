import { parseNumber } from '~/calculators/money'
import type { AnyCalculatorType } from '~/calculators/resolve'
import { limitsMessage } from '~/calculators/ui/calculator-fields'
import type { Limits } from '~/db/workspace-schema'
import { computeScenario } from '~/lib/accuracy/scenario'
import { computeSchedule, type PrintedSchedule } from '~/lib/accuracy/schedule.server'
import { withinLimits } from '~/lib/workspaces/revision-form'
import { resultName, type ScenarioColumns } from './columns'
import { compareExpected } from './compare'
import type { FigureCheck, ScenarioOutcome } from './outcome'
import type { Expectation, LineProblem, ScenarioRow } from './scenario-file'
import { rowLabel } from './schedule-names'

/** The calculator as the workspace configured it: what a scenario is computed against. */
export interface ReviewTarget {
  type: AnyCalculatorType
  /** The revision's inputs (a blank cell takes these) and its ranges. */
  defaults: Record<string, string>
  limits: Limits
}

/**
 * Each row through the published calculator's engine (computeScenario, as /accuracy/check), after the
 * workspace's own ranges: an input outside them is refused as the published calculator refuses it. Rows the
 * file reader refused come along as refused, in line order.
 */
export async function runScenarios(
  target: ReviewTarget,
  columns: ScenarioColumns,
  rows: readonly ScenarioRow[],
  refusedLines: readonly LineProblem[],
  today: string,
): Promise<ScenarioOutcome[]> {
  const outcomes: ScenarioOutcome[] = []
  for (const row of rows) outcomes.push(await runRow(target, columns, row, today))
  const byLine = new Map<number, LineProblem[]>()
  for (const problem of refusedLines) byLine.set(problem.line, [...(byLine.get(problem.line) ?? []), problem])
  for (const [line, problems] of byLine)
    outcomes.push({ line, scenario: '', status: 'refused', inputs: {}, checks: [], problems })
  return outcomes.sort((a, b) => a.line - b.line)
}

async function runRow(
  target: ReviewTarget,
  columns: ScenarioColumns,
  row: ScenarioRow,
  today: string,
): Promise<ScenarioOutcome> {
  const inputs = { ...columns.example, ...target.defaults, ...row.inputs }
  const base = { line: row.line, scenario: row.scenario, inputs }
  const problems = rangeProblems(target, columns, row)
  const computed =
    problems.length > 0 ? undefined : await computeScenario(target.type, new URLSearchParams(inputs), today)
  for (const problem of computed?.problems ?? []) {
    const index = problem.param ? row.inputColumns[problem.param] : undefined
    problems.push({
      line: row.line,
      ...(index && problem.param && { column: { index, name: problem.param } }),
      message: problem.message,
    })
  }
  if (!computed || problems.length > 0) return { ...base, status: 'refused', checks: [], problems }
  const printed = new Map(computed.figures.map((figure) => [resultName(figure.label), figure]))
  const schedule = row.expected.some((expectation) => expectation.schedule)
    ? await computeSchedule(target.type, new URLSearchParams(inputs), today)
    : undefined
  const checks: FigureCheck[] = []
  for (const expectation of row.expected) {
    const figure = expectation.schedule
      ? scheduleFigure(schedule, expectation, row.line)
      : (printed.get(expectation.name) ?? {
          label: columns.results.find((result) => result.name === expectation.name)?.label,
          value: undefined,
        })
    if ('message' in figure) problems.push(figure)
    else
      checks.push({
        name: expectation.name,
        label: figure.label ?? expectation.name,
        expected: expectation.text,
        ...compareExpected(expectation.text, figure.value, expectation.tolerance),
        tolerance: expectation.tolerance ?? '',
      })
  }
  if (problems.length > 0) return { ...base, status: 'refused', checks: [], problems }
  const status = checks.every((check) => check.pass) ? 'pass' : 'flagged'
  return { ...base, status, checks, problems: [] }
}

/**
 * The schedule cell a row expects, labelled 'Row 12 balance'; a problem naming the expected column when this
 * scenario's schedule is shorter than the row, or has no such column (a label that follows the inputs).
 */
function scheduleFigure(
  schedule: PrintedSchedule | undefined,
  expectation: Expectation,
  line: number,
): { label: string; value: string } | LineProblem {
  const { row, column } = expectation.schedule!
  const at = { index: expectation.column, name: `expected_${expectation.name}` }
  if (!schedule) return { line, column: at, message: 'This scenario has no schedule.' }
  const index = schedule.columns.findIndex((label) => resultName(label) === column)
  if (index === -1)
    return {
      line,
      column: at,
      message: `This scenario’s schedule has no column “${column}”; its columns are ${schedule.columns.map(resultName).join(', ')}.`,
    }
  const cells = schedule.rows[row - 1]
  if (!cells)
    return {
      line,
      column: at,
      message: `Row ${row} is past this scenario’s schedule, which has ${schedule.rows.length} row${schedule.rows.length === 1 ? '' : 's'}.`,
    }
  const key = index === 0 ? undefined : { label: schedule.columns[0]!, cell: cells[0] ?? '' }
  return { label: rowLabel(row, schedule.columns[index]!, key), value: cells[index] ?? '' }
}

/** The given numeric inputs outside the ranges the workspace set for this calculator, each with its column. */
function rangeProblems(target: ReviewTarget, columns: ScenarioColumns, row: ScenarioRow): LineProblem[] {
  const problems: LineProblem[] = []
  for (const input of columns.inputs) {
    const text = row.inputs[input.name]
    const bounds = target.limits[input.name]
    const value = parseNumber(text)
    if (!input.numeric || !bounds || value === undefined || !Number.isFinite(value)) continue
    if (withinLimits(value, bounds)) continue
    const message = limitsMessage(input.label, input.kind ?? 'count', bounds, 'en')
    problems.push({
      line: row.line,
      column: { index: row.inputColumns[input.name] ?? 0, name: input.name },
      message: `${message} (this workspace’s range).`,
    })
  }
  return problems
}
