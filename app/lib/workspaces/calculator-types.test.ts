import { describe, expect, it } from 'vitest'
import { calculators } from '~/calculators/registry'
import { CALCULATOR_TYPE_IDS, CALCULATOR_TYPES } from './calculator-types'

describe('calculator types a workspace can pick', () => {
  it('are every calculator the product offers, under its catalogue name', () => {
    expect([...CALCULATOR_TYPE_IDS].sort()).toEqual(calculators.map((calculator) => calculator.name).sort())
    for (const calculator of calculators) {
      expect(CALCULATOR_TYPES[calculator.name].label).toBe(calculator.title.en)
    }
  })

  it("refuse a default outside a new calculator's own bounds with its message", () => {
    const { validate, params } = CALCULATOR_TYPES.mortgage
    expect(params).toContain('price')
    expect(validate(new URLSearchParams('price=300000&rate=7'))).toEqual([])
    expect(validate(new URLSearchParams('rate=400'))).toHaveLength(1)
  })
})
