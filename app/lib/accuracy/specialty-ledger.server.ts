import type { Db } from '~/db/client.server'
import { registerSpecialty, resolveModule, type SpecialtyTypeName } from '~/calculators/resolve'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { catalogueSpecialty } from '~/lib/specialty/resolve.server'
import { formatResult } from '~/lib/specialty/format-result'
import { nameInputs } from '~/lib/leads/input-labels.server'
import { compareFigures } from './compare'
import { LEDGER_TODAY } from './random-check'
import type { LedgerCase, LedgerSpecialty } from './types'

/**
 * A version's worked examples as ledger cases: each example's inputs go through the calculator's own query
 * parsing and headline (what a visitor's page prints), and every expected result is compared with the printed
 * figure exactly, as the builder's publish check does.
 */
export async function workedExampleCases(
  type: SpecialtyTypeName,
  definition: SpecialtyCalculator,
): Promise<LedgerCase[]> {
  const calculator = await resolveModule(type)
  return definition.examples.flatMap((example, index) => {
    // In the definition's order: a jsonb column keeps an object's keys in an order of its own.
    const search = new URLSearchParams(
      definition.inputs.flatMap(({ id }) => (id in example.inputs ? [[id, String(example.inputs[id])]] : [])),
    )
    const figures = calculator.headline(search, 'en', LEDGER_TODAY)
    const inputs = nameInputs(calculator, search, 'en').map(({ label, value }) => ({ label, value }))
    const expectations = definition.results.filter(({ id }) => id in example.expected)
    return expectations.map((result): LedgerCase => {
      const figure = result.label.en
      const expected = formatResult(String(example.expected[result.id]), result.format)
      const printed = figures.find((each) => each.label === figure)?.value
      return {
        title: `Worked example ${index + 1}`,
        inputs,
        figure,
        expected,
        source: { basis: 'worked-example', document: example.source },
        ...compareFigures(expected, printed, 'exact'),
      }
    })
  })
}

// Published versions never change: a version's cases are computed once per process, whenever it is first shown.
const computed = new Map<string, Promise<LedgerCase[]>>()

/**
 * The specialty part of the ledger, read at request time (decision 0063): each specialty calculator offered to
 * every workspace, at its newest published version, with its worked examples as cases. A calculator offered to
 * one workspace only never appears.
 */
export async function specialtyLedger(db: Db): Promise<LedgerSpecialty[]> {
  const offered = await catalogueSpecialty(db)
  return Promise.all(
    offered.map(async ({ slug, number, definition }) => {
      const type = registerSpecialty({ slug, number, definition })
      let cases = computed.get(type)
      if (!cases) {
        cases = workedExampleCases(type, definition)
        computed.set(type, cases)
      }
      return { type, slug, version: number, title: definition.name.en, cases: await cases }
    }),
  )
}
