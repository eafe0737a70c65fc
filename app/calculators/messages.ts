// Schemas report stable keys (never prose) so the view can show English or Spanish. Each calculator keeps its
// keys in its own folder (texts.ts, defineMessages): a shared dictionary would load every calculator's texts
// into every calculator's page.

export type Locale = 'en' | 'es'

/** Field name → message key of its first problem. */
export type FieldErrors<Field extends string, Key extends string = string> = Partial<Record<Field, Key>>

interface IssueLike {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/** The first known key per field; zod's own messages (not keys) are dropped. */
export function issuesToErrors<Field extends string, Key extends string>(
  issues: readonly IssueLike[],
  isKey: (value: unknown) => value is Key,
): FieldErrors<Field, Key> {
  const errors: Partial<Record<string, Key>> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (errors[field] === undefined && isKey(issue.message)) errors[field] = issue.message
  }
  return errors as FieldErrors<Field, Key>
}

/** A calculator's messages in English and Spanish; both must have the same keys (checked at compile time). */
export function defineMessages<const Key extends string>(dictionary: {
  en: Record<Key, string>
  es: Record<NoInfer<Key>, string>
}) {
  const isKey = (value: unknown): value is Key =>
    typeof value === 'string' && Object.hasOwn(dictionary.en, value)
  return {
    en: dictionary.en,
    es: dictionary.es,
    isKey,
    /** The text of a key; unknown strings are returned unchanged so nothing renders blank. */
    translate: (key: string, locale: Locale = 'en'): string => (isKey(key) ? dictionary[locale][key] : key),
    issuesToErrors: <Field extends string>(issues: readonly IssueLike[]) =>
      issuesToErrors<Field, Key>(issues, isKey),
  }
}

/** Thrown by engines given input their schema rejects; engines never return NaN or Infinity instead. */
export class CalculatorInputError extends RangeError {
  readonly errors: FieldErrors<string>

  constructor(errors: FieldErrors<string>) {
    super(`Invalid calculator input: ${Object.values(errors).join(', ')}`)
    this.name = 'CalculatorInputError'
    this.errors = errors
  }
}
