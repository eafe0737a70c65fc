import { describe, expect, test } from 'vitest'
import { calculators, loadCalculatorModule } from '~/calculators/registry'
import { independentChecks } from './independent'
import { RANDOM_CASES_PER_CALCULATOR, runRandomCheck } from './random-check'

// CI's independent check: every calculator's results on RANDOM_CASES_PER_CALCULATOR seeded random inputs, as
// its result summary prints them, against a second implementation written from the published conventions
// (never the engine). The accuracy ledger runs the same cases and shows the counts.
describe('random cases against an independent implementation', () => {
  const checked = calculators.map(({ name }) => name).filter((name) => independentChecks[name])
  test.each(checked)('%s', async (name) => {
    const check = independentChecks[name]
    if (!check) throw new Error(`${name} has no independent implementation`)
    const { headline } = await loadCalculatorModule(name)
    const result = runRandomCheck(headline, check)
    expect(result.mismatches.slice(0, 5)).toEqual([])
    expect(result.cases).toBe(RANDOM_CASES_PER_CALCULATOR)
    expect(result.exact).toBe(RANDOM_CASES_PER_CALCULATOR)
  })
})
