import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney, formatNumber } from '../ui/format'
import type { MortgagePointsResult } from './engine'
import type { MortgagePointsInput } from './schema'
import { mortgagePointsText } from './texts'

/** The result summary (ten-calculators.md §10): the view shows it and a lead's snapshot carries it. */
export function mortgagePointsFigures(
  result: MortgagePointsResult,
  lang: Lang,
  values: Pick<MortgagePointsInput, 'months'>,
): Figure[] {
  const t = mortgagePointsText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    { label: t.paymentWithout, value: money(result.paymentWithout) },
    { label: t.paymentWith, value: money(result.paymentWith), fills: 'payment' },
    { label: t.saving, value: money(result.saving) },
    { label: t.cost, value: money(result.cost) },
    {
      label: t.breakEven,
      value: result.breakEven === undefined ? t.never : formatNumber(result.breakEven, lang),
      main: true,
    },
    { label: t.netFull(values.months), value: money(result.netFull) },
    { label: t.netHold(result.holdMonths), value: money(result.netHold) },
  ]
}
