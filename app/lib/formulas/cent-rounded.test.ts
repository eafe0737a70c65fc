import { describe, expect, test } from 'vitest'
import { evaluateFormula } from './evaluate'

function value(formula: string): string {
  const result = evaluateFormula(formula)
  if (!result.ok) throw new Error(`${formula}: ${result.error.message}`)
  return result.value.toString()
}

describe('the savings convention: interest rounded to the cent every period', () => {
  test('BALANCE rolls forward month by month', () => {
    // 1,000 at 1% a month: 1,010.00, then 1,020.10, then 1,030.30 (1,030.301 rounded each month).
    expect(value('BALANCE(0.01, 3, 0, 1000)')).toBe('1030.3')
    expect(value('BALANCE(0.01, 3, 100, 1000)')).toBe('1333.31')
    expect(value('BALANCE(0.01, 0, 100, 1000)')).toBe('1000')
  })

  test('an interest of exactly half a cent rounds up even when the monthly rate does not terminate', () => {
    // 1.50 × 4%/12 = 0.005 exactly; 4%/12 is 0.00333… in decimal.
    expect(value('BALANCE(4%/12, 1, 0, 1.5)')).toBe('1.51')
  })

  test("PERIODSTOGOAL and DEPOSITFORGOAL, issue 12's worked example", () => {
    expect(value('PERIODSTOGOAL(4%/12, 250, 1000, 10000)')).toBe('34')
    expect(value('DEPOSITFORGOAL(4%/12, 24, 1000, 10000)')).toBe('357.5')
    expect(value('PERIODSTOGOAL(0, 0, 500, 100)')).toBe('0')
    expect(value('DEPOSITFORGOAL(0.01, 12, 5000, 100)')).toBe('0')
  })

  test('a goal out of reach and invalid arguments are error values', () => {
    expect(evaluateFormula('PERIODSTOGOAL(0, 0, 0, 100)')).toMatchObject({
      ok: false,
      error: { code: 'cannot-solve' },
    })
    expect(evaluateFormula('BALANCE(0.01, 1.5, 0, 1)')).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    })
    expect(evaluateFormula('BALANCE(-0.01, 1, 0, 1)')).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    })
    expect(evaluateFormula('BALANCE(0.01, 1201, 0, 1)')).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    })
  })
})
