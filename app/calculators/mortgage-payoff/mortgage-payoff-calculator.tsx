import { useMemo } from 'react'
import type { Lang } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { AmortizationDetails } from '../ui/amortization-details'
import { ResultSummary } from '../ui/calculator-shell'
import { sample } from '../ui/chart-geometry'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoneyCompact } from '../ui/format'
import { SvgChart } from '../ui/lazy-results'
import { useCalculation } from '../ui/use-calculation'
import { computeMortgagePayoff, type MortgagePayoffResult } from './engine'
import { mortgagePayoffFields } from './fields'
import { mortgagePayoffFigures, mortgagePayoffNote } from './figures'
import { mortgagePayoffDefaults, parseMortgagePayoffParams } from './schema'
import { mortgagePayoffMessages, mortgagePayoffText } from './texts'

export function MortgagePayoffCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = mortgagePayoffText[lang]
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: mortgagePayoffFields,
    defaults: mortgagePayoffDefaults,
    parse: parseMortgagePayoffParams,
    compute: computeMortgagePayoff,
  })
  const figures = result && mortgagePayoffFigures(result, lang)
  const note = result && mortgagePayoffNote(result, lang)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={mortgagePayoffFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={mortgagePayoffMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result ? (
            <>
              <BalanceChart result={deferred} start={values.balance} lang={lang} />
              <AmortizationDetails
                lang={lang}
                principal={values.balance}
                rows={deferred.schedule}
                fileName={t.fileName}
                extraColumn={{ label: t.extraColumn, value: (row) => row.extra ?? 0 }}
              />
            </>
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}

function BalanceChart({ result, start, lang }: { result: MortgagePayoffResult; start: number; lang: Lang }) {
  const t = mortgagePayoffText[lang]
  const points = useMemo(() => {
    const all = [{ month: 0, baseline: start, paid: start }]
    for (let month = 1; month <= result.baselineMonths; month++) {
      all.push({
        month,
        baseline: result.baselineBalances[month - 1] ?? 0,
        paid: result.schedule[month - 1]?.balance ?? 0,
      })
    }
    return sample(all, 121)
  }, [result, start])
  return (
    <SvgChart
      title={t.chartTitle}
      summary={t.chartSummary(result.baselineMonths, result.newMonths)}
      xLabels={points.map((point) => String(point.month))}
      formatY={(value) => formatMoneyCompact(value, lang)}
      series={[
        {
          id: 'baseline',
          label: t.withoutExtra,
          values: points.map((point) => point.baseline),
          color: 'var(--calc-accent)',
        },
        {
          id: 'extra',
          label: t.withExtra,
          values: points.map((point) => point.paid),
          color: 'var(--calc-primary)',
          area: true,
        },
      ]}
    />
  )
}
