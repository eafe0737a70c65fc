import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { AutoLoanResult } from './engine'
import { autoLoanText } from './texts'

/** The result summary: the view shows it and a lead's snapshot carries it. */
export function autoLoanFigures(result: AutoLoanResult, lang: Lang): Figure[] {
  const t = autoLoanText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    { label: t.monthlyPayment, value: money(result.monthlyPayment), main: true, fills: 'payment' },
    { label: t.amountFinanced, value: money(result.amountFinanced) },
    { label: t.salesTaxAmount, value: money(result.salesTax) },
    { label: t.totalInterest, value: money(result.totalInterest) },
    { label: t.totalOfPayments, value: money(result.totalOfPayments) },
    { label: t.finalPayment, value: money(result.finalPayment) },
    ...(result.tradeInEquity === 0 ? [] : [{ label: t.tradeInEquity, value: money(result.tradeInEquity) }]),
  ]
}
