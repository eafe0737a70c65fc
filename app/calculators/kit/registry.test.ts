import { describe, expect, test } from 'vitest'
import { BRAND_PARAMS } from '../branding'
import { calculators } from '../registry'
import { calculatorTypeSchema } from './calculator-type'
import { forwardedParams, loaderScript } from './loader-script'
import { EMBED_PARAMS } from './share-url'

describe('calculator registry', () => {
  test('names are unique and URL-safe, and the type enum accepts exactly them', () => {
    const names = calculators.map((calculator) => calculator.name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/)
    for (const name of names) expect(calculatorTypeSchema.safeParse(name).success).toBe(true)
    expect(calculatorTypeSchema.safeParse('toString').success).toBe(false)
  })

  test.each(calculators.map((calculator) => [calculator.name, calculator] as const))(
    '%s: texts fit their places and its module loads with a view, a schema and parameters',
    async (_name, calculator) => {
      expect(calculator.description.length).toBeGreaterThan(50)
      expect(calculator.description.length).toBeLessThanOrEqual(160)
      expect(calculator.title.es).not.toBe('')
      const { default: module } = await calculator.load()
      expect(typeof module.Component).toBe('function')
      const { values, errors } = module.parseParams(new URLSearchParams())
      expect(errors).toEqual({})
      expect(module.inputSchema.safeParse(values).success).toBe(true)
      for (const name of Object.values(module.queryNames)) expect(name).toMatch(/^[a-zA-Z][a-zA-Z0-9]{0,19}$/)
      // What `npm run bench` times for it (bench/recompute.ts).
      const { default: heaviest } = (await import(`../${calculator.name}/heaviest.ts`)) as {
        default: () => unknown
      }
      expect(heaviest()).toBeTruthy()
    },
  )
})

describe('loader script', () => {
  test('forwards branding and every query parameter of every calculator (start, percent, mode included)', async () => {
    const forwarded = await forwardedParams()
    for (const name of BRAND_PARAMS) expect(forwarded).toContain(name)
    expect(forwarded).toEqual(expect.arrayContaining(['start', 'percent', 'mode', 'days', 'compounding']))
    for (const calculator of calculators) {
      const { default: module } = await calculator.load()
      expect(forwarded).toEqual(expect.arrayContaining(Object.values(module.queryNames)))
    }
    expect(new Set(forwarded).size).toBe(forwarded.length)
  })

  test('no calculator names an input as the embed names its own parameters (a specialty one is refused so)', async () => {
    for (const calculator of calculators) {
      const { default: module } = await calculator.load()
      for (const name of Object.values(module.queryNames)) expect(EMBED_PARAMS).not.toContain(name)
    }
  })

  test('mounts every registered calculator with its title and initial frame height', async () => {
    const script = await loaderScript()
    for (const { name, title, frameHeight } of calculators) {
      expect(script).toContain(`${JSON.stringify(name)}:[${JSON.stringify(title.en)},${frameHeight}]`)
    }
    expect(script).not.toContain('registry:')
  })
})
