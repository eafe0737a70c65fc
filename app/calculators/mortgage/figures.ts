import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { MortgageResult } from './engine'
import { mortgageText } from './texts'

/** The result summary: the view shows it and a lead's snapshot carries it. */
export function mortgageFigures(result: MortgageResult, lang: Lang): Figure[] {
  const t = mortgageText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    { label: t.firstMonthTotal, value: money(result.firstMonthTotal), main: true },
    { label: t.principalAndInterest, value: money(result.principalAndInterest), fills: 'payment' },
    { label: t.monthlyTax, value: money(result.monthlyTax) },
    { label: t.monthlyInsurance, value: money(result.monthlyInsurance) },
    { label: t.monthlyPmi, value: money(result.monthlyPmi) },
    { label: t.monthlyHoa, value: money(result.monthlyHoa) },
    { label: t.loanAmount, value: money(result.loanAmount) },
    { label: t.totalInterest, value: money(result.totalInterest) },
    ...(result.pmiPayments > 0
      ? [
          { label: t.pmiPayments, value: String(result.pmiPayments) },
          { label: t.totalPmi, value: money(result.totalPmi) },
          { label: t.totalAfterPmi, value: money(result.totalAfterPmi) },
        ]
      : []),
  ]
}
