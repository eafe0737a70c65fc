import { useMemo } from 'react'
import type { Lang } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { ResultSummary } from '../ui/calculator-shell'
import { useWording } from '../ui/client-options'
import { sample } from '../ui/chart-geometry'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney, formatMoneyCompact } from '../ui/format'
import { ScheduleTable, SvgChart } from '../ui/lazy-results'
import { uiText } from '../ui/ui-text'
import { useCalculation } from '../ui/use-calculation'
import { computeSavingsGoal, type SavingsGoalResult } from './engine'
import { savingsGoalFields } from './fields'
import { savingsGoalFigures } from './figures'
import { parseSavingsGoalParams, savingsGoalDefaults } from './schema'
import { savingsGoalMessages, savingsGoalText } from './texts'

export function SavingsGoalCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const { text: t, translate } = useWording(savingsGoalText[lang], savingsGoalMessages.translate)
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: savingsGoalFields,
    defaults: savingsGoalDefaults,
    parse: parseSavingsGoalParams,
    compute: computeSavingsGoal,
  })
  const figures = result && savingsGoalFigures(result, lang, values, t)
  const note =
    result &&
    (result.monthsToGoal === 0
      ? t.alreadyReached
      : result.monthsToGoal === undefined
        ? t.notReached
        : undefined)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={savingsGoalFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result && deferred.schedule.length > 0 ? (
            <GrowthDetails result={deferred} start={values.savings} lang={lang} />
          ) : null}
          <Conventions title={t.helpTitle} items={[t.helpCompounding, t.helpRounding]} />
        </>
      }
    />
  )
}

function GrowthDetails({ result, start, lang }: { result: SavingsGoalResult; start: number; lang: Lang }) {
  const { text: t } = useWording(savingsGoalText[lang], savingsGoalMessages.translate)
  const ui = uiText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const rows = result.schedule
  const points = useMemo(
    () => sample([{ month: 0, balance: start, totalDeposits: start }, ...rows], 121),
    [rows, start],
  )
  const final = rows.at(-1)
  return (
    <>
      <SvgChart
        title={t.chartTitle}
        summary={t.chartSummary(money(start), rows.length, money(final?.balance ?? start))}
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
            id: 'deposits',
            label: t.totalDeposits,
            values: points.map((point) => point.totalDeposits),
            color: 'var(--calc-accent)',
          },
        ]}
      />
      <ScheduleTable
        lang={lang}
        caption={ui.schedule}
        columns={[ui.month, t.depositColumn, t.interestColumn, ui.balance]}
        rows={rows.map((row) => [
          String(row.month),
          money(row.deposit),
          money(row.interest),
          money(row.balance),
        ])}
        csvRows={() => rows.map((row) => [row.month, row.deposit, row.interest, row.balance])}
        fileName={t.fileName}
      />
    </>
  )
}
