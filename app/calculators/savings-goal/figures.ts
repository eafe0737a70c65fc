import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { SavingsGoalResult } from './engine'
import type { SavingsGoalInput } from './schema'
import { savingsGoalText, type SavingsGoalText } from './texts'

/** The result summary: the view shows it and a lead's snapshot carries it. */
export function savingsGoalFigures(
  result: SavingsGoalResult,
  lang: Lang,
  values: Pick<SavingsGoalInput, 'months'>,
  t: SavingsGoalText = savingsGoalText[lang],
): Figure[] {
  const money = (value: number) => formatMoney(value, lang)
  const last = result.schedule.at(-1)
  return [
    {
      label: t.monthsToGoal,
      value: result.monthsToGoal === undefined ? '—' : String(result.monthsToGoal),
      main: true,
    },
    { label: t.balanceAtGoal, value: result.balanceAtGoal === undefined ? '—' : money(result.balanceAtGoal) },
    {
      label: t.requiredDeposit(values.months),
      value: result.requiredDeposit === 0 ? t.noDepositNeeded : money(result.requiredDeposit),
    },
    ...(last
      ? [
          { label: t.totalDeposits, value: money(last.totalDeposits) },
          { label: t.totalInterest, value: money(last.totalInterest) },
        ]
      : []),
  ]
}
