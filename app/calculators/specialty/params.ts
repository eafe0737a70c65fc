import type { Lang } from '../branding'
import { parseNumber } from '../money'
import type { FieldSpec } from '../ui/field-spec'
import type { FieldKind } from '../ui/number-field'
import type { Figure } from '../ui/calculator-shell'
import type { Placeholder } from '../kit/disclosure'
import { computeDefinition, readInput } from '~/lib/formulas/compute-definition'
import type { DefinitionInput, SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { CANNOT_COMPUTE, formatResult } from '~/lib/specialty/format-result'

// A specialty definition read as the registry calculators' parts (query names, parse, fields, figures), so the
// kit's shell, the visitor tools and the server's snapshot, PDF and e-mail treat it as any other calculator.

export type SpecialtyValues = Record<string, number>
/** Message keys: "specialty.number", "specialty.whole", "specialty.choice", "specialty.min:5", "specialty.max:9". */
export type SpecialtyKey = string

const KINDS: Record<DefinitionInput['kind'], FieldKind | undefined> = {
  currency: 'money',
  percent: 'percent',
  number: 'count',
  integer: 'count',
  choice: undefined,
  yesno: undefined,
}

export const isNumericInput = (input: DefinitionInput) => KINDS[input.kind] !== undefined

export function fieldKindOf(input: DefinitionInput): FieldKind {
  return KINDS[input.kind] ?? 'count'
}

/** The numeric inputs as the kit's field specs; their text is the visitor's language. */
export function specialtyFields(
  definition: SpecialtyCalculator,
): FieldSpec<string, string, Lang, SpecialtyKey>[] {
  return definition.inputs.filter(isNumericInput).map((input) => {
    const min = input.min ?? 0
    const max = input.max ?? Math.max(100, Math.abs(input.default) * 4)
    const step = input.step ?? (input.kind === 'percent' ? 0.05 : input.kind === 'currency' ? 100 : 1)
    return {
      name: input.id,
      field: input.id,
      kind: fieldKindOf(input),
      label: (lang: Lang) => input.label[lang],
      slider: { min, max: Math.max(max, min + step), step },
      blankKey: 'specialty.number',
    }
  })
}

export const specialtyDefaults = (definition: SpecialtyCalculator): SpecialtyValues =>
  Object.fromEntries(definition.inputs.map((input) => [input.id, input.default]))

const problemKey = (input: DefinitionInput, value: number): SpecialtyKey | undefined => {
  const read = readInput(input, value)
  if (typeof read !== 'string') return undefined
  if (input.min !== undefined && value < input.min) return `specialty.min:${input.min}`
  if (input.max !== undefined && value > input.max) return `specialty.max:${input.max}`
  if (input.kind === 'choice' || input.kind === 'yesno') return 'specialty.choice'
  if (input.kind === 'integer') return 'specialty.whole'
  return 'specialty.number'
}

/** Query string → values (defaults where absent or blank) and input → message key; never throws. */
export function parseSpecialtyParams(definition: SpecialtyCalculator, search: URLSearchParams) {
  const values: SpecialtyValues = {}
  const errors: Partial<Record<string, SpecialtyKey>> = {}
  for (const input of definition.inputs) {
    const text = search.get(input.id)?.trim() ?? ''
    const number = text === '' ? input.default : parseNumber(text)
    values[input.id] = number ?? input.default
    const key = number === undefined ? 'specialty.number' : problemKey(input, number)
    if (key) errors[input.id] = key
  }
  return { values, errors }
}

const MESSAGES: Record<Lang, Record<string, (bound: string) => string>> = {
  en: {
    number: () => 'Enter a number.',
    whole: () => 'Enter a whole number.',
    choice: () => 'Choose one of the options.',
    min: (bound) => `Enter at least ${bound}.`,
    max: (bound) => `Enter at most ${bound}.`,
  },
  es: {
    number: () => 'Ingrese un número.',
    whole: () => 'Ingrese un número entero.',
    choice: () => 'Elija una de las opciones.',
    min: (bound) => `Ingrese al menos ${bound}.`,
    max: (bound) => `Ingrese como máximo ${bound}.`,
  },
}

/** A message key of parseSpecialtyParams → its text; unknown strings are returned unchanged. */
export function translateSpecialty(key: string, lang: Lang = 'en'): string {
  const [, rest = ''] = key.split('specialty.')
  const [name = '', bound = ''] = rest.split(':')
  const message = MESSAGES[lang][name]
  return message ? message(bound) : key
}

/**
 * The result figures for valid values: each result in the visitor's language, the headline ones large, the
 * disclosure placeholder it fills; a result the formulas cannot compute reads "cannot compute these inputs".
 * Undefined when the inputs themselves are refused.
 */
export function specialtyFigures(
  definition: SpecialtyCalculator,
  values: SpecialtyValues,
  lang: Lang,
): Figure[] | undefined {
  const outcome = computeDefinition(definition, values)
  if (!outcome.ok) return undefined
  return definition.results.map((result) => {
    const answer = outcome.results[result.id]
    return {
      label: result.label[lang],
      value: answer?.ok ? formatResult(answer.value, result.format, lang) : CANNOT_COMPUTE[lang],
      ...(result.headline && { main: true }),
      ...(result.disclosure && answer?.ok && { fills: result.disclosure.slice(1, -1) as Placeholder }),
    }
  })
}
