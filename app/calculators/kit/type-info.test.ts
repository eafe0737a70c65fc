import { describe, expect, it } from 'vitest'
import { calculators, CALCULATOR_TYPES } from '../registry'
import { typeInfo, typeLabel, withOwnDefaults } from './type-info'

describe('calculator types a workspace can pick', () => {
  it.each(calculators.map((calculator) => [calculator.name, calculator] as const))(
    '%s: its title, and a label in both languages for every parameter, from its own files',
    async (name, calculator) => {
      const info = await typeInfo(name)
      expect(info.label).toBe(calculator.title.en)
      expect(typeLabel(name)).toBe(calculator.title.en)
      const { default: module } = await calculator.load()
      expect(info.params).toEqual(Object.values(module.queryNames))
      for (const param of info.params) {
        expect(info.labels[param]?.en, param).toMatch(/\S/)
        expect(info.labels[param]?.es, param).toMatch(/\S/)
        expect(info.labels[param]?.en, param).not.toBe(param)
      }
      for (const param of info.numeric) expect(info.params).toContain(param)
      // What a visitor sees before typing is valid input.
      expect(info.validate(new URLSearchParams(info.defaults(new URLSearchParams())))).toEqual([])
    },
  )

  it('labels each input as the visitor reads it', async () => {
    expect((await typeInfo('mortgage')).labels.price).toEqual({
      en: 'Home price',
      es: 'Precio de la vivienda',
    })
    expect((await typeInfo('loan')).labels.start?.en).toBe('First payment date')
  })

  it('knows which parameters take a number: not a date, a choice or a mode', async () => {
    expect((await typeInfo('loan')).numeric).toEqual(['principal', 'rate', 'months', 'extra'])
    expect((await typeInfo('cd')).numeric).toEqual(['deposit', 'rate', 'months', 'days'])
    const retirement = await typeInfo('retirement')
    expect(retirement.numeric).toContain('returnAfter')
    expect(retirement.numeric).not.toContain('mode')
    expect(retirement.numeric).not.toContain('timing')
  })

  it("refuses a default outside a calculator's own bounds with its message", async () => {
    const { validate, params } = await typeInfo('mortgage')
    expect(params).toContain('price')
    expect(validate(new URLSearchParams('price=300000&rate=7'))).toEqual([])
    expect(validate(new URLSearchParams('rate=400'))).toEqual(['Interest rate must be between 0% and 100%'])
  })

  it('fills the inputs a query leaves out with what the visitor saw (a CD term in days stays in days)', async () => {
    expect(Object.fromEntries(await withOwnDefaults('cd', new URLSearchParams('days=90')))).toEqual({
      deposit: '10000',
      rate: '4.5',
      compounding: 'monthly',
      days: '90',
    })
    expect((await withOwnDefaults('cd', new URLSearchParams())).get('months')).toBe('12')
    expect((await withOwnDefaults('loan', new URLSearchParams('rate=7'))).has('start')).toBe(false)
  })

  it('reads an unknown type as the first calculator of the registry', async () => {
    expect((await typeInfo('nope')).label).toBe(typeLabel(CALCULATOR_TYPES[0]))
  })
})
