import { computeDefinition } from '~/lib/formulas/compute-definition'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { Decimal } from '~/calculators/money'

export interface ExampleLine {
  result: string
  expected: number
  /** As computed and rounded by its format; null when the result cannot be computed. */
  got: string | null
  /** got − expected, or null. */
  difference: string | null
  pass: boolean
}

export interface ExampleOutcome {
  source: string
  inputs: Record<string, number>
  pass: boolean
  lines: ExampleLine[]
  /** Why the example's inputs cannot be computed at all. */
  problem?: string
}

/** Each worked example computed: every expected result with what the definition gives and the difference. */
export function exampleOutcomes(definition: SpecialtyCalculator): ExampleOutcome[] {
  return definition.examples.map((example) => {
    const outcome = computeDefinition(definition, example.inputs)
    if (!outcome.ok) {
      return {
        source: example.source,
        inputs: example.inputs,
        pass: false,
        lines: [],
        problem: outcome.problems.map((each) => each.message).join(' '),
      }
    }
    const lines = Object.entries(example.expected).map(([result, expected]): ExampleLine => {
      const got = outcome.results[result]
      if (!got?.ok) return { result, expected, got: null, difference: null, pass: false }
      const difference = new Decimal(got.value).minus(expected)
      return {
        result,
        expected,
        got: got.value,
        difference: difference.toString(),
        pass: difference.isZero(),
      }
    })
    return { source: example.source, inputs: example.inputs, pass: lines.every((line) => line.pass), lines }
  })
}

/** Publishing asks for at least one worked example, and every one passing. */
export function examplesAllPass(outcomes: ExampleOutcome[]): boolean {
  return outcomes.length > 0 && outcomes.every((outcome) => outcome.pass)
}
