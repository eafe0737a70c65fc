import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney, formatMonthYear } from '../ui/format'
import { uiText } from '../ui/ui-text'
import type { LoanSummary } from './engine'
import { loanText } from './texts'

/** The result summary: the view shows it and a lead's snapshot carries it. */
export function loanFigures(result: LoanSummary, lang: Lang): Figure[] {
  const lt = loanText[lang]
  return [
    {
      label: lt.monthlyPayment,
      value: formatMoney(result.monthlyPayment, lang),
      main: true,
      fills: 'payment',
    },
    { label: lt.finalPayment, value: formatMoney(result.finalPayment, lang) },
    { label: lt.totalInterest, value: formatMoney(result.totalInterest, lang) },
    { label: uiText[lang].totalPaid, value: formatMoney(result.totalPaid, lang) },
    { label: lt.payments, value: String(result.numberOfPayments) },
    { label: lt.payoffDate, value: formatMonthYear(result.payoffDate, lang) },
  ]
}

/** The sentence under the results when extra payments save something: months and interest, or interest alone. */
export function loanSavingNote(result: LoanSummary, lang: Lang): string | undefined {
  const lt = loanText[lang]
  const interest = formatMoney(result.interestSaved, lang)
  if (result.monthsSaved > 0) return lt.saved(result.monthsSaved, interest)
  return result.interestSaved > 0 ? lt.savedInterest(interest) : undefined
}
