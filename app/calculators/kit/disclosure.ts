import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatPercent } from '../ui/format'

/*
 * Which disclosure a calculator's result needs (issue 24 §2, docs/decisions/0034-disclosures.md, and per product
 * type since issue 48 §3, decision 0091): credit results that state a triggering term take
 * the Regulation Z wording of their product — closed-end installment credit (12 CFR 1026.24(d)), credit secured
 * by a dwelling (1026.24(d) and (f)), a home-equity line (open-end, 1026.16(b) and (d)) —, deposit yields the
 * Regulation DD wording (12 CFR 1030.8), anything else the general "estimates only" line.
 */
export const DISCLOSURE_SETS = ['installment', 'mortgage', 'heloc', 'deposit', 'general'] as const
export type DisclosureSet = (typeof DISCLOSURE_SETS)[number]

/** The placeholders a disclosure text may use, filled from the calculation on the page. */
export const PLACEHOLDERS = ['payment', 'term', 'apr', 'apy'] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

/** Where a placeholder's value comes from when the input, not a result figure, states it. */
export interface InputSource {
  param: string
  unit: 'percent' | 'days' | 'months' | 'years'
}

export interface DisclosureDeclaration {
  set: DisclosureSet
  /** The results that are triggering terms (a figure tagged `fills`, or an input below). */
  triggers: readonly Placeholder[]
  /** Placeholders read from the inputs (the APR the visitor typed, the term); the first one given wins. */
  inputs?: Partial<Record<Placeholder, InputSource | readonly InputSource[]>>
}

export type PlaceholderValues = Partial<Record<Placeholder, string>>

const UNIT_WORDS: Record<Lang, Record<'days' | 'months' | 'years', [string, string]>> = {
  en: { days: ['day', 'days'], months: ['month', 'months'], years: ['year', 'years'] },
  es: { days: ['día', 'días'], months: ['mes', 'meses'], years: ['año', 'años'] },
}

function inputValue(text: string | null, unit: InputSource['unit'], lang: Lang): string | undefined {
  const number = Number(text?.trim() || Number.NaN)
  if (text === null || !Number.isFinite(number)) return undefined
  if (unit === 'percent') return formatPercent(number, lang, 3)
  const [one, many] = UNIT_WORDS[lang][unit]
  return `${number} ${number === 1 ? one : many}`
}

/** The values of the placeholders for one calculation: tagged figures first, then the declared inputs. */
export function placeholderValues(
  declaration: DisclosureDeclaration,
  figures: readonly Figure[],
  search: URLSearchParams,
  lang: Lang,
): PlaceholderValues {
  const values: PlaceholderValues = {}
  for (const figure of figures) if (figure.fills) values[figure.fills] ??= figure.value
  const declared = Object.entries(declaration.inputs ?? {}) as [Placeholder, InputSource | InputSource[]][]
  for (const [name, given] of declared) {
    for (const source of [given].flat())
      values[name] ??= inputValue(search.get(source.param), source.unit, lang)
  }
  return values
}

/** A template with its `{placeholder}`s filled; one without a value reads as a dash, never as braces. */
export function fillDisclosure(template: string, values: PlaceholderValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as Placeholder] ?? '—') : whole,
  )
}
