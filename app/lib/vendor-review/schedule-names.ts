/*
 * A schedule row's figure in a scenario file (decision 0093): `expected_row_<n>_<column>`, n the row's number
 * in the schedule as printed (1 = its first row), <column> the column's label named as `resultName` names a
 * result ('Balance' → balance, 'Balance Dec 31 prior year' → balance_dec_31_prior_year).
 */
export const ROW = 'row_'

/** The name after `expected_` / `tolerance_`: (12, 'balance') → 'row_12_balance'. */
export const scheduleName = (row: number, column: string) => `${ROW}${row}_${column}`

export type ScheduleNameRead =
  | { row: number; column: string }
  /** `row_0_…`, `row_012_…`: numbered otherwise than from 1 without leading zeros. */
  | { badRow: string; column: string }

/** 'row_12_balance' → row 12, column balance; undefined for a name that is no schedule row's. */
export function readScheduleName(name: string): ScheduleNameRead | undefined {
  const match = /^row_(\d+)_([a-z0-9_]+)$/.exec(name)
  if (!match) return undefined
  const digits = match[1]!
  const column = match[2]!
  const row = Number(digits)
  return row >= 1 && String(row) === digits ? { row, column } : { badRow: digits, column }
}

/** Whether a scenario file names a schedule row anywhere (its header, in practice): its run renders schedules. */
export const asksForRows = (text: string) => /\b(expected|tolerance)_row_/.test(text)

/** 'Balance' → 'balance'; an abbreviation ('RMD', 'PMI') keeps its capitals. */
const inSentence = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : `${label.charAt(0).toLowerCase()}${label.slice(1)}`

/**
 * How a schedule figure reads in the result: 'Row 12 balance'; with the row's own key when it is not its
 * number ('Row 1 (age 75) RMD'), so the validator sees which row was compared.
 */
export function rowLabel(row: number, label: string, key?: { label: string; cell: string }): string {
  const keyed = key && key.cell !== String(row) ? ` (${inSentence(key.label)} ${key.cell})` : ''
  return `Row ${row}${keyed} ${inSentence(label)}`
}
