import { EXPECTED, SCENARIO_COLUMN, TOLERANCE, type ScenarioColumns, type ScheduleColumns } from './columns'
import { figureAmount } from './compare'
import { csvValue } from './result-csv'
import { rowLabel, scheduleName } from './schedule-names'

/**
 * A calculator's scenario template (decision 0082): the header row with every name; a `#` row (skipped when
 * read) saying what each column holds and in which unit; for a calculator with a schedule, a second `#` row
 * naming its columns and how a row is asked for (decision 0093); one example row — the calculator's inputs as
 * this workspace set them, and the figures the published calculator gives for them, its schedule's first and
 * last rows among them — which runs as it is.
 */
export function templateCsv(columns: ScenarioColumns): string {
  const rows = scheduleExamples(columns.schedule)
  const header = [
    SCENARIO_COLUMN,
    ...columns.inputs.map((input) => input.name),
    ...columns.results.map((result) => `${EXPECTED}${result.name}`),
    ...rows.map((cell) => `${EXPECTED}${cell.name}`),
  ]
  const units = [
    '# your own reference (optional)',
    ...columns.inputs.map(
      (input) => `${input.label}: ${input.unit}; blank = ${columns.example[input.name] || 'none'}`,
    ),
    ...columns.results.map((result) =>
      result.numeric
        ? `${result.label}: an amount, compared to the cent (or add ${TOLERANCE}${result.name})`
        : `${result.label}: text, compared as printed`,
    ),
    ...rows.map(
      (cell) => `${cell.label}: ${cell.unit}, compared to the cent (or add ${TOLERANCE}${cell.name})`,
    ),
  ]
  const example = [
    'example',
    ...columns.inputs.map((input) => columns.example[input.name] ?? ''),
    ...columns.results.map((result) =>
      result.numeric ? (figureAmount(columns.exampleResults[result.name] ?? '') ?? '') : '',
    ),
    ...rows.map((cell) => figureAmount(cell.printed) ?? ''),
  ]
  const help = columns.schedule ? [[scheduleHelp(columns.schedule)]] : []
  return `${[header, units, ...help, example].map((row) => row.map(csvValue).join(',')).join('\r\n')}\r\n`
}

/** The schedule's first and last rows, each amount column but the row's own key (month, year, age). */
function scheduleExamples(schedule: ScheduleColumns | undefined) {
  if (!schedule) return []
  const [key, ...rest] = schedule.columns
  const numbers = schedule.length > 1 ? [1, schedule.length] : [1]
  return numbers.flatMap((row) =>
    rest
      .filter((column) => column.numeric)
      .map((column) => {
        const cells = row === 1 ? schedule.first : schedule.last
        const keyCell = { label: key!.label, cell: cells[key!.name] ?? '' }
        return {
          name: scheduleName(row, column.name),
          label: rowLabel(row, column.label, keyCell),
          unit: column.unit,
          printed: cells[column.name] ?? '',
        }
      }),
  )
}

/** One line a validator reads before writing rows: the naming, the row numbers, each column and its unit. */
function scheduleHelp(schedule: ScheduleColumns): string {
  const key = schedule.columns[0]!
  const first = `${key.label.toLowerCase()} ${schedule.first[key.name]}`
  const list = schedule.columns.map((column) => `${column.name} (${column.label}: ${column.unit})`)
  return (
    `# Schedule rows (“${schedule.caption}”): ${EXPECTED}row_<n>_<column> expects row n of a scenario's ` +
    `schedule, 1 being its first row (${first} in this example, whose schedule has ${schedule.length} ` +
    `row${schedule.length === 1 ? '' : 's'}); e.g. ${EXPECTED}${scheduleName(12, schedule.columns.at(-1)!.name)}. ` +
    `Columns: ${list.join('; ')}. Amounts are compared to the cent, or within ` +
    `${TOLERANCE}row_<n>_<column>; text as printed. A row past a scenario's schedule refuses that line.`
  )
}
