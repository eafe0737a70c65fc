import type { Lang } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { ResultSummary } from '../ui/calculator-shell'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney, formatMoneyCompact } from '../ui/format'
import { ScheduleTable, SvgChart } from '../ui/lazy-results'
import { uiText } from '../ui/ui-text'
import { useCalculation } from '../ui/use-calculation'
import { computeRmd, type RmdResult } from './engine'
import { rmdFields } from './fields'
import { formatDivisor, rmdFigures } from './figures'
import { parseRmdParams, rmdDefaults } from './schema'
import { rmdMessages, rmdText } from './texts'

export function RmdCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = rmdText[lang]
  const { texts, setText, errors, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: rmdFields,
    defaults: rmdDefaults,
    parse: parseRmdParams,
    compute: computeRmd,
  })
  const figures = result && rmdFigures(result, lang)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={rmdFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={rmdMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} error={!result} />
          {deferred && result ? <Projection result={deferred} lang={lang} /> : null}
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {t.scope.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}

function Projection({ result, lang }: { result: RmdResult; lang: Lang }) {
  const t = rmdText[lang]
  const ui = uiText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const { rows } = result
  const cumulative = rows.reduce<number[]>(
    (sums, row) => [...sums, (Math.round((sums.at(-1) ?? 0) * 100) + Math.round(row.rmd * 100)) / 100],
    [],
  )
  return (
    <>
      <ScheduleTable
        lang={lang}
        caption={t.tableCaption}
        columns={[t.ageColumn, t.balanceColumn, t.divisorColumn, t.rmdColumn]}
        rows={rows.map((row) => [
          String(row.age),
          money(row.balance),
          formatDivisor(row.divisor),
          money(row.rmd),
        ])}
        csvRows={() => rows.map((row) => [row.age, row.balance, formatDivisor(row.divisor), row.rmd])}
        fileName={t.fileName}
      />
      {rows.length > 1 ? (
        <div className="mt-6">
          <SvgChart
            title={t.chartTitle}
            summary={t.chartSummary(
              money(rows[0]?.balance ?? 0),
              money(result.endBalance),
              money(result.totalRmd),
              rows.length,
            )}
            xLabels={rows.map((row) => String(row.age))}
            formatY={(value) => formatMoneyCompact(value, lang)}
            series={[
              {
                id: 'balance',
                label: ui.balance,
                values: rows.map((row) => row.balance),
                color: 'var(--calc-primary)',
                area: true,
              },
              { id: 'taken', label: t.cumulativeLabel, values: cumulative, color: 'var(--calc-accent)' },
            ]}
          />
        </div>
      ) : null}
    </>
  )
}
