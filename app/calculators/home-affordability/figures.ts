import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney, formatMoneyRounded } from '../ui/format'
import type { AffordabilityResult } from './engine'
import { affordabilityText } from './texts'

/** The result summary: the view shows it and a lead's snapshot carries it. */
export function affordabilityFigures(result: AffordabilityResult, lang: Lang): Figure[] {
  const t = affordabilityText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    { label: t.price, value: formatMoneyRounded(result.price, lang), main: true },
    { label: t.loanAmount, value: money(result.loanAmount) },
    { label: t.housingPayment, value: money(result.housingPayment) },
    { label: t.budget, value: money(result.budget) },
    { label: t.principalAndInterest, value: money(result.principalAndInterest), fills: 'payment' },
    { label: t.monthlyTax, value: money(result.monthlyTax) },
    { label: t.monthlyInsurance, value: money(result.monthlyInsurance) },
  ]
}
