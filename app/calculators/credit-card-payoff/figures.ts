import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { CreditCardResult, PayoffPlan } from './engine'
import { creditCardText } from './texts'

/** The result summary: the view shows it and a lead's snapshot carries it. */
export function creditCardFigures(result: CreditCardResult, lang: Lang): Figure[] {
  const t = creditCardText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const months = (plan: PayoffPlan) =>
    plan.outcome === 'paidOff' ? String(plan.months) : plan.outcome === 'never' ? t.never : t.overCentury
  const interest = (plan: PayoffPlan) => (plan.outcome === 'paidOff' ? money(plan.totalInterest) : '—')
  return [
    { label: t.fixedMonths, value: months(result.fixed), main: true },
    { label: t.fixedInterest, value: interest(result.fixed) },
    { label: t.minimumMonths, value: months(result.minimum) },
    { label: t.minimumInterest, value: interest(result.minimum) },
    { label: t.firstMinimum, value: money(result.firstMinimumPayment) },
  ]
}
