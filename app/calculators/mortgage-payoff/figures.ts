import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { MortgagePayoffResult } from './engine'
import { mortgagePayoffText } from './texts'

/** "17 years 5 months" / "17 años 5 meses". */
function inWords(months: number, lang: Lang): string {
  return mortgagePayoffText[lang].duration(Math.floor(months / 12), months % 12)
}

/** The result summary, in the order of the specification: the view shows it and a lead's snapshot carries it. */
export function mortgagePayoffFigures(result: MortgagePayoffResult, lang: Lang): Figure[] {
  const t = mortgagePayoffText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    { label: t.payment, value: money(result.payment) },
    { label: t.baselineMonths, value: String(result.baselineMonths) },
    { label: t.newMonths, value: `${result.newMonths} (${inWords(result.newMonths, lang)})`, main: true },
    { label: t.monthsSaved, value: `${result.monthsSaved} (${inWords(result.monthsSaved, lang)})` },
    { label: t.baselineInterest, value: money(result.baselineInterest) },
    { label: t.newInterest, value: money(result.newInterest) },
    { label: t.interestSaved, value: money(result.interestSaved) },
    { label: t.finalPayment, value: money(result.finalPayment) },
  ]
}

/** The payoff in words, and the lump sum's note when it comes too late. */
export function mortgagePayoffNote(result: MortgagePayoffResult, lang: Lang): string {
  const t = mortgagePayoffText[lang]
  const words = t.inWords(inWords(result.newMonths, lang), inWords(result.monthsSaved, lang))
  return result.lumpNotNeeded === undefined ? words : `${words} ${t.lumpNotNeeded(result.lumpNotNeeded)}`
}
