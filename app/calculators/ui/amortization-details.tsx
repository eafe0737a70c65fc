import { useMemo } from 'react'
import type { AmortizationRow } from '../amortization'
import type { Lang } from '../branding'
import { sample } from './chart-geometry'
import { formatMoney, formatMoneyCompact } from './format'
import { ScheduleTable, SvgChart } from './lazy-results'
import { uiText } from './ui-text'

interface AmortizationDetailsProps<Row extends AmortizationRow> {
  lang: Lang
  principal: number
  rows: readonly Row[]
  /** The balance and cumulative interest chart, with its text alternative; none when omitted. */
  chart?: { title: string; summary: string; interestLabel: string }
  /** Heading of the schedule (default: "Schedule"). */
  caption?: string
  fileName: string
  /** One more money column after the interest (the mortgage's PMI). */
  extraColumn?: { label: string; value: (row: Row) => number }
}

/** A fixed-rate loan's balance and cumulative interest chart, then its monthly schedule (CSV, print). */
export function AmortizationDetails<Row extends AmortizationRow>(props: AmortizationDetailsProps<Row>) {
  const { lang, principal, rows, chart, caption, fileName, extraColumn } = props
  const t = uiText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const points = useMemo(() => {
    let interest = 0
    const all = [{ period: 0, balance: principal, interest: 0 }]
    for (const row of rows) {
      interest += Math.round(row.interest * 100)
      all.push({ period: row.period, balance: row.balance, interest: interest / 100 })
    }
    return sample(all, 121)
  }, [rows, principal])
  const extra = extraColumn ? [extraColumn] : []
  return (
    <>
      {chart ? (
        <SvgChart
          title={chart.title}
          summary={chart.summary}
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
              label: chart.interestLabel,
              values: points.map((point) => point.interest),
              color: 'var(--calc-accent)',
            },
          ]}
        />
      ) : null}
      <ScheduleTable
        lang={lang}
        caption={caption ?? t.schedule}
        columns={[
          t.month,
          t.payment,
          t.principal,
          t.interest,
          ...extra.map((column) => column.label),
          t.balance,
        ]}
        rows={rows.map((row) => [
          String(row.period),
          money(row.payment),
          money(row.principal),
          money(row.interest),
          ...extra.map((column) => money(column.value(row))),
          money(row.balance),
        ])}
        csvRows={() =>
          rows.map((row) => [
            row.period,
            row.payment,
            row.principal,
            row.interest,
            ...extra.map((column) => column.value(row)),
            row.balance,
          ])
        }
        fileName={fileName}
      />
    </>
  )
}
