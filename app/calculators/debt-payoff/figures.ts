import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { DebtPayoffResult, Strategy } from './engine'
import { debtPayoffText } from './texts'

const STRATEGIES: readonly Strategy[] = ['avalanche', 'snowball']

/** "2 years 6 months" / "2 años 6 meses". */
export function monthsInWords(months: number, lang: Lang): string {
  return debtPayoffText[lang].duration(Math.floor(months / 12), months % 12)
}

/** The result summary, avalanche then snowball: months (and in words), total interest, payoff order. */
export function debtPayoffFigures(result: DebtPayoffResult, lang: Lang): Figure[] {
  if (result.outcome !== 'simulated') return []
  const t = debtPayoffText[lang]
  return STRATEGIES.flatMap((strategy) => {
    const plan = result[strategy]
    if (plan.outcome !== 'paidOff') return []
    const name = t.strategy[strategy]
    return [
      { label: t.months(name), value: `${plan.months} (${monthsInWords(plan.months, lang)})` },
      { label: t.totalInterest(name), value: formatMoney(plan.totalInterest, lang) },
      {
        label: t.order(name),
        value: plan.order.map((debt) => t.paidOff(debt.slot, debt.month)).join(' → '),
        main: true,
      },
    ]
  })
}

/** What the figures cannot say: nothing to simulate, a budget below the minimums, a strategy that never ends. */
export function debtPayoffNote(result: DebtPayoffResult, lang: Lang): string | undefined {
  const t = debtPayoffText[lang]
  if (result.outcome === 'noDebts') return t.noDebts
  if (result.outcome === 'budgetTooLow') {
    return t.budgetTooLow(formatMoney(result.budget, lang), formatMoney(result.minimums, lang))
  }
  const never = STRATEGIES.filter((strategy) => result[strategy].outcome === 'never')
  return never.length > 0
    ? never.map((strategy) => t.neverPaidOff(t.strategy[strategy])).join(' ')
    : undefined
}
