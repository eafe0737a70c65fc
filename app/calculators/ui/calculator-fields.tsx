import type { Lang } from '../branding'
import { capture, useReportCapture } from '../kit/report-capture'
import { parseNumber } from '../money'
import { useClientOptions, type FieldLimits } from './client-options'
import type { FieldSpec } from './field-spec'
import { formatMoneyRounded, formatNumber, formatPercent } from './format'
import { NumberField, type FieldKind } from './number-field'
import { uiText } from './ui-text'

/** The error key of a typed value outside a client's min/max; its text names the field and the bounds. */
export const OUTSIDE_LIMITS = 'client.limits'

/**
 * Errors per query name: the schema's, plus "must be a number" for a field the visitor emptied, plus
 * OUTSIDE_LIMITS for a value beyond the client's bounds (a prefill beyond them is dropped by the loader; a
 * typed one would otherwise be computed silently).
 */
export function fieldErrors<Name extends string, Field extends string, Key extends string>(
  specs: readonly FieldSpec<Name, Field, never, Key>[],
  texts: Record<Name, string>,
  schemaErrors: Partial<Record<Field, Key>>,
  limits?: FieldLimits,
): Partial<Record<Name, Key>> {
  const errors: Partial<Record<Name, Key>> = {}
  for (const spec of specs) {
    const key = texts[spec.name].trim() === '' ? spec.blankKey : schemaErrors[spec.field]
    if (key) errors[spec.name] = key
    else if (outsideLimits(texts[spec.name], limits?.[spec.name])) errors[spec.name] = OUTSIDE_LIMITS as Key
  }
  return errors
}

function outsideLimits(text: string, bounds: { min?: number; max?: number } | undefined) {
  const value = parseNumber(text)
  if (!bounds || value === undefined || !Number.isFinite(value)) return false
  return (bounds.min !== undefined && value < bounds.min) || (bounds.max !== undefined && value > bounds.max)
}

/** The message of OUTSIDE_LIMITS, worded like the calculators' own range messages. */
export function limitsMessage(
  label: string,
  kind: FieldKind,
  bounds: { min?: number; max?: number } | undefined,
  lang: Lang,
): string {
  const t = uiText[lang]
  const format = (value: number) => formatFieldValue(kind, value, lang)
  const { min, max } = bounds ?? {}
  if (min !== undefined && max !== undefined) return t.between(label, format(min), format(max))
  if (min !== undefined) return t.atLeast(label, format(min))
  return t.atMost(label, format(max ?? 0))
}

export function formatFieldValue(kind: FieldKind, value: number, lang: Lang): string {
  if (kind === 'money') return formatMoneyRounded(value, lang)
  if (kind === 'percent') return formatPercent(value, lang, 3)
  return formatNumber(value, lang)
}

interface CalculatorFieldsProps<Name extends string, Field extends string, Text, Key extends string> {
  specs: readonly FieldSpec<Name, Field, Text, Key>[]
  texts: Record<Name, string>
  errors: Partial<Record<Name, Key>>
  onChange: (name: Name, text: string) => void
  lang: Lang
  /** The calculator's own texts in `lang`: labels are read from them. */
  text: Text
  /** The calculator's messages (its defineMessages().translate). */
  translateError: (key: Key, lang: Lang) => string
}

export function CalculatorFields<Name extends string, Field extends string, Text, Key extends string>({
  specs,
  texts,
  errors,
  onChange,
  lang,
  text,
  translateError,
}: CalculatorFieldsProps<Name, Field, Text, Key>) {
  const t = uiText[lang]
  const report = useReportCapture()
  const { limits, notes } = useClientOptions()
  return specs.map((spec) => {
    const label = spec.label(text)
    const note = notes?.[spec.name]
    const blank = texts[spec.name].trim() === ''
    // A help line stands in for the blank-field error, and goes once something is typed.
    const shownNote = note && (!note.help || blank) ? note.text : undefined
    const key = note?.help && blank ? undefined : errors[spec.name]
    const error =
      key === OUTSIDE_LIMITS
        ? limitsMessage(label, spec.kind, limits?.[spec.name], lang)
        : key && translateError(key, lang)
    if (report) {
      const number = Number(texts[spec.name])
      const shown =
        error || !Number.isFinite(number) ? texts[spec.name] : formatFieldValue(spec.kind, number, lang)
      // The report prints a rate-sheet rate with its date, as the page shows it under the label.
      const value = shownNote && !note?.help && shown ? `${shown} (${shownNote})` : shown
      capture(report.inputs, { name: spec.name, label, value }, (input) => input.name)
    }
    return (
      <NumberField
        key={spec.name}
        name={spec.name}
        label={label}
        value={texts[spec.name]}
        onValueChange={(text) => onChange(spec.name, text)}
        kind={spec.kind}
        error={error || undefined}
        note={shownNote}
        slider={spec.slider}
        sliderLabel={t.slider(label)}
        formatValue={(value) => formatFieldValue(spec.kind, value, lang)}
      />
    )
  })
}
