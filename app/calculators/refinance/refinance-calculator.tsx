import { useMemo } from 'react'
import type { Lang } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { AmortizationDetails } from '../ui/amortization-details'
import { ResultSummary } from '../ui/calculator-shell'
import { sample } from '../ui/chart-geometry'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney, formatMoneyCompact } from '../ui/format'
import { SvgChart } from '../ui/lazy-results'
import { useCalculation } from '../ui/use-calculation'
import { computeRefinance, type RefinanceResult } from './engine'
import { refinanceFields } from './fields'
import { refinanceFigures } from './figures'
import { parseRefinanceParams, refinanceDefaults } from './schema'
import { refinanceMessages, refinanceText } from './texts'

export function RefinanceCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = refinanceText[lang]
  const { texts, setText, errors, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: refinanceFields,
    defaults: refinanceDefaults,
    parse: parseRefinanceParams,
    compute: computeRefinance,
  })
  const money = (value: number) => formatMoney(value, lang)
  const figures = result && refinanceFigures(result, lang)
  const note =
    result &&
    (result.lifetimeSavings >= 0
      ? t.saves(money(result.lifetimeSavings))
      : t.costsMore(money(-result.lifetimeSavings)))

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={refinanceFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={refinanceMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result ? (
            <>
              <CostChart result={deferred} lang={lang} />
              <AmortizationDetails
                lang={lang}
                principal={deferred.newLoanAmount}
                rows={deferred.newSchedule}
                caption={t.newSchedule}
                fileName={t.fileName}
              />
            </>
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}

/** What each choice has cost by each month: the new loan starts with the costs paid at closing. */
function CostChart({ result, lang }: { result: RefinanceResult; lang: Lang }) {
  const t = refinanceText[lang]
  const points = useMemo(() => {
    const length = Math.max(result.currentSchedule.length, result.newSchedule.length)
    let current = 0
    let next = Math.round(result.upfrontCosts * 100)
    const all = [{ month: 0, current: 0, next: next / 100 }]
    for (let month = 1; month <= length; month++) {
      current += Math.round((result.currentSchedule[month - 1]?.payment ?? 0) * 100)
      next += Math.round((result.newSchedule[month - 1]?.payment ?? 0) * 100)
      all.push({ month, current: current / 100, next: next / 100 })
    }
    return sample(all, 121)
  }, [result])
  return (
    <SvgChart
      title={t.chartTitle}
      summary={t.chartSummary(
        formatMoney(result.currentTotalCost, lang),
        formatMoney(result.newTotalCost, lang),
      )}
      xLabels={points.map((point) => String(point.month))}
      formatY={(value) => formatMoneyCompact(value, lang)}
      series={[
        {
          id: 'current',
          label: t.currentLoan,
          values: points.map((point) => point.current),
          color: 'var(--calc-accent)',
        },
        {
          id: 'new',
          label: t.newLoan,
          values: points.map((point) => point.next),
          color: 'var(--calc-primary)',
        },
      ]}
    />
  )
}
