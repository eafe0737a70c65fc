import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkDefinition } from './check-definition'
import { computeDefinition } from './compute-definition'
import type { SpecialtyCalculatorDocument } from './definition-schema'

function withFormulas(formulas: string[], computed: string[] = []): SpecialtyCalculatorDocument {
  return {
    id: 'hostile',
    name: { en: 'Hostile', es: 'Hostil' },
    inputs: [{ id: 'x', label: { en: 'X', es: 'X' }, kind: 'number', default: 2 }],
    computed: computed.map((formula, index) => ({ id: `c${index}`, formula })),
    results: formulas.map((formula, index) => ({
      id: `r${index}`,
      label: { en: `R${index}`, es: `R${index}` },
      formula,
      format: 'number' as const,
    })),
  }
}

describe('hostile definitions', () => {
  test('any JSON value is checked without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (document) => {
        expect(checkDefinition(document).ok).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  test('formulas of random text check and compute to values or error values', () => {
    const formula = fc.oneof(
      fc.string({ minLength: 1, maxLength: 60 }),
      fc.constantFrom(
        'x',
        'c0',
        'c1',
        'r0',
        'r1',
        '1/0',
        'constructor',
        '__proto__',
        'toString',
        'schedule_payment',
      ),
    )
    fc.assert(
      fc.property(
        fc.array(formula, { minLength: 1, maxLength: 4 }),
        fc.array(formula, { maxLength: 3 }),
        (results, computed) => {
          const document = withFormulas(results, computed)
          const check = checkDefinition(document)
          const parsed = check.definition
          if (!parsed) return
          const outcome = computeDefinition(parsed, { x: 3 })
          expect(outcome.ok).toBe(true)
          if (outcome.ok) expect(Object.keys(outcome.results)).toHaveLength(results.length)
        },
      ),
      { numRuns: 300 },
    )
  })

  test('a cycle at compute time is an error value naming it, not a stack overflow', () => {
    const document = withFormulas(['c0'], ['c1 + 1', 'c0 * 2'])
    expect(checkDefinition(document).problems).toEqual([
      { where: 'computed.c0', message: 'A cycle between computed values: c0 → c1 → c0.' },
    ])
    const outcome = computeDefinition(checkDefinition(document).definition!, {})
    expect(outcome).toMatchObject({
      ok: true,
      results: { r0: { ok: false, error: { code: 'cycle' }, message: 'cannot compute these inputs' } },
    })
    expect(outcome.ok && !outcome.results.r0!.ok && outcome.results.r0!.error.message).toContain(
      'c0 → c1 → c0',
    )
  })

  test('the evaluation steps of a whole computation are bounded', () => {
    const expensive = Array.from({ length: 40 }, (_, index) => `DEPOSITFORGOAL(0.001, 1200, ${index}, 1e9)`)
    const outcome = computeDefinition(checkDefinition(withFormulas(expensive)).definition!, {})
    if (!outcome.ok) throw new Error('inputs are valid')
    const codes = Object.values(outcome.results).map((result) => (result.ok ? 'value' : result.error.code))
    expect(codes).toContain('value')
    expect(codes.at(-1)).toBe('too-many-steps')
  })

  test('an input named like a property of every object reads its own value', () => {
    const document: SpecialtyCalculatorDocument = {
      ...withFormulas(['constructor * 2']),
      inputs: [{ id: 'constructor', label: { en: 'C', es: 'C' }, kind: 'number', default: 4 }],
    }
    const outcome = computeDefinition(checkDefinition(document).definition!, {})
    expect(outcome).toEqual({ ok: true, results: { r0: { ok: true, value: '8.00' } } })
  })
})
