import { readCsv } from './csv-read'
import { cellAmount } from './compare'
import { EXPECTED, SCENARIO_COLUMN, TOLERANCE, type ScenarioColumns } from './columns'
import { readScheduleName, scheduleName } from './schedule-names'

/** A problem with a line of the file: `column` is 1-based with its header name, when one cell is at fault. */
export interface LineProblem {
  line: number
  column?: { index: number; name: string }
  message: string
}

export interface Expectation {
  /** The result's name (without `expected_`): a figure of the summary, or `row_<n>_<column>`. */
  name: string
  column: number
  text: string
  /** A tolerance the bank set for this figure on this row (an amount ≥ 0), or none: to the cent. */
  tolerance: string | undefined
  /** For a schedule row's figure: the row's number (1 = the first) and the schedule column's name. */
  schedule?: { row: number; column: string } | undefined
}

export interface ScenarioRow {
  line: number
  scenario: string
  /** Input cells as given, by query parameter; blank cells are left out (the calculator's default applies). */
  inputs: Record<string, string>
  /** Which column each input came from, for problems the engine finds. */
  inputColumns: Record<string, number>
  expected: Expectation[]
}

export type ScenarioFile =
  | { ok: true; header: string[]; rows: ScenarioRow[]; refused: LineProblem[] }
  /** The file cannot be read as a scenario set: nothing of it is run or kept. */
  | { ok: false; problems: LineProblem[] }

export const MAX_SCENARIOS = 1000

/**
 * A scenario file read against the calculator's columns. What makes the file unreadable (a quote never
 * closed, an unknown or repeated column, a row with more or fewer cells than the header) refuses it whole,
 * every such line listed; a row whose values are wrong (an expected figure that is not an amount) is
 * refused alone and the others run.
 */
export function readScenarioFile(text: string, columns: ScenarioColumns): ScenarioFile {
  const read = readCsv(text)
  if (!read.ok) return { ok: false, problems: [{ line: read.line, message: read.message }] }
  const records = read.records.filter((record) => !record.cells[0]!.trimStart().startsWith('#'))
  const [head, ...body] = records
  if (!head) return { ok: false, problems: [{ line: 1, message: 'The file has no header row.' }] }
  const header = head.cells.map((cell) => cell.trim())
  const problems = headerProblems(head.line, header, columns)
  for (const record of body)
    if (record.cells.length !== header.length)
      problems.push({
        line: record.line,
        message: `This row has ${record.cells.length} cells; the header has ${header.length}.`,
      })
  if (body.length === 0) problems.push({ line: head.line, message: 'The file has no scenario rows.' })
  if (body.length > MAX_SCENARIOS)
    problems.push({
      line: body[MAX_SCENARIOS]!.line,
      message: `A file holds at most ${MAX_SCENARIOS} scenarios; split it.`,
    })
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) }

  const rows: ScenarioRow[] = []
  const refused: LineProblem[] = []
  for (const record of body) {
    const row = readRow(record.line, record.cells, header, columns)
    if ('problems' in row) refused.push(...row.problems)
    else rows.push(row)
  }
  return { ok: true, header, rows, refused }
}

function headerProblems(line: number, header: string[], columns: ScenarioColumns): LineProblem[] {
  const inputs = new Set(columns.inputs.map((input) => input.name))
  const problems: LineProblem[] = []
  const at = (index: number) => ({ index: index + 1, name: header[index] ?? '' })
  header.forEach((name, index) => {
    const result = name.startsWith(EXPECTED)
      ? name.slice(EXPECTED.length)
      : name.startsWith(TOLERANCE)
        ? name.slice(TOLERANCE.length)
        : undefined
    const unknown = result === undefined ? undefined : unknownExpectation(name, result, columns)
    if (name === '') problems.push({ line, column: at(index), message: 'This column has no name.' })
    else if (header.indexOf(name) !== index)
      problems.push({ line, column: at(index), message: `The column “${name}” appears twice.` })
    else if (name.startsWith(TOLERANCE) && !header.includes(`${EXPECTED}${result}`))
      problems.push({
        line,
        column: at(index),
        message: `There is no ${EXPECTED}${result} column to apply it to.`,
      })
    else if (unknown) problems.push({ line, column: at(index), message: unknown })
    else if (result === undefined && !inputs.has(name) && name !== SCENARIO_COLUMN)
      problems.push({
        line,
        column: at(index),
        message: `“${name}” is no input of this calculator; its inputs are ${[...inputs].join(', ')}.`,
      })
  })
  if (!header.some((name) => name.startsWith(EXPECTED)))
    problems.push({ line, message: `Name at least one expected result (a column starting “${EXPECTED}”).` })
  return problems
}

