import { useMemo } from 'react'
import type { Brand } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { ResultSummary } from '../ui/calculator-shell'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { roundCents } from '../money'
import { formatMoney, formatMoneyCompact, type Amount } from '../ui/format'
import { ScheduleTable, SvgChart } from '../ui/lazy-results'
import { uiText } from '../ui/ui-text'
import { useCalculation } from '../ui/use-calculation'
import { computeRetirement, type RetirementResult } from './engine'
import { retirementFields } from './fields'
import { retirementFigures } from './figures'
import { parseRetirementParams, retirementDefaults } from './schema'
import { retirementMessages, retirementText } from './texts'

export function RetirementCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const rt = retirementText[lang]
  // Errors of parameters without a field here (percent, raise, years…) also block the result.
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: retirementFields,
    defaults: retirementDefaults,
    parse: parseRetirementParams,
    compute: computeRetirement,
  })
  const figures = result && retirementFigures(result, lang)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={rt.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={retirementFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={rt}
      translateError={retirementMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} error={!result} />
          {deferred && result ? (
            <RetirementDetails
              result={deferred}
              savings={values.currentSavings}
              age={values.currentAge}
              brand={brand}
            />
          ) : null}
        </>
      }
    />
  )
}

function RetirementDetails(props: { result: RetirementResult; savings: number; age: number; brand: Brand }) {
  const { result, savings, age, brand } = props
  const { lang } = brand
  const t = uiText[lang]
  const rt = retirementText[lang]
  const money = (value: Amount) => formatMoney(value, lang)
  const points = useMemo(() => {
    let contributed = roundCents(savings)
    const all = [{ age, balance: contributed, contributed }]
    for (const row of result.years) {
      contributed = contributed.plus(row.contributions).plus(row.match)
      all.push({ age: row.age, balance: row.endBalance, contributed })
    }
    return all
  }, [result, savings, age])
  const last = points.at(-1)
  return (
    <>
      <SvgChart
        title={rt.chartTitle}
        summary={rt.chartSummary(
          money(result.balanceAtRetirement),
          last?.age ?? age,
          money(last?.contributed ?? savings),
          money(result.totalGrowth),
        )}
        xLabels={points.map((point) => String(point.age))}
        formatY={(value) => formatMoneyCompact(value, lang)}
        series={[
          {
            id: 'balance',
            label: t.balance,
            values: points.map((point) => point.balance.toNumber()),
            color: 'var(--calc-accent)',
            area: true,
          },
          {
            id: 'contributed',
            label: rt.contributed,
            values: points.map((point) => point.contributed.toNumber()),
            color: 'var(--calc-primary)',
            area: true,
          },
        ]}
      />
      <ScheduleTable
        lang={lang}
        caption={t.schedule}
        columns={[rt.ageColumn, rt.contributions, rt.employerMatch, rt.growth, rt.endBalance]}
        rows={result.years.map((row) => [
          String(row.age),
          money(row.contributions),
          money(row.match),
          money(row.growth),
          money(row.endBalance),
        ])}
        csvRows={() =>
          result.years.map((row) => [row.age, row.contributions, row.match, row.growth, row.endBalance])
        }
        fileName={rt.fileName}
      />
    </>
  )
}
