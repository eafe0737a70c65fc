import type { Lang } from '../branding'
import { capture, useReportCapture } from '../kit/report-capture'
import type { FieldSpec } from './field-spec'
import { formatMoneyRounded, formatNumber, formatPercent } from './format'
import { NumberField, type FieldKind } from './number-field'
import { uiText } from './ui-text'

/** Errors per query name: the schema's, plus "must be a number" for a field the visitor emptied. */
export function fieldErrors<Name extends string, Field extends string, Key extends string>(
  specs: readonly FieldSpec<Name, Field, never, Key>[],
  texts: Record<Name, string>,
  schemaErrors: Partial<Record<Field, Key>>,
): Partial<Record<Name, Key>> {
  const errors: Partial<Record<Name, Key>> = {}
  for (const spec of specs) {
    const key = texts[spec.name].trim() === '' ? spec.blankKey : schemaErrors[spec.field]
    if (key) errors[spec.name] = key
  }
  return errors
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
  return specs.map((spec) => {
    const label = spec.label(text)
    const error = errors[spec.name]
    if (report) {
      const number = Number(texts[spec.name])
      const value =
        error || !Number.isFinite(number) ? texts[spec.name] : formatFieldValue(spec.kind, number, lang)
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
        error={error ? translateError(error, lang) : undefined}
        slider={spec.slider}
        sliderLabel={t.slider(label)}
        formatValue={(value) => formatFieldValue(spec.kind, value, lang)}
      />
    )
  })
}
