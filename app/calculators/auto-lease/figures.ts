import type { Lang } from '../branding'
import { Decimal } from '../money'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney, formatPercent } from '../ui/format'
import type { AutoLeaseResult } from './engine'
import type { AutoLeaseInput } from './schema'
import { autoLeaseMessages, autoLeaseText } from './texts'

/** The result summary in Regulation M's order (ten-calculators.md §9): the view and a lead's snapshot. */
export function autoLeaseFigures(result: AutoLeaseResult, lang: Lang): Figure[] {
  const t = autoLeaseText[lang]
  const money = (value: number) => formatMoney(value, lang)
  return [
    { label: t.gross, value: money(result.gross) },
    { label: t.reduction, value: money(result.reduction) },
    { label: t.adjusted, value: money(result.adjusted) },
    { label: t.residualValue, value: money(result.residualValue) },
    { label: t.depreciation, value: money(result.depreciation) },
    { label: t.finance, value: money(result.financeCharge) },
    { label: t.base, value: money(result.base) },
    { label: t.monthlyTax, value: money(result.monthlyTax) },
    { label: t.total, value: money(result.total), main: true, fills: 'payment' },
    { label: t.totalOfPayments, value: money(result.totalOfPayments) },
    { label: t.totalCost, value: money(result.totalCost) },
  ]
}

/** For information: the money factor in use and its APR equivalent, or why the link's one was not used. */
export function moneyFactorNote(values: AutoLeaseInput, mfError: string | undefined, lang: Lang): string {
  const t = autoLeaseText[lang]
  const percent = (value: Decimal) => formatPercent(value.toDecimalPlaces(4).toNumber(), lang, 4)
  if (values.mf !== undefined) {
    return t.moneyFactorGiven(new Decimal(values.mf).toString(), percent(new Decimal(values.mf).times(2400)))
  }
  const fromRate = t.moneyFactorFromApr(
    new Decimal(values.apr).div(2400).toSignificantDigits(6).toString(),
    percent(new Decimal(values.apr)),
  )
  return mfError
    ? `${t.moneyFactorIgnored(autoLeaseMessages.translate(mfError, lang))} ${fromRate}`
    : fromRate
}
