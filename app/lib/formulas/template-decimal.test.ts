import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { checkDefinition } from './check-definition'
import { computeDefinition } from './compute-definition'

// Issue 46 §2: the HELOC and share-certificate templates give Python decimal's figures to the cent on 200
// random inputs each. The expected figures were written by scripts/template-decimal-fixtures.py (standard
// library only, ROUND_HALF_UP, seeded) and committed with it, so this test needs no Python.
interface Fixture {
  template: string
  cases: { inputs: Record<string, number>; expected: Record<string, string> }[]
}

const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))

describe.each([
  ['heloc-interest-only', 'examples/heloc-interest-only.json'],
  ['share-certificate', 'examples/share-certificate.json'],
])('the %s template against Python decimal', (name, template) => {
  const fixture = read(`../../../tests/fixtures/templates/${name}.decimal.json`) as Fixture
  const check = checkDefinition(read(`./${template}`))

  test('the fixture has 200 cases and names this template', () => {
    expect(check.problems).toEqual([])
    expect(fixture.template).toBe(`app/lib/formulas/${template}`)
    expect(fixture.cases).toHaveLength(200)
  })

  test('every result of every case is the same to the cent', () => {
    const mismatches: string[] = []
    for (const [index, { inputs, expected }] of fixture.cases.entries()) {
      const outcome = computeDefinition(check.definition!, inputs)
      if (!outcome.ok) {
        mismatches.push(`case ${index}: ${outcome.problems.map((problem) => problem.message).join(' ')}`)
        continue
      }
      for (const [result, figure] of Object.entries(expected)) {
        const got = outcome.results[result]
        const shown = got?.ok ? got.value : 'cannot compute'
        if (shown !== figure) mismatches.push(`case ${index} ${result}: ${shown}, Python ${figure}`)
      }
    }
    expect(mismatches).toEqual([])
  })
})