/** The schedule row and column an expected column names (the header was checked), unless a result. */
function scheduleCell(result: string, columns: ScenarioColumns) {
  if (columns.results.some((known) => known.name === result)) return undefined
  const read = readScheduleName(result)
  return read && 'row' in read ? read : undefined
}

/** Why `name` (`result` after its prefix) expects nothing this calculator prints; undefined when it does. */
function unknownExpectation(name: string, result: string, columns: ScenarioColumns): string | undefined {
  if (columns.results.some((known) => known.name === result)) return undefined
  const results = columns.results.map((known) => `${EXPECTED}${known.name}`).join(', ')
  const schedule = columns.schedule
  const scheduleNames = schedule?.columns.map((column) => column.name).join(', ')
  const row = readScheduleName(result)
  if (!row) {
    const rows = scheduleNames
      ? `; or a schedule row, ${EXPECTED}row_<n>_<column> with a column of ${scheduleNames}`
      : ''
    return `“${name}” is no result of this calculator; its results are ${results}${rows}.`
  }
  if (!schedule)
    return `“${name}” expects a schedule row, and this calculator shows no schedule; its results are ${results}.`
  if ('badRow' in row)
    return `“${name}”: schedule rows are numbered from 1, without leading zeros (${EXPECTED}${scheduleName(1, row.column)} is the first).`
  if (!schedule.columns.some((column) => column.name === row.column))
    return `“${name}”: the schedule has no column “${row.column}”; its columns are ${scheduleNames}.`
  return undefined
}

function readRow(
  line: number,
  cells: string[],
  header: string[],
  columns: ScenarioColumns,
): ScenarioRow | { problems: LineProblem[] } {
  const problems: LineProblem[] = []
  const row: ScenarioRow = { line, scenario: '', inputs: {}, inputColumns: {}, expected: [] }
  const cellOf = (name: string) => cells[header.indexOf(name)]?.trim() ?? ''
  header.forEach((name, index) => {
    const value = cells[index]!.trim()
    const column = { index: index + 1, name }
    if (name === SCENARIO_COLUMN) row.scenario = value
    else if (name.startsWith(EXPECTED)) {
      if (value === '') return
      const result = name.slice(EXPECTED.length)
      const schedule = scheduleCell(result, columns)
      const numeric = schedule
        ? columns.schedule?.columns.find((candidate) => candidate.name === schedule.column)?.numeric
        : columns.results.find((candidate) => candidate.name === result)?.numeric
      if (numeric && cellAmount(value) === undefined)
        return void problems.push({ line, column, message: `“${value}” is not an amount.` })
      const tolerance = cellOf(`${TOLERANCE}${result}`)
      const toleranceAmount = tolerance === '' ? undefined : cellAmount(tolerance)
      if (tolerance !== '' && (toleranceAmount === undefined || toleranceAmount.startsWith('-'))) {
        const at = header.indexOf(`${TOLERANCE}${result}`)
        return void problems.push({
          line,
          column: { index: at + 1, name: header[at]! },
          message: `The tolerance “${tolerance}” is not an amount of zero or more.`,
        })
      }
      row.expected.push({
        name: result,
        column: index + 1,
        text: value,
        tolerance: toleranceAmount,
        ...(schedule && { schedule }),
      })
    } else if (!name.startsWith(TOLERANCE) && value !== '') {
      row.inputs[name] = value
      row.inputColumns[name] = index + 1
    }
  })
  if (problems.length === 0 && row.expected.length === 0)
    problems.push({ line, message: 'This row expects no result: fill at least one expected_ cell.' })
  return problems.length > 0 ? { problems } : row
}
