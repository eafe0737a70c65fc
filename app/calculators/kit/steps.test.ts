import { describe, expect, test } from 'vitest'
import { calculators, loadCalculatorModule } from '../registry'
import { calculationSteps } from '../registry'
import { money, percent } from './steps'

describe('calculation steps, found through the registry', () => {
  const withSteps = calculators.filter((calculator) => 'steps' in calculator && calculator.steps)

  test.each(withSteps.map((calculator) => calculator.name))(
    '%s: its defaults written out, every value a decimal text (no binary-float digits, no NaN)',
    async (name) => {
      const module = await loadCalculatorModule(name)
      const steps = await calculationSteps(name, module.parseParams(new URLSearchParams()).values)
      expect(steps?.length).toBeGreaterThan(2)
      for (const step of steps ?? []) {
        expect(step.label.length).toBeGreaterThan(0)
        expect(step.formula.length).toBeGreaterThan(0)
        expect(step.value).not.toMatch(/NaN|Infinity|undefined|e[+-]\d/)
        // A binary float's tail (0.30000000000000004, 1.0999999999999999) in a written value.
        expect(step.value).not.toMatch(/\.\d*(0{9,}[1-9]|9{9,})/)
      }
    },
  )

  test('money reads with separators from the decimal value; percent keeps its trailing zero', () => {
    expect(money('38000000000000000000.005')).toBe('$38,000,000,000,000,000,000.01')
    expect(money(-1234.5)).toBe('−$1,234.50')
    expect(money(0)).toBe('$0.00')
    expect(percent('4.5')).toBe('4.50%')
  })
})
