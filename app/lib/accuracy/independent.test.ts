import { describe, expect, test } from 'vitest'
import { calculators, loadCalculatorModule } from '~/calculators/registry'
import { independentChecks } from './independent'
import { RANDOM_CASES_PER_CALCULATOR, runRandomCheck, runRandomCheckInSlices } from './random-check'

// CI's independent check: every calculator's results on RANDOM_CASES_PER_CALCULATOR seeded random inputs, as
// its result summary prints them, against a second implementation written from the published conventions
// (never the engine). The accuracy ledger runs the same cases and shows the counts.
describe('random cases against an independent implementation', () => {
  test.each(calculators.map(({ name }) => name))('%s', async (name) => {
    const check = independentChecks[name]
    const { headline } = await loadCalculatorModule(name)
    const result = runRandomCheck(headline, check)
    expect(result.mismatches.slice(0, 5)).toEqual([])
    expect(result.cases).toBe(RANDOM_CASES_PER_CALCULATOR)
    expect(result.exact).toBe(RANDOM_CASES_PER_CALCULATOR)
  })
})

test('a figure a cent away from the independent value counts as a mismatch', async () => {
  const { headline } = await loadCalculatorModule('loan')
  const aCentMore = {
    ...independentChecks.loan,
    expect: (query: Record<string, string>) =>
      independentChecks.loan
        .expect(query)
        .map(
          ([figure, value]) =>
            [figure, figure === 'Total interest' ? (Number(value) + 0.01).toFixed(2) : value] as const,
        ),
  }
  const result = runRandomCheck(headline, aCentMore, 3)
  expect(result.exact).toBe(0)
  expect(result.mismatches.map((each) => each.figure)).toEqual([
    'Total interest',
    'Total interest',
    'Total interest',
  ])
})

// The ledger's run in a server gives the event loop its turn between slices of cases: other requests are
// answered while it computes (a model-risk pack asked for first held its server for seconds).
test('the ledger’s sliced run finds what the plain run finds, and lets the event loop turn between slices', async () => {
  const { headline } = await loadCalculatorModule('mortgage')
  const check = independentChecks.mortgage
  let turns = 0
  let turning = true
  const turn = () => {
    turns++
    if (turning) setImmediate(turn)
  }
  setImmediate(turn)
  const sliced = await runRandomCheckInSlices(headline, check, { count: 20, sliceMs: 0 })
  turning = false
  expect(sliced).toEqual(runRandomCheck(headline, check, 20))
  // A slice of no time is one case: the loop turned between every two of them.
  expect(turns).toBeGreaterThanOrEqual(19)
})
