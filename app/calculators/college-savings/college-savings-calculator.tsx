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
import { computeCollegeSavings, type CollegeSavingsResult } from './engine'
import { collegeSavingsFields } from './fields'
import { collegeSavingsFigures } from './figures'
import { collegeSavingsDefaults, parseCollegeSavingsParams } from './schema'
import { collegeSavingsMessages, collegeSavingsText } from './texts'

export function CollegeSavingsCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = collegeSavingsText[lang]
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: collegeSavingsFields,
    defaults: collegeSavingsDefaults,
    parse: parseCollegeSavingsParams,
    compute: computeCollegeSavings,
  })
  const figures = result && collegeSavingsFigures(result, lang)
  const note = result && result.contributionNeeded === 0 ? t.alreadyCovered : undefined

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={collegeSavingsFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={collegeSavingsMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result ? (
            <SavingsDetails result={deferred} start={values.savings} lang={lang} />
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}

function SavingsDetails({
  result,
  start,
  lang,
}: {
  result: CollegeSavingsResult
  start: number
  lang: Lang
}) {
  const t = collegeSavingsText[lang]
  const ui = uiText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const rows = result.schedule
  const points = useMemo(() => sample([{ month: 0, balance: start }, ...rows], 121), [rows, start])
  return (
    <>
      <SvgChart
        title={t.chartTitle}
        summary={t.chartSummary(
          money(start),
          rows.length,
          money(result.projectedSavings),
          money(result.totalCost),
        )}
        xLabels={points.map((point) => String(point.month))}
        formatY={(value) => formatMoneyCompact(value, lang)}
        series={[
          {
            id: 'balance',
            label: ui.balance,
            values: points.map((point) => point.balance),
            color: 'var(--calc-primary)',
            area: true,
          },
          {
            id: 'cost',
            label: t.totalCost,
            values: points.map(() => result.totalCost),
            color: 'var(--calc-accent)',
          },
        ]}
      />
      <ScheduleTable
        lang={lang}
        caption={ui.schedule}
        columns={[t.monthColumn, t.contributionColumn, ui.interest, ui.balance]}
        rows={rows.map((row) => [
          String(row.month),
          money(row.contribution),
          money(row.interest),
          money(row.balance),
        ])}
        csvRows={() => rows.map((row) => [row.month, row.contribution, row.interest, row.balance])}
        fileName={t.fileName}
      />
    </>
  )
}
