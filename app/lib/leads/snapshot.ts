import type { Lang } from '~/calculators/branding'
import { computeCd } from '~/calculators/cd/engine'
import { parseCdParams } from '~/calculators/cd/schema'
import { cdText } from '~/calculators/cd/texts'
import { computeLoan } from '~/calculators/loan/engine'
import { parseLoanParams } from '~/calculators/loan/schema'
import { loanText } from '~/calculators/loan/texts'
import { computeRetirement } from '~/calculators/retirement/engine'
import { parseRetirementParams } from '~/calculators/retirement/schema'
import { retirementText } from '~/calculators/retirement/texts'
import { computeSafely } from '~/calculators/ui/compute-safely'
import { formatMoney, formatMonthYear, formatPercent } from '~/calculators/ui/format'
import { uiText } from '~/calculators/ui/ui-text'
import type { LeadSnapshot } from '~/db/lead-schema'

type Figure = { label: string; value: string }

/**
 * The headline figures the calculator shows for these inputs, computed by the same engines and formatted
 * the same way, so the e-mail and the inbox show what the visitor saw. Invalid inputs give no figures.
 */
export function headlineResults(type: string, search: URLSearchParams, lang: Lang, today: string): Figure[] {
  const t = uiText[lang]
  if (type === 'cd') {
    const { values, errors } = parseCdParams(search)
    const result = hasErrors(errors) ? undefined : computeSafely(() => computeCd(values))
    return result
      ? [
          { label: cdText[lang].interestEarned, value: formatMoney(result.interestEarned, lang) },
          { label: cdText[lang].maturityValue, value: formatMoney(result.maturityValue, lang) },
          { label: cdText[lang].apy, value: formatPercent(result.apy, lang) },
        ]
      : []
  }
  if (type === 'retirement') {
    const { values, errors } = parseRetirementParams(search)
    const result = hasErrors(errors) ? undefined : computeSafely(() => computeRetirement(values))
    return result
      ? [
          {
            label: retirementText[lang].balanceAtRetirement,
            value: formatMoney(result.balanceAtRetirement, lang),
          },
          { label: retirementText[lang].todaysMoney, value: formatMoney(result.balanceInTodaysMoney, lang) },
          { label: retirementText[lang].contributions, value: formatMoney(result.totalContributions, lang) },
        ]
      : []
  }
  const { values, errors } = parseLoanParams(search)
  const result = hasErrors(errors) ? undefined : computeSafely(() => computeLoan(values, { today }))
  return result
    ? [
        { label: loanText[lang].monthlyPayment, value: formatMoney(result.monthlyPayment, lang) },
        { label: loanText[lang].totalInterest, value: formatMoney(result.totalInterest, lang) },
        { label: t.totalPaid, value: formatMoney(result.totalPaid, lang) },
        { label: loanText[lang].payoffDate, value: formatMonthYear(result.payoffDate, lang) },
      ]
    : []
}

const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean)

export function buildSnapshot(
  type: string,
  search: URLSearchParams,
  lang: Lang,
  today: string,
): LeadSnapshot {
  return {
    type,
    lang,
    inputs: Object.fromEntries(search),
    results: headlineResults(type, search, lang, today),
  }
}
