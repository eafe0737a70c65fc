import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney, formatNumber } from '../ui/format'
import type { RetirementIncomeResult } from './engine'
import type { RetirementIncomeInput } from './schema'
import { retirementIncomeText } from './texts'

/** The result summary (ten-calculators.md §8): the view shows it and a lead's snapshot carries it. */
export function retirementIncomeFigures(
  result: RetirementIncomeResult,
  lang: Lang,
  values: Pick<RetirementIncomeInput, 'years'>,
): Figure[] {
  const t = retirementIncomeText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const level = { label: t.level(values.years), value: money(result.level) }
  if (result.fullMonths === undefined) return [{ ...level, main: true }]
  return [
    { label: t.fullMonths, value: formatNumber(result.fullMonths, lang), main: true },
    ...(result.partial === undefined
      ? []
      : [{ label: t.partial(result.fullMonths + 1), value: money(result.partial) }]),
    level,
  ]
}

/** The line under the figures: the duration in words, or why there is none. */
export function retirementIncomeNote(result: RetirementIncomeResult, lang: Lang): string {
  const t = retirementIncomeText[lang]
  if (result.fullMonths === undefined) return t.lastsForever
  const partial = result.partial === undefined ? undefined : formatMoney(result.partial, lang)
  return t.inWords(result.fullMonths, partial, result.fullMonths + 1)
}
