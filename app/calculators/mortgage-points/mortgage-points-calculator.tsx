import { useMemo } from 'react'
import type { Lang } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { ResultSummary } from '../ui/calculator-shell'
import { sample } from '../ui/chart-geometry'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney, formatMoneyCompact } from '../ui/format'
import { ScheduleTable, SvgChart } from '../ui/lazy-results'
import { uiText } from '../ui/ui-text'
import { useCalculation } from '../ui/use-calculation'
import { computeMortgagePoints, type MortgagePointsResult } from './engine'
import { mortgagePointsFields } from './fields'
import { mortgagePointsFigures } from './figures'
import { mortgagePointsDefaults, parseMortgagePointsParams } from './schema'
import { mortgagePointsMessages, mortgagePointsText } from './texts'

export function MortgagePointsCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = mortgagePointsText[lang]
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: mortgagePointsFields,
    defaults: mortgagePointsDefaults,
    parse: parseMortgagePointsParams,
    compute: computeMortgagePoints,
  })
  const figures = result && mortgagePointsFigures(result, lang, values)
  const note = result && result.breakEven === undefined ? t.neverPays : undefined

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={mortgagePointsFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={mortgagePointsMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result ? <Comparison result={deferred} lang={lang} /> : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}

function Comparison({ result, lang }: { result: MortgagePointsResult; lang: Lang }) {
  const t = mortgagePointsText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const points = useMemo(
    () =>
      sample(
        [{ month: 0, saved: 0 }, ...result.savedByMonth.map((saved, index) => ({ month: index + 1, saved }))],
        121,
      ),
    [result.savedByMonth],
  )
  const months = result.savedByMonth.length
  return (
    <>
      <SvgChart
        title={t.chartTitle}
        summary={t.chartSummary(
          money(result.cost),
          result.breakEven === undefined ? t.chartNever : t.chartBreakEven(result.breakEven),
          money(result.netFull),
          months,
        )}
        xLabels={points.map((point) => String(point.month))}
        formatY={(value) => formatMoneyCompact(value, lang)}
        series={[
          {
            id: 'saved',
            label: t.savedSoFar,
            values: points.map((point) => Math.max(0, point.saved)),
            color: 'var(--calc-primary)',
            area: true,
          },
          { id: 'cost', label: t.cost, values: points.map(() => result.cost), color: 'var(--calc-accent)' },
        ]}
      />
      <ScheduleTable
        lang={lang}
        caption={uiText[lang].schedule}
        columns={[t.yearColumn, t.paidWithoutColumn, t.paidWithColumn, t.netColumn]}
        rows={result.years.map((year) => [
          String(year.year),
          money(year.paidWithout),
          money(year.paidWith),
          money(year.netSoFar),
        ])}
        csvRows={() =>
          result.years.map((year) => [year.year, year.paidWithout, year.paidWith, year.netSoFar])
        }
        fileName={t.fileName}
      />
    </>
  )
}
