import { FONT_OPTIONS, isFontId } from '~/calculators/branding'
import type { CalculatorRevision } from '~/db/schema'
import type { EditorInput } from './editor-inputs'

type Comparable = Pick<
  CalculatorRevision,
  'name' | 'brand' | 'defaults' | 'limits' | 'disclosure' | 'allowedOrigins' | 'lead' | 'display'
> &
  Partial<Pick<CalculatorRevision, 'rateLinks' | 'titles'>>

/** Rate-sheet entry id → its product name, for "From the rate sheet: …". */
export type RateNames = Readonly<Record<string, string>>

/** A revision as the rows a reviewer reads, field by field, in the editor's words. */
export function revisionRows(
  revision: Comparable,
  inputs: EditorInput[],
  rateNames: RateNames = {},
): { field: string; value: string }[] {
  const { brand, lead, display } = revision
  const onOff = (value: boolean) => (value ? 'Shown' : 'Hidden')
  return [
    { field: 'Name', value: revision.name },
    // What visitors read (decision 0052): approved with the rest.
    { field: 'Title (English)', value: revision.titles?.en || '(calculator title)' },
    { field: 'Title (Spanish)', value: revision.titles?.es || '(calculator title)' },
    { field: 'Colour', value: brand.color },
    { field: 'Accent', value: brand.accent },
    { field: 'Font', value: isFontId(brand.font) ? FONT_OPTIONS[brand.font].label : brand.font },
    { field: 'Language', value: brand.lang === 'es' ? 'Spanish' : 'English' },
    ...inputs.map(({ param, label, numeric }) => {
      const limits = revision.limits[param]
      const range = numeric && limits ? ` (min ${limits.min ?? '–'}, max ${limits.max ?? '–'})` : ''
      const link = revision.rateLinks?.[param]
      const value = link
        ? `From the rate sheet: ${rateNames[link] ?? 'a removed rate'}`
        : (revision.defaults[param] ?? 'calculator default')
      return { field: label, value: `${value}${range}` }
    }),
    { field: 'Chart', value: onOff(display.chart) },
    { field: 'Schedule', value: onOff(display.schedule) },
    { field: 'Disclosure', value: revision.disclosure || '(none)' },
    { field: 'Lead form', value: lead.enabled ? 'On' : 'Off' },
    { field: 'Call to action', value: lead.cta || '(default)' },
    { field: 'Lead recipients', value: lead.recipients.join(', ') || '(none)' },
    { field: 'Consent text', value: lead.consent || '(default)' },
    { field: 'Allowed sites', value: revision.allowedOrigins.join(', ') || 'Any site' },
  ]
}

/** Rows of `revision` beside the same rows of the others (published, previous), marking what differs. */
export function compareRevisions(
  revision: Comparable,
  others: (Comparable | undefined)[],
  inputs: EditorInput[],
  rateNames: RateNames = {},
) {
  const mine = revisionRows(revision, inputs, rateNames)
  const theirs = others.map((other) => (other ? revisionRows(other, inputs, rateNames) : undefined))
  return mine.map((row, index) => ({
    ...row,
    others: theirs.map((rows) => {
      const value = rows?.[index]?.value
      return value === undefined ? undefined : { value, differs: value !== row.value }
    }),
  }))
}
