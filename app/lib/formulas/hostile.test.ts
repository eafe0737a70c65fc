import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { StepBudget } from './budget'
import { evaluateFormula } from './evaluate'
import { FORMULA_LIMITS } from './limits'

// Whatever the text, the parser and evaluator answer a value or an error value: they never throw, never
// overflow the stack and never run past the step bound.
function answers(formula: string): void {
  const budget = new StepBudget()
  const result = evaluateFormula(formula, { x: 3, rate: '0.05', term: 12 }, budget)
  if (result.ok) expect(result.value.isFinite()).toBe(true)
  else expect(result.error.message.length).toBeGreaterThan(0)
  expect(budget.spent).toBeLessThanOrEqual(FORMULA_LIMITS.maxSteps)
}

const PIECES = [
  '(',
  ')',
  ',',
  '+',
  '-',
  '*',
  '/',
  '^',
  '%',
  '×',
  '÷',
  '−',
  '=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
  ' ',
  '.',
  '..',
  '0',
  '1',
  '9',
  '1e308',
  '0.000001',
  '99999999999999999999',
  'x',
  'rate',
  'term',
  'constructor',
  '__proto__',
  'toString',
  'a.b',
  'f()()',
  'IF',
  'MIN',
  'MAX',
  'ABS',
  'ROUND',
  'ROUNDUP',
  'ROUNDDOWN',
  'PMT',
  'PV',
  'FV',
  'NPER',
  'RATE',
  'EFFECT',
  'NOMINAL',
  'BALANCE',
  'PERIODSTOGOAL',
  'DEPOSITFORGOAL',
  'TRUE',
  'eval',
  'Function',
  '"',
  "'",
  '[',
  ']',
  '{',
  '}',
  ';',
  '\\',
  '\u0000',
  '𝟘',
  'é',
  '١',
  '\u202e',
  '\n',
]

describe('hostile formulas', () => {
  test('random text answers a value or an error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => answers(text)),
      { numRuns: 500 },
    )
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => answers(text)),
      { numRuns: 300 },
    )
  })

  test('random sequences of the language’s own pieces answer a value or an error', () => {
    const formula = fc.array(fc.constantFrom(...PIECES), { maxLength: 80 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(formula, (text) => answers(text)),
      { numRuns: 2000 },
    )
  })

  test('well-formed random formulas answer a value or an error', () => {
    const { expression } = fc.letrec((tie) => ({
      expression: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('0', '1', '2.5', '1e50', '0.0001', 'x', 'rate', 'term', 'TRUE'),
        fc
          .tuple(tie('expression'), fc.constantFrom('+', '-', '*', '/', '^', '<', '='), tie('expression'))
          .map(([left, operator, right]) => `(${left} ${operator} ${right})`),
        tie('expression').map((operand) => `-${operand}`),
        fc
          .tuple(
            fc.constantFrom(
              'IF',
              'MIN',
              'MAX',
              'ROUND',
              'PMT',
              'PV',
              'FV',
              'NPER',
              'RATE',
              'EFFECT',
              'NOMINAL',
              'BALANCE',
            ),
            fc.array(tie('expression'), { minLength: 1, maxLength: 6 }),
          )
          .map(([name, args]) => `${name}(${args.join(', ')})`),
      ),
    }))
    fc.assert(
      fc.property(expression, (text) => answers(text)),
      { numRuns: 400 },
    )
  })

  test('the named hostile cases', () => {
    const cases = [
      '('.repeat(5000) + '1' + ')'.repeat(5000),
      '-'.repeat(10_000) + '1',
      'x'.repeat(10_000),
      '9'.repeat(10_000),
      '1+'.repeat(499) + '1',
      'ABS('.repeat(200) + '1' + ')'.repeat(200),
      '9^9^9^9^9',
      '10^10^10',
      '1e9999',
      '0.1^-999',
      'constructor',
      '__proto__',
      'x.constructor',
      'a.b',
      'f()()',
      'PMT()()',
      'toString()',
      'hasOwnProperty("x")',
      'RATE(1200, 1, 1, 1, 1, 1e50)',
      'RATE(1200, -1e50, 1, 0, 0, 0.999)',
      'BALANCE(0.01, 1200, 1e9, 1e9)',
      'DEPOSITFORGOAL(0, 1200, 0, 1e20)',
      'MIN(' + Array.from({ length: 30 }, () => 'BALANCE(0.01, 1200, 1, 1)').join(',') + ')',
      '日本語 + 1',
      '1 ١ 2',
      '\u202e1+1',
    ]
    for (const text of cases) answers(text)
  })
})
