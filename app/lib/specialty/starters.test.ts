import { describe, expect, test } from 'vitest'
import { specialtyDisclosure } from '~/calculators/specialty/specialty-meta'
import { checkDefinition } from '~/lib/formulas/check-definition'
import { exampleOutcomes, examplesAllPass } from './example-outcomes'
import { CREDIT_UNION_TEMPLATES, STARTERS } from './starters'

// Issue 46 §2: every template a calculator can start from checks, and its worked examples give their expected
// figures to the cent through computeDefinition, as the admin's publish check requires.
describe('the templates a specialty calculator starts from', () => {
  test.each(Object.entries(STARTERS))('%s checks and its worked examples pass', (_key, starter) => {
    const check = checkDefinition(starter.document)
    expect(check.problems).toEqual([])
    const outcomes = exampleOutcomes(check.definition!)
    expect(outcomes.length).toBeGreaterThan(0)
    expect(outcomes.filter((outcome) => !outcome.pass)).toEqual([])
    expect(examplesAllPass(outcomes)).toBe(true)
  })

  test('the eight credit-union templates each have two or more sourced examples in English and Spanish', () => {
    expect(CREDIT_UNION_TEMPLATES).toHaveLength(8)
    for (const key of CREDIT_UNION_TEMPLATES) {
      const { document } = STARTERS[key]
      expect(document.examples.length, key).toBeGreaterThanOrEqual(2)
      for (const example of document.examples) expect(example.source.length, key).toBeGreaterThan(20)
      expect(document.name.es, key).not.toBe(document.name.en)
    }
  })

  test('the HELOC template takes the home-equity line’s disclosure, the other loans the installment one', () => {
    const sets = Object.fromEntries(
      CREDIT_UNION_TEMPLATES.map((key) => [
        key,
        specialtyDisclosure(checkDefinition(STARTERS[key].document).definition!).set,
      ]),
    )
    expect(sets).toMatchObject({
      'heloc-interest-only': 'heloc',
      'share-secured-loan': 'installment',
      'debt-consolidation': 'installment',
    })
  })

  test('the ids are distinct, so all eight can be published side by side', () => {
    const ids = Object.values(STARTERS).map((starter) => starter.document.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
