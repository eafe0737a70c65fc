import { describe, expect, it } from 'vitest'
import { overlaps, pageLines, pdfLayout } from '../../../tests/support/pdf-layout'
import type { FigureCheck, ScenarioOutcome } from './outcome'
import type { RunFacts } from './result-csv'
import { resultPdf } from './result-pdf.server'

const facts: RunFacts = {
  id: '0b9c7d1e-1111-4222-8333-444455556666',
  workspace: 'Rows Credit Union',
  calculator: 'IRA distributions',
  type: 'rmd',
  revision: 1,
  engineVersion: 1,
  ranAt: '2026-11-30T07:40:00.000Z',
  fileName: 'ira.csv',
  inputSha256: 'a'.repeat(64),
  keyId: '0123456789abcdef',
  by: 'validator@rows.example',
  rerunOf: null,
  disclosure: null,
}

const check = (label: string, pass: boolean): FigureCheck => ({
  name: 'row_1_balance_dec_31_prior_year',
  label,
  expected: pass ? '500000' : '500000.01',
  computed: '$500,000.00',
  difference: pass ? '0.00' : '-0.01',
  tolerance: '',
  pass,
})

describe('the result PDF with schedule rows', () => {
  it('wraps a long figure and a long reference in their own column, drawing nothing over anything', async () => {
    const outcomes: ScenarioOutcome[] = [2, 3].map((line) => ({
      line,
      scenario: `CORE-SYSTEM-IRA-2026-000${line}`,
      status: line === 2 ? 'pass' : 'flagged',
      inputs: { age: '75', balance: '500000' },
      checks: [check('Row 1 (age 75) balance Dec 31 prior year', line === 2)],
      problems: [],
    }))
    const pages = pdfLayout(await resultPdf(facts, outcomes, ['age', 'balance']))
    expect(pages.flatMap(overlaps)).toEqual([])
    const lines = pages.flatMap(pageLines)
    // The label wraps within its column; the figures stay on its first line.
    const flagged = lines.indexOf('Line 3 (CORE-SYSTEM-IRA-2026-0003): Row 500000.01 $500,000.00 -0.01 cent')
    expect(flagged).toBeGreaterThan(0)
    expect(lines[flagged + 1]).toBe('1 (age 75) balance Dec 31 prior year')
  })
})
