import { describe, expect, it } from 'vitest'
import { scheduleColumns, type ScenarioColumns } from './columns'
import { readScenarioFile } from './scenario-file'
import { asksForRows, readScheduleName, rowLabel, scheduleName } from './schedule-names'

// A loan's schedule by month as the view prints it: $2,500 at 8.24% for 12 months, whose row 1 is the
// reference case of calculator-references.md (interest 17.17, principal 200.58, balance 2,299.42).
const printed = {
  caption: 'Schedule',
  columns: ['Month', 'Date', 'Payment', 'Principal', 'Interest', 'Extra', 'Balance'],
  rows: [
    ['1', 'Jan 2027', '$217.75', '$200.58', '$17.17', '$0.00', '$2,299.42'],
    ['12', 'Dec 2027', '$217.72', '$216.24', '$1.48', '$0.00', '$0.00'],
  ],
}

const columns: ScenarioColumns = {
  inputs: [{ name: 'principal', label: 'Loan amount', unit: 'dollars', numeric: true, kind: 'money' }],
  results: [{ name: 'monthly_payment', label: 'Monthly payment', numeric: true }],
  schedule: scheduleColumns(printed),
  example: { principal: '2500' },
  exampleResults: {},
}
const withoutSchedule: ScenarioColumns = { ...columns, schedule: undefined }

describe('schedule rows by number', () => {
  it('names a row’s figure by its number and the column’s label, as results are named', () => {
    expect(scheduleName(12, 'balance')).toBe('row_12_balance')
    expect(readScheduleName('row_12_balance')).toEqual({ row: 12, column: 'balance' })
    expect(readScheduleName('row_360_balance_dec_31_prior_year')).toEqual({
      row: 360,
      column: 'balance_dec_31_prior_year',
    })
    expect(readScheduleName('row_0_balance')).toEqual({ badRow: '0', column: 'balance' })
    expect(readScheduleName('row_012_balance')).toEqual({ badRow: '012', column: 'balance' })
    expect(readScheduleName('monthly_payment')).toBeUndefined()
    expect(readScheduleName('row_12')).toBeUndefined()
    // Only a file that names a row has schedules rendered for its run.
    expect(asksForRows('scenario,principal,expected_row_12_balance\r\n')).toBe(true)
    expect(asksForRows('principal,expected_monthly_payment,tolerance_monthly_payment\n')).toBe(false)
  })

  it('labels a row’s figure for the result, with the row’s key when it is not its number', () => {
    expect(rowLabel(12, 'Balance', { label: 'Month', cell: '12' })).toBe('Row 12 balance')
    expect(rowLabel(1, 'RMD', { label: 'Age', cell: '75' })).toBe('Row 1 (age 75) RMD')
    expect(rowLabel(3, 'Avalanche: paid')).toBe('Row 3 avalanche: paid')
  })

  it('reads each schedule column’s name and unit from the printed schedule', () => {
    expect(columns.schedule).toMatchObject({ caption: 'Schedule', length: 2 })
    expect(columns.schedule?.columns.map((column) => [column.name, column.unit])).toEqual([
      ['month', 'a number'],
      ['date', 'text, e.g. Jan 2027'],
      ['payment', 'dollars'],
      ['principal', 'dollars'],
      ['interest', 'dollars'],
      ['extra', 'dollars'],
      ['balance', 'dollars'],
    ])
    expect(columns.schedule?.first.balance).toBe('$2,299.42')
    expect(columns.schedule?.last.payment).toBe('$217.72')
  })

  it('reads expected_row_<n>_<column> with its tolerance, beside the summary’s figures', () => {
    const file = readScenarioFile(
      'principal,expected_monthly_payment,expected_row_1_interest,expected_row_12_balance,tolerance_row_12_balance,expected_row_1_date\n' +
        '2500,217.75,17.17,0,0.01,jan 2027\n',
      columns,
    )
    expect(file).toMatchObject({
      ok: true,
      refused: [],
      rows: [
        {
          expected: [
            { name: 'monthly_payment', column: 2 },
            { name: 'row_1_interest', column: 3, text: '17.17', schedule: { row: 1, column: 'interest' } },
            {
              name: 'row_12_balance',
              column: 4,
              tolerance: '0.01',
              schedule: { row: 12, column: 'balance' },
            },
            { name: 'row_1_date', column: 6, text: 'jan 2027', schedule: { row: 1, column: 'date' } },
          ],
        },
      ],
    })
  })

  it('names by line and column an unknown schedule column, a row 0 and a leading zero', () => {
    const file = readScenarioFile(
      'principal,expected_row_12_balanse,expected_row_0_balance,expected_row_012_balance,expected_payment\n2500,1,2,3,4\n',
      columns,
    )
    expect(file.ok).toBe(false)
    if (file.ok) return
    expect(file.problems.map((problem) => [problem.line, problem.column?.index, problem.message])).toEqual([
      [
        1,
        2,
        '“expected_row_12_balanse”: the schedule has no column “balanse”; its columns are month, date, payment, principal, interest, extra, balance.',
      ],
      [
        1,
        3,
        '“expected_row_0_balance”: schedule rows are numbered from 1, without leading zeros (expected_row_1_balance is the first).',
      ],
      [
        1,
        4,
        '“expected_row_012_balance”: schedule rows are numbered from 1, without leading zeros (expected_row_1_balance is the first).',
      ],
      [
        1,
        5,
        '“expected_payment” is no result of this calculator; its results are expected_monthly_payment; or a schedule row, expected_row_<n>_<column> with a column of month, date, payment, principal, interest, extra, balance.',
      ],
    ])
  })

  it('refuses a schedule row for a calculator that shows no schedule, naming the column', () => {
    const file = readScenarioFile('principal,expected_row_12_balance\n2500,0\n', withoutSchedule)
    expect(file).toEqual({
      ok: false,
      problems: [
        {
          line: 1,
          column: { index: 2, name: 'expected_row_12_balance' },
          message:
            '“expected_row_12_balance” expects a schedule row, and this calculator shows no schedule; its results are expected_monthly_payment.',
        },
      ],
    })
  })

  it('refuses alone a row whose schedule amount is no amount; the others run', () => {
    const file = readScenarioFile(
      'principal,expected_row_1_balance\n2500,2299.42\n2500,about 2300\n',
      columns,
    )
    expect(file).toMatchObject({
      ok: true,
      rows: [{ line: 2 }],
      refused: [
        {
          line: 3,
          column: { index: 2, name: 'expected_row_1_balance' },
          message: '“about 2300” is not an amount.',
        },
      ],
    })
  })
})
