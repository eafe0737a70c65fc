import { parseNumber } from '~/calculators/money'
import type { AnyCalculatorType } from '~/calculators/resolve'
import { limitsMessage } from '~/calculators/ui/calculator-fields'
import type { Limits } from '~/db/workspace-schema'
import { computeScenario } from '~/lib/accuracy/scenario'
import { withinLimits } from '~/lib/workspaces/revision-form'
import { resultName, type ScenarioColumns } from './columns'
import { compareExpected } from './compare'
import type { ScenarioOutcome } from './outcome'
import type { LineProblem, ScenarioRow } from './scenario-file'

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
  const checks = row.expected.map((expectation) => {
    const figure = printed.get(expectation.name)
    const label = figure?.label ?? columns.results.find((result) => result.name === expectation.name)?.label
    return {
      name: expectation.name,
      label: label ?? expectation.name,
      expected: expectation.text,
      ...compareExpected(expectation.text, figure?.value, expectation.tolerance),
      tolerance: expectation.tolerance ?? '',
    }
  })
  const status = checks.every((check) => check.pass) ? 'pass' : 'flagged'
  return { ...base, status, checks, problems: [] }
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
