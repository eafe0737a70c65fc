import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { RetirementResult, SavingsDuration } from './engine'
import { retirementText, type RetirementText } from './texts'

/** The result summary: the view shows it and a lead's snapshot carries it. */
export function retirementFigures(result: RetirementResult, lang: Lang): Figure[] {
  const rt = retirementText[lang]
  return [
    {
      label: rt.balanceAtRetirement,
      value: formatMoney(result.balanceAtRetirement, lang),
      main: true,
    },
    { label: rt.todaysMoney, value: formatMoney(result.balanceInTodaysMoney, lang) },
    { label: rt.savingsLast, value: durationText(result.savingsLast, rt) },
    { label: rt.contributions, value: formatMoney(result.totalContributions, lang) },
    { label: rt.employerMatch, value: formatMoney(result.totalEmployerMatch, lang) },
    { label: rt.growth, value: formatMoney(result.totalGrowth, lang) },
  ]
}

function durationText(duration: SavingsDuration, rt: RetirementText): string {
  if (duration.forever) return rt.forever
  const months = Math.floor(duration.months)
  return rt.duration(Math.floor(months / 12), months % 12)
}
