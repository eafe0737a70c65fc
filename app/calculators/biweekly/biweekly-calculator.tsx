import { useMemo } from 'react'
import type { Lang } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { ResultSummary } from '../ui/calculator-shell'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney, formatMoneyCompact } from '../ui/format'
import { ScheduleTable, SvgChart } from '../ui/lazy-results'
import { uiText } from '../ui/ui-text'
import { useCalculation } from '../ui/use-calculation'
import { computeBiweekly, type BiweeklyResult } from './engine'
import { biweeklyFields } from './fields'
import { biweeklyFigures, biweeklyInWords, biweeklyNote } from './figures'
import { biweeklyDefaults, parseBiweeklyParams } from './schema'
import { biweeklyMessages, biweeklyText } from './texts'

export function BiweeklyCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = biweeklyText[lang]
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: biweeklyFields,
    defaults: biweeklyDefaults,
    parse: parseBiweeklyParams,
    compute: computeBiweekly,
  })
  const figures = result && biweeklyFigures(result, lang)
  const note = result && biweeklyNote(result, lang)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={biweeklyFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={biweeklyMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result ? (
            <BiweeklyDetails result={deferred} amount={values.amount} years={values.years} lang={lang} />
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}

function BiweeklyDetails(props: { result: BiweeklyResult; amount: number; years: number; lang: Lang }) {
  const { result, amount, years, lang } = props
  const t = biweeklyText[lang]
  const ui = uiText[lang]
  const money = (value: number) => formatMoney(value, lang)
  // One point a year: the balance after 12 monthly payments and after 26 biweekly ones.
  const points = useMemo(() => {
    const all = [{ year: 0, monthly: amount, biweekly: amount }]
    for (let year = 1; year <= years; year++) {
      all.push({
        year,
        monthly: result.monthlyBalances[year * 12 - 1] ?? 0,
        biweekly: result.schedule[year * 26 - 1]?.balance ?? 0,
      })
    }
    return all
  }, [result, amount, years])
  const rows = result.schedule
  return (
    <>
      <SvgChart
        title={t.chartTitle}
        summary={t.chartSummary(
          biweeklyInWords(years * 12, lang),
          biweeklyInWords(result.payoffMonths, lang),
        )}
        xLabels={points.map((point) => String(point.year))}
        formatY={(value) => formatMoneyCompact(value, lang)}
        series={[
          {
            id: 'monthly',
            label: t.monthlyLine,
            values: points.map((point) => point.monthly),
            color: 'var(--calc-accent)',
          },
          {
            id: 'biweekly',
            label: t.biweeklyLine,
            values: points.map((point) => point.biweekly),
            color: 'var(--calc-primary)',
            area: true,
          },
        ]}
      />
      <ScheduleTable
        lang={lang}
        caption={t.scheduleCaption}
        columns={[t.periodColumn, ui.payment, ui.principal, ui.interest, ui.balance]}
        rows={rows.map((row) => [
          String(row.period),
          money(row.payment),
          money(row.principal),
          money(row.interest),
          money(row.balance),
        ])}
        csvRows={() => rows.map((row) => [row.period, row.payment, row.principal, row.interest, row.balance])}
        fileName={t.fileName}
      />
    </>
  )
}
