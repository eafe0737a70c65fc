import { useDeferredValue, useMemo } from 'react'
import type { Brand } from '../branding'
import { CalculatorFields, fieldErrors } from '../ui/calculator-fields'
import { CalculatorShell, ResultSummary } from '../ui/calculator-shell'
import { formatMoney, formatMoneyCompact } from '../ui/format'
import { ScheduleTable, SvgChart } from '../ui/lazy-results'
import { computeSafely } from '../ui/compute-safely'
import { uiText } from '../ui/ui-text'
import { useSearchState } from '../ui/use-search-state'
import { computeRetirement, type RetirementResult } from './engine'
import { retirementFigures } from './figures'
import { retirementFields, retirementTextDefaults } from './retirement-fields'
import { parseRetirementParams } from './schema'
import { retirementMessages, retirementText } from './texts'
import { useClientOptions } from '../ui/client-options'

export interface RetirementCalculatorProps {
  /** The page's query string: inputs start from it (age, retireAge, savings, monthly, match, …). */
  initialSearch: string
  brand: Brand
  heading?: 'h1' | 'h2'
  syncUrl?: boolean
}

export function RetirementCalculator({
  initialSearch,
  brand,
  heading = 'h2',
  syncUrl,
}: RetirementCalculatorProps) {
  const { lang } = brand
  const rt = retirementText[lang]
  const { texts, setText, search } = useSearchState(initialSearch, retirementTextDefaults, { syncUrl })
  const { values, errors: schemaErrors } = useMemo(
    () => parseRetirementParams(new URLSearchParams(search)),
    [search],
  )
  const errors = fieldErrors(retirementFields, texts, schemaErrors, useClientOptions().limits)
  // Errors of parameters without a field here (percent, raise, years…) still block the result.
  const invalid = Object.keys(errors).length > 0 || Object.keys(schemaErrors).length > 0
  const result = useMemo(() => {
    if (invalid) return undefined
    return computeSafely(() => computeRetirement(values))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values and invalid derive from search and texts
  }, [search, invalid])
  const deferred = useDeferredValue(result)

  const figures = result && retirementFigures(result, lang)

  return (
    <CalculatorShell
      brand={brand}
      title={rt.title}
      heading={heading}
      initialSearch={initialSearch}
      fieldNames={retirementFields.map((spec) => spec.name)}
      fields={
        <CalculatorFields
          specs={retirementFields}
          texts={texts}
          errors={errors}
          onChange={setText}
          lang={lang}
          text={rt}
          translateError={retirementMessages.translate}
        />
      }
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
  const money = (value: number) => formatMoney(value, lang)
  const points = useMemo(() => {
    let contributedCents = Math.round(savings * 100)
    const all = [{ age, balance: savings, contributed: savings }]
    for (const row of result.years) {
      contributedCents += Math.round(row.contributions * 100) + Math.round(row.match * 100)
      all.push({ age: row.age, balance: row.endBalance, contributed: contributedCents / 100 })
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
            values: points.map((point) => point.balance),
            color: 'var(--calc-accent)',
            area: true,
          },
          {
            id: 'contributed',
            label: rt.contributed,
            values: points.map((point) => point.contributed),
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
