import type { Lang } from '~/calculators/branding'
import type { ResultFormat } from '~/lib/formulas/definition-schema'
import { VISITOR_MESSAGE } from '~/lib/formulas/limits'
import { formatMoney } from '~/calculators/ui/format'
import { Decimal } from '~/calculators/money'

const UNITS: Record<Lang, Record<'months' | 'years', [string, string]>> = {
  en: { months: ['month', 'months'], years: ['year', 'years'] },
  es: { months: ['mes', 'meses'], years: ['año', 'años'] },
}

/** What a visitor reads for a result the formulas cannot compute for their inputs, in their language. */
export const CANNOT_COMPUTE: Record<Lang, string> = {
  en: VISITOR_MESSAGE,
  es: 'no se puede calcular con estos datos',
}

/** A result as computeDefinition rounded it ("1342.05"), written as its format says. */
export function formatResult(value: string, format: ResultFormat, lang: Lang = 'en'): string {
  if (format === 'currency') return formatMoney(new Decimal(value), lang)
  const grouped = group(value)
  if (format === 'percent') return `${grouped}%`
  if (format === 'months' || format === 'years') {
    const [one, many] = UNITS[lang][format]
    return `${grouped} ${Number(value) === 1 ? one : many}`
  }
  return grouped
}

function group(value: string): string {
  const [whole = '', fraction] = value.split('.')
  const negative = whole.startsWith('-')
  const digits = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${digits}${fraction === undefined ? '' : `.${fraction}`}`
}
