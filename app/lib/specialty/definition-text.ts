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
  // PostgreSQL stores no NUL in text or JSON: refused here, by where it is, rather than by the database (a 500).
  const nul = nulAt(document, [])
  if (nul !== undefined) return { definition: undefined, problems: [{ where: nul, message: NUL_REFUSED }] }
  const check = checkDefinition(document)
  return { definition: check.definition, problems: check.problems }
}

export const NUL_REFUSED = 'Contains a NUL character (\\u0000), which cannot be stored: remove it.'

/** Where the first NUL is, as the checker names places ('inputs.0.label'; a key: the object holding it). */
function nulAt(value: unknown, path: string[]): string | undefined {
  const where = () => path.join('.') || '(document)'
  if (typeof value === 'string') return value.includes('\u0000') ? where() : undefined
  if (!value || typeof value !== 'object') return undefined
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return where()
    const found = nulAt(item, [...path, key])
    if (found !== undefined) return found
  }
  return undefined
}
