import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { BiweeklyResult } from './engine'
import { biweeklyText } from './texts'

/** "24 years 2 months" / "24 años 2 meses". */
export function biweeklyInWords(months: number, lang: Lang): string {
  return biweeklyText[lang].duration(Math.floor(months / 12), months % 12)
}

/** The result summary, in the order of the specification: the view shows it and a lead's snapshot carries it. */
export function biweeklyFigures(result: BiweeklyResult, lang: Lang): Figure[] {
  const t = biweeklyText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    { label: t.monthlyPayment, value: money(result.monthlyPayment) },
    { label: t.biweeklyPayment, value: money(result.biweeklyPayment), main: true, fills: 'payment' },
    { label: t.payments, value: String(result.payments) },
    {
      label: t.payoffMonths,
      value: `${result.payoffMonths} (${biweeklyInWords(result.payoffMonths, lang)})`,
    },
    { label: t.finalPayment, value: money(result.finalPayment) },
    { label: t.monthlyInterest, value: money(result.monthlyInterest) },
    { label: t.biweeklyInterest, value: money(result.biweeklyInterest) },
    { label: t.interestSaved, value: money(result.interestSaved) },
    { label: t.monthsSaved, value: `${result.monthsSaved} (${biweeklyInWords(result.monthsSaved, lang)})` },
  ]
}

/** The payoff in words: "Payoff 24 years 2 months; 5 years 10 months sooner." */
export function biweeklyNote(result: BiweeklyResult, lang: Lang): string {
  return biweeklyText[lang].inWords(
    biweeklyInWords(result.payoffMonths, lang),
    biweeklyInWords(result.monthsSaved, lang),
  )
}
