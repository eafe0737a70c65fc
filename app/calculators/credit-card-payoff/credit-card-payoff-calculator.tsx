import { useMemo } from 'react'
import type { Lang } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { ResultSummary } from '../ui/calculator-shell'
import { sample } from '../ui/chart-geometry'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney, formatMoneyCompact } from '../ui/format'
import { SvgChart } from '../ui/lazy-results'
import { useCalculation } from '../ui/use-calculation'
import { computeCreditCard, type CreditCardResult, type PayoffPlan } from './engine'
import { creditCardFields } from './fields'
import { creditCardFigures } from './figures'
import { creditCardDefaults, parseCreditCardParams } from './schema'
import { creditCardMessages, creditCardText, type CreditCardText } from './texts'

export function CreditCardPayoffCalculator({
  initialSearch,
  brand,
  heading = 'h2',
  syncUrl,
}: CalculatorProps) {
  const { lang } = brand
  const t = creditCardText[lang]
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: creditCardFields,
    defaults: creditCardDefaults,
    parse: parseCreditCardParams,
    compute: computeCreditCard,
  })
  const money = (value: number) => formatMoney(value, lang)
  const figures = result && creditCardFigures(result, lang)
  const note = result && notes(result, values.payment, t, money).join(' ')

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={creditCardFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={creditCardMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result ? (
            <BalanceChart result={deferred} start={values.balance} lang={lang} summary={note ?? ''} />
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}

function notes(
  result: CreditCardResult,
  payment: number,
  t: CreditCardText,
  money: (value: number) => string,
) {
  const { fixed, minimum } = result
  const lines: string[] = []
  if (fixed.outcome === 'never') lines.push(t.neverPaysOff, t.firstInterest(money(result.firstMonthInterest)))
  if (fixed.outcome === 'tooLong') lines.push(t.tooLong)
  if (fixed.outcome === 'paidOff' && payment < result.firstMinimumPayment) {
    lines.push(t.belowMinimum(money(result.firstMinimumPayment)))
  }
  if (minimum.outcome === 'never') lines.push(t.minimumNeverPaysOff)
  if (result.monthsSaved !== undefined && result.interestSaved !== undefined) {
    lines.push(t.saved(result.monthsSaved, money(result.interestSaved)))
  }
  return lines
}

function BalanceChart({
  result,
  start,
  lang,
  summary,
}: {
  result: CreditCardResult
  start: number
  lang: Lang
  summary: string
}) {
  const t = creditCardText[lang]
  const points = useMemo(() => {
    const length = Math.max(result.fixed.balances.length, result.minimum.balances.length, 1)
    const at = (plan: PayoffPlan, month: number) =>
      plan.outcome === 'never' && month > plan.balances.length ? start : (plan.balances[month - 1] ?? 0)
    const all = [{ month: 0, fixed: start, minimum: start }]
    for (let month = 1; month <= length; month++) {
      all.push({ month, fixed: at(result.fixed, month), minimum: at(result.minimum, month) })
    }
    return sample(all, 121)
  }, [result, start])
  const bothPaidOff = result.fixed.outcome === 'paidOff' && result.minimum.outcome === 'paidOff'
  return (
    <SvgChart
      title={t.chartTitle}
      summary={bothPaidOff ? t.chartSummary(result.fixed.months, result.minimum.months) : summary}
      xLabels={points.map((point) => String(point.month))}
      formatY={(value) => formatMoneyCompact(value, lang)}
      series={[
        {
          id: 'fixed',
          label: t.withPayment,
          values: points.map((point) => point.fixed),
          color: 'var(--calc-primary)',
          area: result.fixed.outcome === 'paidOff',
        },
        {
          id: 'minimum',
          label: t.minimumOnly,
          values: points.map((point) => point.minimum),
          color: 'var(--calc-accent)',
        },
      ]}
    />
  )
}
