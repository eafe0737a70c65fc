import { checkDefinition, type DefinitionProblem } from '~/lib/formulas/check-definition'
import { computeDefinition } from '~/lib/formulas/compute-definition'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { Decimal } from '~/calculators/money'

/** Past this a pasted or uploaded definition is refused before it is read (the largest example is ~4 KB). */
export const MAX_DEFINITION_CHARS = 200_000

export interface TextCheck {
  /** The definition when the text is JSON that matches the schema (it may still have problems). */
  definition: SpecialtyCalculator | undefined
  problems: DefinitionProblem[]
}

/** The editor's and the import's one check: JSON, then the schema and every check of `checkDefinition`. */
export function checkDefinitionText(text: string): TextCheck {
  if (text.length > MAX_DEFINITION_CHARS) {
    return {
      definition: undefined,
      problems: [{ where: '(document)', message: `Longer than ${MAX_DEFINITION_CHARS} characters.` }],
    }
  }
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch (error) {
    const detail = error instanceof Error ? error.message : ''
    return {
      definition: undefined,
      problems: [{ where: '(document)', message: `This is not valid JSON. ${detail}`.trim() }],
    }
  }
  const check = checkDefinition(document)
  return { definition: check.definition, problems: check.problems }
}

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
