import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { AprResult } from './engine'
import { aprText } from './texts'

/** The result summary, in the order of the specification: the view shows it and a lead's snapshot carries it. */
export function aprFigures(result: AprResult, lang: Lang): Figure[] {
  const t = aprText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    { label: t.payment, value: money(result.payment), fills: 'payment' },
    { label: t.finalPayment, value: money(result.finalPayment) },
    { label: t.pointsCost, value: money(result.pointsCost) },
    { label: t.prepaid, value: money(result.prepaid) },
    { label: t.amountFinanced, value: money(result.amountFinanced) },
    { label: t.totalOfPayments, value: money(result.totalOfPayments) },
    { label: t.financeCharge, value: money(result.financeCharge) },
    ...(result.apr === undefined
      ? []
      : [{ label: t.apr, value: `${result.apr}%`, main: true, fills: 'apr' as const }]),
  ]
}
