import { checkDefinition, type DefinitionProblem } from '~/lib/formulas/check-definition'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'

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
