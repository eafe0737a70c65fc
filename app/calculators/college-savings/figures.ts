import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney } from '../ui/format'
import type { CollegeSavingsResult } from './engine'
import { collegeSavingsText } from './texts'

/** The result summary, in the order of ten-calculators.md §6: the view shows it and a lead's snapshot carries it. */
export function collegeSavingsFigures(result: CollegeSavingsResult, lang: Lang): Figure[] {
  const t = collegeSavingsText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    ...result.collegeYears.map((year) => ({
      label: t.collegeYear(year.year, year.inYears),
      value: money(year.cost),
    })),
    { label: t.totalCost, value: money(result.totalCost) },
    { label: t.projected, value: money(result.projectedSavings) },
    { label: result.shortfall ? t.shortfall : t.surplus, value: money(result.gap) },
    { label: t.needed, value: money(result.contributionNeeded), main: true },
  ]
}
