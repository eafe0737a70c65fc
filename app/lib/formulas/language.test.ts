import { describe, expect, test } from 'vitest'
import { evaluateFormula } from './evaluate'
import { parseFormula } from './parser'
import { FUNCTION_ARITY } from './catalogue'
import { FUNCTION_HELP } from './functions'

function value(formula: string, values: Record<string, string | number> = {}): string {
  const result = evaluateFormula(formula, values)
  if (!result.ok) throw new Error(`${formula}: ${result.error.message}`)
  return result.value.toString()
}

function error(formula: string, values: Record<string, string | number> = {}) {
  const result = evaluateFormula(formula, values)
  if (result.ok) throw new Error(`${formula} gave ${result.value.toString()}`)
  return result.error
}

describe('arithmetic in decimal, as a spreadsheet reads it', () => {
  test('no binary floating point: 0.1 + 0.2 is 0.3', () => {
    expect(value('0.1 + 0.2')).toBe('0.3')
    expect(value('1.1 * 1.1')).toBe('1.21')
  })

  test('× ÷ − and * / - are the same operators', () => {
    expect(value('6 × 7')).toBe('42')
    expect(value('84 ÷ 2')).toBe('42')
    expect(value('50 − 8')).toBe('42')
    expect(value('2 * 3 + 4 / 2 - 1')).toBe('7')
  })

  test('precedence as in Excel: unary minus before ^, ^ left to right, % after a number', () => {
    expect(value('-2^2')).toBe('4')
    expect(value('0 - 2^2')).toBe('-4')
    expect(value('2^3^2')).toBe('64')
    expect(value('(1 + 2) * 3')).toBe('9')
    expect(value('6.5%')).toBe('0.065')
    expect(value('2^-1')).toBe('0.5')
  })

  test('comparisons give 1 or 0 and IF takes one branch only', () => {
    expect(value('1 < 2')).toBe('1')
    expect(value('2 <= 1')).toBe('0')
    expect(value('3 = 3')).toBe('1')
    expect(value('3 <> 3')).toBe('0')
    expect(value('3 >= 3')).toBe('1')
    expect(value('IF(x > 0, 100 / x, 0)', { x: 0 })).toBe('0')
    expect(value('IF(0, 1)')).toBe('0')
    expect(value('IF(TRUE, 1, 2)')).toBe('1')
  })

  test('MIN, MAX, ABS and the three roundings (away from zero, toward zero, tens)', () => {
    expect(value('MIN(3, 1, 2)')).toBe('1')
    expect(value('MAX(3, 1, 2)')).toBe('3')
    expect(value('ABS(-4.5)')).toBe('4.5')
    expect(value('ROUND(2.345, 2)')).toBe('2.35')
    expect(value('ROUND(-2.345, 2)')).toBe('-2.35')
    expect(value('ROUNDUP(2.341, 2)')).toBe('2.35')
    expect(value('ROUNDUP(-2.341, 2)')).toBe('-2.35')
    expect(value('ROUNDDOWN(2.349, 2)')).toBe('2.34')
    expect(value('ROUND(1234, -2)')).toBe('1200')
    expect(value('ROUNDDOWN(1/3*3, 0)')).toBe('1')
  })

  test('names resolve without regard to case; function names too', () => {
    expect(value('Principal * rate', { principal: 1000, rate: '0.05' })).toBe('50')
    expect(value('round(1.005, 2)')).toBe('1.01')
  })
})

describe('errors are values a builder can act on', () => {
  test('an unknown name is named', () => {
    expect(error('principal * rat', { principal: 1, rate: 1 })).toMatchObject({
      code: 'unknown-name',
      message: 'Unknown name "rat" at position 13.',
    })
  })

  test('division by zero says where', () => {
    expect(error('1 / (x - 2)', { x: 2 })).toMatchObject({
      code: 'division-by-zero',
      message: 'Division by zero at position 3.',
    })
  })

  test('wrong argument count names the function and what it takes', () => {
    expect(error('PMT(0.01, 12)')).toMatchObject({
      code: 'argument-count',
      message: 'PMT takes 3 to 5 arguments, not 2 (position 1).',
    })
    expect(error('ABS(1, 2)').message).toBe('ABS takes 1 arguments, not 2 (position 1).')
  })

  test('parse errors give the position', () => {
    expect(parseFormula('1 + * 2')).toMatchObject({ ok: false, error: { code: 'parse', position: 4 } })
    expect(parseFormula('(1 + 2')).toMatchObject({
      ok: false,
      error: { message: 'Missing ")" for the "(" at position 1.' },
    })
    expect(parseFormula('a.b')).toMatchObject({
      ok: false,
      error: { message: 'Unexpected character "." at position 2.' },
    })
    expect(parseFormula('').ok).toBe(false)
  })

  test('no function calls a builder made up, no property access, no calling a result', () => {
    expect(parseFormula('constructor(1)')).toMatchObject({ ok: false, error: { code: 'unknown-function' } })
    expect(parseFormula('f()()')).toMatchObject({ ok: false, error: { code: 'unknown-function' } })
    expect(parseFormula('ABS(1)(2)')).toMatchObject({ ok: false, error: { code: 'parse' } })
    expect(error('__proto__')).toMatchObject({ code: 'unknown-name' })
    expect(error('constructor', {})).toMatchObject({ code: 'unknown-name' })
  })

  test('bounds: length, depth and size', () => {
    expect(parseFormula('1+'.repeat(600) + '1')).toMatchObject({ ok: false, error: { code: 'too-long' } })
    expect(parseFormula('('.repeat(40) + '1' + ')'.repeat(40))).toMatchObject({
      ok: false,
      error: { code: 'too-deep' },
    })
    expect(parseFormula('('.repeat(30) + '1' + ')'.repeat(30)).ok).toBe(true)
    expect(error('10^100')).toMatchObject({ code: 'no-finite-result' })
    expect(error('1e59 * 1e59')).toMatchObject({ code: 'no-finite-result' })
    expect(error('(-8)^(1/3)')).toMatchObject({ code: 'no-finite-result' })
    expect(value('ROUND(0.5^1e15, 2)')).toBe('0')
  })
})

describe('function help', () => {
  test('every function of the language has its help text for the builder', () => {
    expect(Object.keys(FUNCTION_HELP).sort()).toEqual([...FUNCTION_ARITY.keys()].sort())
  })
})
