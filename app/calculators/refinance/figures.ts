import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { RefinanceResult } from './engine'
import { refinanceText } from './texts'

/** The result summary: the view shows it and a lead's snapshot carries it. */
export function refinanceFigures(result: RefinanceResult, lang: Lang): Figure[] {
  const t = refinanceText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const breakEven = (month: number | undefined) =>
    month === undefined ? t.noBreakEven : month === 0 ? t.breakEvenNow : String(month)
  return [
    { label: t.monthlySaving, value: money(result.monthlySaving), main: true },
    { label: t.currentPayment, value: money(result.currentPayment) },
    { label: t.newPayment, value: money(result.newPayment), fills: 'payment' },
    { label: t.breakEven, value: breakEven(result.breakEvenMonth) },
    { label: t.currentInterest, value: money(result.currentInterest) },
    { label: t.newInterest, value: money(result.newInterest) },
    { label: t.lifetimeSavings, value: money(result.lifetimeSavings) },
    { label: t.newLoanAmount, value: money(result.newLoanAmount) },
    { label: t.upfrontCosts, value: money(result.upfrontCosts) },
  ]
}
