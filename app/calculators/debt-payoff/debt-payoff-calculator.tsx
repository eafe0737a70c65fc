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
import { computeDebtPayoff, type StrategyResult } from './engine'
import { debtPayoffFields } from './fields'
import { debtPayoffFigures, debtPayoffNote, monthsInWords } from './figures'
import { debtPayoffDefaultsFor, parseDebtPayoffParams } from './schema'
import { debtPayoffMessages, debtPayoffText } from './texts'

export function DebtPayoffCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = debtPayoffText[lang]
  // A link with any debt in it shows only its own debts: the other slots start empty, as the parser reads them.
  const defaults = useMemo(() => debtPayoffDefaultsFor(new URLSearchParams(initialSearch)), [initialSearch])
  const { texts, setText, errors, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: debtPayoffFields,
    defaults,
    parse: parseDebtPayoffParams,
    compute: computeDebtPayoff,
  })
  const figures = result && debtPayoffFigures(result, lang)
  const note = result && debtPayoffNote(result, lang)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={debtPayoffFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={debtPayoffMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred?.outcome === 'simulated' && result?.outcome === 'simulated' ? (
            <PayoffDetails
              lang={lang}
              start={deferred.startBalance}
              avalanche={deferred.avalanche}
              snowball={deferred.snowball}
            />
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}

function PayoffDetails(props: {
  lang: Lang
  start: number
  avalanche: StrategyResult
  snowball: StrategyResult
}) {
  const { lang, start, avalanche, snowball } = props
  const t = debtPayoffText[lang]
  const ui = uiText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const length = Math.max(avalanche.rows.length, snowball.rows.length)
  const points = useMemo(() => {
    const all = [{ month: 0, avalanche: start, snowball: start }]
    for (let month = 1; month <= length; month++) {
      all.push({
        month,
        avalanche: avalanche.rows[month - 1]?.balance ?? 0,
        snowball: snowball.rows[month - 1]?.balance ?? 0,
      })
    }
    return sample(all, 121)
  }, [avalanche, snowball, start, length])
  const when = (plan: StrategyResult) => (plan.outcome === 'paidOff' ? monthsInWords(plan.months, lang) : '')
  const names = [t.strategy.avalanche, t.strategy.snowball]
  const cells = (month: number) =>
    [avalanche, snowball].flatMap((plan) => {
      const row = plan.rows[month - 1]
      return row ? [row.paid, row.interest, row.balance] : [0, 0, 0]
    })
  const months = Array.from({ length }, (_, index) => index + 1)
  return (
    <>
      <SvgChart
        title={t.chartTitle}
        summary={
          avalanche.outcome === 'paidOff' && snowball.outcome === 'paidOff'
            ? t.chartSummary(when(avalanche), when(snowball))
            : ''
        }
        xLabels={points.map((point) => String(point.month))}
        formatY={(value) => formatMoneyCompact(value, lang)}
        series={[
          {
            id: 'avalanche',
            label: t.strategy.avalanche,
            values: points.map((point) => point.avalanche),
            color: 'var(--calc-primary)',
            area: true,
          },
          {
            id: 'snowball',
            label: t.strategy.snowball,
            values: points.map((point) => point.snowball),
            color: 'var(--calc-accent)',
          },
        ]}
      />
      <ScheduleTable
        lang={lang}
        caption={ui.schedule}
        columns={[
          ui.month,
          ...names.flatMap((name) => [t.paidColumn(name), t.interestColumn(name), t.balanceColumn(name)]),
        ]}
        rows={months.map((month) => [String(month), ...cells(month).map(money)])}
        csvRows={() => months.map((month) => [month, ...cells(month)])}
        fileName={t.fileName}
      />
    </>
  )
}
