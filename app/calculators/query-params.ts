import { z } from '~/lib/zod-mini'
import { CalculatorInputError } from './messages'
import { readNumberParam } from './money'

// Helpers for calculators whose inputs are all numbers and whose message keys live in their own folder's
// texts.ts (defineMessages: a page loads only its own calculator's texts). Same contract as the loan, CD and
// retirement schemas: missing or unreadable falls back to the default and the field says why, never a throw.

/** Field name → message key of its first problem. */
export type KeyedErrors<Field extends string, Key extends string> = Partial<Record<Field, Key>>

interface IssueLike {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/** The first issue per field whose message is a key of `texts`, as a field → key map. */
export function issuesToKeys<Field extends string, Key extends string>(
  issues: readonly IssueLike[],
  texts: Record<Key, string>,
): KeyedErrors<Field, Key> {
  const errors: Partial<Record<string, Key>> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (errors[field] === undefined && Object.hasOwn(texts, issue.message)) {
      errors[field] = issue.message as Key
    }
  }
  return errors as KeyedErrors<Field, Key>
}

/** A number between `min` and `max`: `<key>.number` when missing or not finite, `<key>.range` outside. */
export function rangeNumber(key: string, min: number, max: number) {
  return z
    .number({ error: `${key}.number` })
    .check(z.gte(min, { error: `${key}.range` }), z.lte(max, { error: `${key}.range` }))
}

/** A whole number between `min` and `max`: also `<key>.integer` for a fraction. */
export function wholeNumber(key: string, min: number, max: number) {
  return rangeNumber(key, min, max).check(z.int({ error: `${key}.integer` }))
}

/** Money from `min` (0 or a cent) to `max`: `<key>.number`, `<key>.min`, `<key>.max`. */
export function moneyAmount(key: string, min: number, max: number) {
  return z
    .number({ error: `${key}.number` })
    .check(z.gte(min, { error: `${key}.min` }), z.lte(max, { error: `${key}.max` }))
}

export interface NumericParamsSpec<Field extends string, Key extends string> {
  queryNames: Record<Field, string>
  defaults: Record<Field, number>
  /** Key reported for a parameter that is present but not a number. */
  numberKeys: Record<Field, Key>
  schema: z.ZodMiniType
  /** English texts: only issues whose message is one of these keys are reported. */
  texts: Record<Key, string>
}

export interface NumericParamsResult<Field extends string, Key extends string> {
  /** Always finite; unreadable or missing numbers fall back to the defaults. */
  values: Record<Field, number>
  /** Field → message key; empty when the values are valid. */
  errors: KeyedErrors<Field, Key>
}

/** Reads every numeric input from a query string and validates it with the schema; never throws. */
export function parseNumericParams<Field extends string, Key extends string>(
  searchParams: URLSearchParams,
  spec: NumericParamsSpec<Field, Key>,
): NumericParamsResult<Field, Key> {
  const notNumber: KeyedErrors<Field, Key> = {}
  const values = { ...spec.defaults }
  for (const field of Object.keys(spec.queryNames) as Field[]) {
    const param = readNumberParam(searchParams, spec.queryNames[field], spec.defaults[field])
    if (param.invalid) notNumber[field] = spec.numberKeys[field]
    values[field] = param.value
  }
  const parsed = spec.schema.safeParse(values)
  const errors = parsed.success ? {} : issuesToKeys<Field, Key>(parsed.error.issues, spec.texts)
  return { values, errors: { ...errors, ...notNumber } }
}

/** The schema's output, or a CalculatorInputError naming the fields: engines never compute on bad input. */
export function requireValid<T, Key extends string>(
  schema: z.ZodMiniType<T>,
  input: unknown,
  texts: Record<Key, string>,
): T {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  throw new CalculatorInputError(issuesToKeys(parsed.error.issues, texts))
}
