import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { formatMoney, formatPercentFixed } from '../ui/format'
import type { CdSummary } from './engine'
import { cdText, type CdText } from './texts'

/** The result summary: the view shows it and a lead's snapshot carries it. */
export function cdFigures(result: CdSummary, lang: Lang, ct: CdText = cdText[lang]): Figure[] {
  return [
    { label: ct.interestEarned, value: formatMoney(result.interestEarned, lang), main: true },
    { label: ct.maturityValue, value: formatMoney(result.maturityValue, lang) },
    { label: ct.apy, value: formatPercentFixed(result.apy, lang), fills: 'apy' },
  ]
}
