import { describe, expect, it } from 'vitest'
import { compareExpected, figureAmount } from './compare'
import { readCsv } from './csv-read'
import { resultName, type ScenarioColumns } from './columns'
import { readScenarioFile } from './scenario-file'

const columns: ScenarioColumns = {
  inputs: [
    { name: 'principal', label: 'Loan amount', unit: 'dollars', numeric: true, kind: 'money' },
    { name: 'start', label: 'First payment', unit: 'text', numeric: false, kind: undefined },
  ],
  results: [
    { name: 'monthly_payment', label: 'Monthly payment', numeric: true },
    { name: 'payoff_date', label: 'Payoff date', numeric: false },
  ],
  schedule: undefined,
  example: { principal: '25000' },
  exampleResults: {},
}

describe('reading CSV as spreadsheets write it', () => {
  it('keeps quoted commas, quotes and line breaks, and numbers each record by the line it starts on', () => {
    const read = readCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\n,last')
    expect(read).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['x, y', 'say "hi"'] },
        { line: 3, cells: ['two\nlines', 'z'] },
        { line: 6, cells: ['', 'last'] },
      ],
    })
  })

  it('stops at a quote never closed, naming its line', () => {
    expect(readCsv('a,b\n1,"open\n2,3\n')).toEqual({
      ok: false,
      line: 2,
      message: 'A quoted cell is never closed.',
    })
  })
})

describe('a scenario file', () => {
  it('skips # rows, leaves blank inputs to the defaults and reads a tolerance beside its figure', () => {
    const file = readScenarioFile(
      'scenario,principal,start,expected_monthly_payment,tolerance_monthly_payment\n# units\nA,"$30,000",,600.10,0.05\n',
      columns,
    )
    expect(file).toMatchObject({
      ok: true,
      refused: [],
      rows: [
        {
          line: 3,
          scenario: 'A',
          inputs: { principal: '$30,000' },
          expected: [{ name: 'monthly_payment', column: 4, text: '600.10', tolerance: '0.05' }],
        },
      ],
    })
  })

  it('names every header problem: unknown, repeated, a tolerance with no figure, no expected column', () => {
    const file = readScenarioFile('principal,rate,principal,tolerance_payoff_date\n1,2,3,4\n', columns)
    expect(file.ok).toBe(false)
    if (file.ok) return
    expect(file.problems.map((problem) => [problem.line, problem.column?.index ?? null])).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [1, null],
    ])
  })
})

describe('comparing a figure', () => {
  it('to the cent by default, within a tolerance when one is set, dates as text', () => {
    expect(compareExpected('489.15', '$489.15', undefined)).toEqual({
      computed: '$489.15',
      difference: '0.00',
      pass: true,
    })
    expect(compareExpected('$489.16', '$489.15', undefined)).toMatchObject({
      difference: '-0.01',
      pass: false,
    })
    expect(compareExpected('489.16', '$489.15', '0.01').pass).toBe(true)
    expect(compareExpected('6.69', '6.695%', undefined)).toMatchObject({ difference: '0.005', pass: false })
    expect(compareExpected('nov 2031', 'Nov 2031', undefined).pass).toBe(true)
    expect(compareExpected('489.15', undefined, undefined)).toMatchObject({ computed: '—', pass: false })
  })

  it('reads amounts from printed figures, not from dates', () => {
    expect(figureAmount('-$14,509.87')).toBe('-14509.87')
    expect(figureAmount('290 (24 years 2 months)')).toBe('290')
    expect(figureAmount('Nov 2031')).toBeUndefined()
    expect(resultName('Annual percentage yield (APY)')).toBe('annual_percentage_yield_apy')
    expect(resultName('This year’s RMD')).toBe('this_years_rmd')
    expect(resultName('Principal & interest')).toBe('principal_and_interest')
  })
})
