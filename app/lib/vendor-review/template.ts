import { EXPECTED, SCENARIO_COLUMN, TOLERANCE, type ScenarioColumns } from './columns'
import { figureAmount } from './compare'
import { csvValue } from './result-csv'

/**
 * A calculator's scenario template (decision 0082): the header row with every name; a `#` row (skipped when
 * read) saying what each column holds and in which unit; one example row — the calculator's inputs as this
 * workspace set them, and the figures the published calculator gives for them — which runs as it is.
 */
export function templateCsv(columns: ScenarioColumns): string {
  const header = [
    SCENARIO_COLUMN,
    ...columns.inputs.map((input) => input.name),
    ...columns.results.map((result) => `${EXPECTED}${result.name}`),
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
  ]
  const example = [
    'example',
    ...columns.inputs.map((input) => columns.example[input.name] ?? ''),
    ...columns.results.map((result) =>
      result.numeric ? (figureAmount(columns.exampleResults[result.name] ?? '') ?? '') : '',
    ),
  ]
  return `${[header, units, example].map((row) => row.map(csvValue).join(',')).join('\r\n')}\r\n`
}
