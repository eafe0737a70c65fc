import { describe, expect, it } from 'vitest'
import { CALCULATOR_TYPES, loadCalculatorModule } from '~/calculators/registry'
import { labelledInputs } from './input-labels.server'

describe('labelled inputs', () => {
  it('names every numeric input of every registered calculator by its label, not its parameter', async () => {
    for (const type of CALCULATOR_TYPES) {
      const module = await loadCalculatorModule(type)
      const inputs = Object.fromEntries(module.numeric.map((name) => [name, '1']))
      for (const lang of ['en', 'es'] as const)
        for (const input of await labelledInputs({ type, lang, inputs }))
          expect(input.label, `${type} ${input.name} (${lang})`).not.toBe(input.name)
    }
  })

  it('shows inputs under their labels, formatted, in the order of the form', async () => {
    expect(
      await labelledInputs({
        type: 'loan',
        lang: 'en',
        inputs: { rate: '6.25', principal: '425000', months: '360' },
      }),
    ).toEqual([
      { name: 'principal', label: 'Loan amount', value: '$425,000' },
      { name: 'rate', label: expect.any(String), value: '6.25%' },
      { name: 'months', label: expect.any(String), value: '360' },
    ])
    // Unknown inputs keep their parameter name and value; a stored list is used as it is.
    expect(await labelledInputs({ type: 'loan', lang: 'en', inputs: { odd: 'x' } })).toEqual([
      { name: 'odd', label: 'odd', value: 'x' },
    ])
    const stored = [{ name: 'principal', label: 'Loan amount', value: '$1' }]
    expect(await labelledInputs({ type: 'loan', lang: 'en', inputs: {}, labelledInputs: stored })).toBe(
      stored,
    )
  })
})
