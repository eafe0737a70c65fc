import { describe, expect, it } from 'vitest'
import { CALCULATOR_TYPES } from '~/calculators/registry'
import { labelledInputs, labelledTypes } from './input-labels.server'

describe('labelled inputs', () => {
  it('names every registered calculator', () => {
    expect(labelledTypes().sort()).toEqual([...CALCULATOR_TYPES].sort())
  })

  it('shows inputs under their labels, formatted, in the order of the form', () => {
    expect(
      labelledInputs({
        type: 'loan',
        lang: 'en',
        inputs: { rate: '6.25', principal: '425000', months: '360' },
      }),
    ).toEqual([
      { name: 'principal', label: expect.any(String), value: '$425,000' },
      { name: 'rate', label: expect.any(String), value: '6.25%' },
      { name: 'months', label: expect.any(String), value: '360' },
    ])
    // Unknown inputs keep their parameter name and value; a stored list is used as it is.
    expect(labelledInputs({ type: 'loan', lang: 'en', inputs: { odd: 'x' } })).toEqual([
      { name: 'odd', label: 'odd', value: 'x' },
    ])
    const stored = [{ name: 'principal', label: 'Loan amount', value: '$1' }]
    expect(labelledInputs({ type: 'loan', lang: 'en', inputs: {}, labelledInputs: stored })).toBe(stored)
  })
})
