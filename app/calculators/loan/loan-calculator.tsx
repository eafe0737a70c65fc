import { useCallback, useMemo, useState } from 'react'
import type { Brand } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { secondaryButton } from '../ui/buttons'
import { ResultSummary } from '../ui/calculator-shell'
import { useClientOptions } from '../ui/client-options'
import { sample } from '../ui/chart-geometry'
import { EarlyButton } from '../ui/early-button'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney, formatMoneyCompact, formatMonthYear, formatPercent } from '../ui/format'
import { ScheduleTable, SvgChart } from '../ui/lazy-results'
import { SplitBar } from '../ui/split-bar'
import { uiText } from '../ui/ui-text'
import { useCalculation } from '../ui/use-calculation'
import { computeLoan, loanScheduleByYear, type LoanResult } from './engine'
import { loanFields } from './fields'
import { loanFigures, loanSavingNote } from './figures'
import { loanDefaults, parseLoanParams, type LoanInput } from './schema'
import { loanMessages, loanText } from './texts'

export function LoanCalculator({ initialSearch, brand, today, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const lt = loanText[lang]
  // The first payment date defaults to the month after `today` (the server's date, so SSR and hydration agree).
  const compute = useCallback((values: LoanInput) => computeLoan(values, today ? { today } : {}), [today])
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: loanFields,
    defaults: loanDefaults,
    parse: parseLoanParams,
    compute,
  })
  const figures = result && loanFigures(result, lang)
  const note = result && loanSavingNote(result, lang)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={lt.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={loanFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={lt}
      translateError={loanMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result ? (
            <LoanDetails result={deferred} principal={values.principal} brand={brand} />
          ) : null}
        </>
      }
    />
  )
}

function LoanDetails({ result, principal, brand }: { result: LoanResult; principal: number; brand: Brand }) {
  const { lang } = brand
  const t = uiText[lang]
  const lt = loanText[lang]
  const [byMonth, setByMonth] = useState(Boolean(useClientOptions().finestSchedule))
  const points = useMemo(() => {
    let interest = 0
    const all = [{ period: 0, balance: principal, interest: 0 }]
    for (const row of result.schedule) {
      interest += Math.round(row.interest * 100)
      all.push({ period: row.period, balance: row.balance, interest: interest / 100 })
    }
    return sample(all, 121)
  }, [result, principal])
  const years = useMemo(() => loanScheduleByYear(result.schedule), [result])
  const money = (value: number) => formatMoney(value, lang)
  const interestShare = result.totalPaid > 0 ? (result.totalInterest / result.totalPaid) * 100 : 0

  const table = byMonth
    ? {
        columns: [t.month, t.date, t.payment, t.principal, t.interest, t.extra, t.balance],
        rows: result.schedule.map((row) => [
          String(row.period),
          formatMonthYear(row.date, lang),
          money(row.payment),
          money(row.principal),
          money(row.interest),
          money(row.extra ?? 0),
          money(row.balance),
        ]),
        csv: () =>
          result.schedule.map((row) => [
            row.period,
            row.date,
            row.payment,
            row.principal,
            row.interest,
            row.extra ?? 0,
            row.balance,
          ]),
      }
    : {
        columns: [t.year, t.totalPaid, t.principal, t.interest, t.extra, t.balance],
        rows: years.map((row) => [
          String(row.year),
          money(row.totalPaid),
          money(row.principal),
          money(row.interest),
          money(row.extra),
          money(row.endBalance),
        ]),
        csv: () =>
          years.map((row) => [
            row.year,
            row.totalPaid,
            row.principal,
            row.interest,
            row.extra,
            row.endBalance,
          ]),
      }

  return (
    <>
      <SvgChart
        title={lt.chartTitle}
        summary={lt.chartSummary(money(principal), result.numberOfPayments, money(result.totalInterest))}
        xLabels={points.map((point) => String(point.period))}
        formatY={(value) => formatMoneyCompact(value, lang)}
        series={[
          {
            id: 'balance',
            label: t.balance,
            values: points.map((point) => point.balance),
            color: 'var(--calc-primary)',
            area: true,
          },
          {
            id: 'interest',
            label: lt.cumulativeInterest,
            values: points.map((point) => point.interest),
            color: 'var(--calc-accent)',
          },
        ]}
      />
      <SplitBar
        title={lt.splitTitle}
        summary={lt.splitSummary(
          money(principal),
          money(result.totalInterest),
          formatPercent(interestShare, lang, 1),
        )}
        parts={[
          { label: 'principal', value: principal, color: 'var(--calc-primary)' },
          { label: 'interest', value: result.totalInterest, color: 'var(--calc-accent)' },
        ]}
      />
      <ScheduleTable
        view={byMonth ? 'month' : 'year'}
        lang={lang}
        caption={t.schedule}
        columns={table.columns}
        rows={table.rows}
        csvRows={table.csv}
        fileName={lt.fileName}
        toolbar={
          <>
            <EarlyButton
              aria-pressed={!byMonth}
              className={secondaryButton}
              onClick={() => setByMonth(false)}
            >
              {t.byYear}
            </EarlyButton>
            <EarlyButton aria-pressed={byMonth} className={secondaryButton} onClick={() => setByMonth(true)}>
              {t.byMonth}
            </EarlyButton>
          </>
        }
      />
    </>
  )
}
