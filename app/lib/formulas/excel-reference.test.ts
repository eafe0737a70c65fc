import { describe, expect, test } from 'vitest'
import { evaluateFormula } from './evaluate'

// The worked examples of Microsoft's Excel help pages ("PMT function", "PV function", "FV function",
// "NPER function", "RATE function", "EFFECT function", "NOMINAL function", support.microsoft.com), with the cell
// references replaced by their values. Excel shows each result rounded; the test rounds ours the same way.
function value(formula: string): string {
  const result = evaluateFormula(formula)
  if (!result.ok) throw new Error(`${formula}: ${result.error.message}`)
  return result.value.toString()
}

function rounded(formula: string, places: number): string {
  return evaluateFormula(`ROUND(${formula}, ${places})`).ok ? value(`ROUND(${formula}, ${places})`) : 'error'
}

describe("Excel's documented examples", () => {
  test('PMT: $10,000 at 8% a year over 10 months, payments at the end and at the beginning', () => {
    expect(rounded('PMT(8%/12, 10, 10000)', 2)).toBe('-1037.03')
    expect(rounded('PMT(8%/12, 10, 10000, , 1)', 2)).toBe('-1030.16')
    expect(rounded('PMT(0.08/12, 10, 10000, 0, 1)', 2)).toBe('-1030.16')
  })

  test('PMT: saving $50,000 in 18 years at 6%', () => {
    expect(rounded('PMT(6%/12, 18*12, 0, 50000)', 2)).toBe('-129.08')
  })

  test('PV: an annuity paying $500 a month for 20 years at 8%', () => {
    expect(rounded('PV(0.08/12, 12*20, 500, , 0)', 2)).toBe('-59777.15')
  })

  test('FV: $500 now and $200 a month at the beginning, 6% a year, 10 months', () => {
    expect(rounded('FV(0.06/12, 10, -200, -500, 1)', 2)).toBe('2581.4')
  })

  test('NPER: 12% a year, $100 a month, $1,000 now, to reach $10,000', () => {
    expect(rounded('NPER(0.12/12, -100, -1000, 10000, 1)', 7)).toBe('59.6738657')
    expect(rounded('NPER(0.12/12, -100, -1000, 10000)', 7)).toBe('60.0821229')
    expect(rounded('NPER(0.12/12, -100, -1000)', 8)).toBe('-9.57859404')
  })

  test('RATE: a 4-year $8,000 loan repaid at $200 a month', () => {
    expect(rounded('RATE(4*12, -200, 8000)', 2)).toBe('0.01')
    expect(rounded('RATE(4*12, -200, 8000)*12', 4)).toBe('0.0924')
  })

  test('EFFECT and NOMINAL: 5.25% compounded quarterly and back', () => {
    expect(rounded('EFFECT(0.0525, 4)', 8)).toBe('0.05354267')
    expect(rounded('NOMINAL(0.053543, 4)', 8)).toBe('0.05250032')
  })
})

describe('finance functions beyond the documented examples', () => {
  test('round trips: PV of a PMT, RATE of a PMT, NPER of a PMT', () => {
    expect(rounded('PV(0.005, 360, PMT(0.005, 360, 200000))', 8)).toBe('200000')
    expect(rounded('RATE(360, PMT(0.005, 360, 200000), 200000)', 10)).toBe('0.005')
    expect(rounded('NPER(0.005, PMT(0.005, 360, 200000), 200000)', 8)).toBe('360')
  })

  test('a zero rate is the plain sum, as in Excel', () => {
    expect(value('PMT(0, 10, 1000)')).toBe('-100')
    expect(value('PV(0, 10, -100)')).toBe('1000')
    expect(value('FV(0, 10, -100, -1000)')).toBe('2000')
    expect(value('NPER(0, -100, 1000)')).toBe('10')
  })

  test('RATE says when it cannot solve', () => {
    const result = evaluateFormula('RATE(12, 100, 1000)')
    expect(result).toMatchObject({ ok: false, error: { code: 'cannot-solve' } })
    expect(result.ok ? '' : result.error.message).toMatch(/RATE cannot solve/)
  })
})
