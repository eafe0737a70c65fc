import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { HomeEquityResult } from './engine'
import { homeEquityText } from './texts'

/** The result summary, in the order of the specification: results 4–7 only when something is borrowed. */
export function homeEquityFigures(result: HomeEquityResult, lang: Lang): Figure[] {
  const t = homeEquityText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const loan = result.amortized
  return [
    { label: t.maxCombined, value: money(result.maxCombined) },
    { label: t.available, value: money(result.available) },
    { label: t.loan, value: money(result.loan) },
    ...(loan
      ? [
          { label: t.payment, value: money(loan.payment), main: true, fills: 'payment' as const },
          { label: t.totalInterest, value: money(loan.totalInterest) },
          { label: t.totalOfPayments, value: money(loan.totalOfPayments) },
          { label: t.cltvAfter, value: `${loan.cltvAfter}%` },
        ]
      : []),
  ]
}

/** The note under the figures: why nothing is borrowed, or that the amount was capped. */
export function homeEquityNote(
  result: HomeEquityResult,
  values: { balance: number; cltv: number },
  lang: Lang,
): string | undefined {
  const t = homeEquityText[lang]
  const money = (value: number) => formatMoney(value, lang)
  if (result.nothing === 'noEquity') {
    return t.noEquity(money(values.balance), String(values.cltv), money(result.maxCombined))
  }
  if (result.nothing === 'enterAmount') return t.enterAmount
  return result.capped ? t.capped(money(result.available)) : undefined
}
