import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { RmdResult } from './engine'
import { rmdText } from './texts'

/** The result summary (ten-calculators.md §7): the view shows it and a lead's snapshot carries it. */
export function rmdFigures(result: RmdResult, lang: Lang): Figure[] {
  const t = rmdText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    { label: t.thisYear, value: money(result.thisYear), main: true },
    { label: t.total, value: money(result.totalRmd) },
    { label: t.endBalance, value: money(result.endBalance) },
  ]
}

/** 24.6 → '24.6', 22 → '22.0': the table prints its divisors with their tenth. */
export function formatDivisor(divisor: number): string {
  const tenths = Math.round(divisor * 10)
  return `${Math.floor(tenths / 10)}.${tenths % 10}`
}
