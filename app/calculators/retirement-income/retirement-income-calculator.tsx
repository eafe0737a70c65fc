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
import { computeRetirementIncome, type RetirementIncomeResult } from './engine'
import { retirementIncomeFields } from './fields'
import { retirementIncomeFigures, retirementIncomeNote } from './figures'
import { parseRetirementIncomeParams, retirementIncomeDefaults } from './schema'
import { retirementIncomeMessages, retirementIncomeText } from './texts'

export function RetirementIncomeCalculator({
  initialSearch,
  brand,
  heading = 'h2',
  syncUrl,
}: CalculatorProps) {
  const { lang } = brand
  const t = retirementIncomeText[lang]
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: retirementIncomeFields,
    defaults: retirementIncomeDefaults,
    parse: parseRetirementIncomeParams,
    compute: computeRetirementIncome,
  })
  const figures = result && retirementIncomeFigures(result, lang, values)
  const note = result && retirementIncomeNote(result, lang)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={retirementIncomeFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={retirementIncomeMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result ? <Drawdown result={deferred} start={values.savings} lang={lang} /> : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}

function Drawdown({ result, start, lang }: { result: RetirementIncomeResult; start: number; lang: Lang }) {
  const t = retirementIncomeText[lang]
  const ui = uiText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const rows = result.schedule
  const points = useMemo(() => sample([{ month: 0, balance: start }, ...rows], 121), [rows, start])
  return (
    <>
      <SvgChart
        title={t.chartTitle}
        summary={t.chartSummary(money(start), rows.length, money(rows.at(-1)?.balance ?? start))}
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
        ]}
      />
      <ScheduleTable
        lang={lang}
        caption={ui.schedule}
        columns={[ui.month, ui.interest, t.withdrawalColumn, ui.balance]}
        rows={rows.map((row) => [
          String(row.month),
          money(row.interest),
          money(row.withdrawal),
          money(row.balance),
        ])}
        csvRows={() => rows.map((row) => [row.month, row.interest, row.withdrawal, row.balance])}
        fileName={t.fileName}
      />
    </>
  )
}
