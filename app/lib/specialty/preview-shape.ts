import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { INPUT_KINDS, RESULT_FORMATS } from '~/lib/formulas/definition-kinds'

// The builder's live preview reads the definition as it is typed, in the browser, where the zod schema is not
// shipped (decision 0055). This is only the shape the computation relies on: the full check (checkDefinition)
// still runs on the server on save, import and publish; a definition that passes here may still be refused.

type Loose = Record<string, unknown>
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is { en: string; es: string } =>
  isObject(value) && typeof value.en === 'string' && typeof value.es === 'string'
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)
const optionalNumber = (value: unknown) => value === undefined || isNumber(value)
const isId = (value: unknown) => typeof value === 'string' && /^[a-z][a-z0-9_]{0,39}$/.test(value)

function isInput(value: unknown): boolean {
  if (!isObject(value) || !isId(value.id) || !isText(value.label) || !isNumber(value.default)) return false
  if (!(INPUT_KINDS as readonly unknown[]).includes(value.kind)) return false
  if (!optionalNumber(value.min) || !optionalNumber(value.max) || !optionalNumber(value.step)) return false
  if (value.help !== undefined && !isText(value.help)) return false
  if (value.options === undefined) return value.kind !== 'choice'
  return (
    Array.isArray(value.options) &&
    value.options.every((option) => isObject(option) && isNumber(option.value) && isText(option.label))
  )
}

const isFormula = (value: unknown) => isObject(value) && isId(value.id) && typeof value.formula === 'string'

function isResult(value: unknown): boolean {
  return (
    isFormula(value) &&
    isObject(value) &&
    isText(value.label) &&
    (RESULT_FORMATS as readonly unknown[]).includes(value.format)
  )
}

/** The typed text as a definition the preview can compute, with the schema's defaults; else a reason. */
export function previewDefinition(
  text: string,
): { ok: true; definition: SpecialtyCalculator } | { ok: false; reason: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'The text is not valid JSON yet.' }
  }
  if (!isObject(value) || !isId(value.id) || !isText(value.name))
    return { ok: false, reason: 'The definition needs an id and a name in English and Spanish.' }
  const computed = value.computed ?? []
  if (!Array.isArray(value.inputs) || value.inputs.length === 0 || !value.inputs.every(isInput))
    return { ok: false, reason: 'Every input needs an id, a label in both languages, a kind and a default.' }
  if (!Array.isArray(computed) || !computed.every(isFormula))
    return { ok: false, reason: 'Every computed value needs an id and a formula.' }
  if (!Array.isArray(value.results) || value.results.length === 0 || !value.results.every(isResult))
    return {
      ok: false,
      reason: 'Every result needs an id, a label in both languages, a formula and a format.',
    }
  const schedule = value.schedule
  if (
    schedule !== undefined &&
    !(isObject(schedule) && isId(schedule.amount) && isId(schedule.rate) && isId(schedule.term))
  )
    return { ok: false, reason: 'The schedule names an amount, a rate and a term.' }
  const results = (value.results as Loose[]).map((result) => ({ headline: false, ...result }))
  return {
    ok: true,
    definition: { examples: [], ...value, computed, results } as unknown as SpecialtyCalculator,
  }
}
