import type { ResultFormat } from '~/lib/formulas/definition-schema'
import { formatMoney } from '~/calculators/ui/format'
import { Decimal } from '~/calculators/money'

/** A result as computeDefinition rounded it ("1342.05"), written as its format says. */
export function formatResult(value: string, format: ResultFormat): string {
  if (format === 'currency') return formatMoney(new Decimal(value), 'en')
  const grouped = group(value)
  if (format === 'percent') return `${grouped}%`
  if (format === 'months') return `${grouped} ${value === '1' ? 'month' : 'months'}`
  if (format === 'years') return `${grouped} ${value === '1.0' ? 'year' : 'years'}`
  return grouped
}

function group(value: string): string {
  const [whole = '', fraction] = value.split('.')
  const negative = whole.startsWith('-')
  const digits = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${digits}${fraction === undefined ? '' : `.${fraction}`}`
}
