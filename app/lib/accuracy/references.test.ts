import * as financial from 'financial'
import { describe, expect, test } from 'vitest'
import { calculators } from '~/calculators/registry'
import { figureNumber } from './compare'
import { referenceCases } from './ledger.server'
import { accuracySpecs } from './references'
import type { FinancialCall } from './types'

function financialValue({ fn, args, read }: FinancialCall): number {
  const [a = 0, b = 0, c = 0, d = 0] = args
  const value =
    fn === 'pmt'
      ? financial.pmt(a, b, c)
      : fn === 'fv'
        ? financial.fv(a, b, c, d)
        : financial.nper(a, b, c, d)
  if (read === 'ceil') return Math.ceil(value)
  if (read === 'floor') return Math.floor(value)
  return read === 'negate' ? -value : value
}

describe('the accuracy ledger', () => {
  test('every calculator has at least five cited reference cases, and every one passes', async () => {
    for (const calculator of calculators) {
      const cases = await referenceCases(calculator.name)
      expect(cases.length, calculator.name).toBeGreaterThanOrEqual(5)
      for (const each of cases) {
        expect(each.source.document && each.source.section, `${calculator.name}: ${each.title}`).toBeTruthy()
        expect(
          each.pass,
          `${calculator.name}: ${each.title} (${each.figure}) ${each.expected} vs ${each.computed}`,
        ).toBe(true)
      }
    }
  })

  test('a value cited from the financial package is what the package computes, rounded to the cent', () => {
    const cases = Object.values(accuracySpecs).flatMap((spec) => spec.cases)
    const cited = cases.filter((each) => each.financial)
    expect(cited.length).toBeGreaterThanOrEqual(10)
    for (const each of cited) {
      if (!each.financial) continue
      const places = (figureNumber(each.expected) ?? '').split('.')[1]?.length ?? 0
      expect(financialValue(each.financial).toFixed(places), each.title).toBe(figureNumber(each.expected))
    }
  })

  test('a case the engine no longer reproduces fails, shown with its difference', async () => {
    const { compareFigures } = await import('./compare')
    expect(compareFigures('$1,037.03', '$1,037.04')).toEqual({
      computed: '$1,037.04',
      difference: '0.01',
      pass: false,
    })
    expect(compareFigures('9.69%', '9.686%')).toEqual({
      computed: '9.686%',
      difference: '-0.004',
      pass: true,
    })
    expect(compareFigures('$53.90', undefined).pass).toBe(false)
  })
})
