import { useDeferredValue, useId, useMemo } from 'react'
import type { Brand } from '../branding'
import { CalculatorFields, fieldErrors } from '../ui/calculator-fields'
import { CalculatorShell, ResultSummary } from '../ui/calculator-shell'
import { sample } from '../ui/chart-geometry'
import { formatMoney, formatMoneyCompact, formatPercent } from '../ui/format'
import { ScheduleTable, SvgChart } from '../ui/lazy-results'
import { computeSafely } from '../ui/compute-safely'
import { uiText } from '../ui/ui-text'
import { useSearchState } from '../ui/use-search-state'
import { cdMoneyFields, cdTextDefaults, daysField, monthsField, type CdParam } from './cd-fields'
import { computeCd, type CdResult } from './engine'
import { cdFigures } from './figures'
import { COMPOUNDING_OPTIONS, parseCdParams } from './schema'
import { cdMessages, cdText, type CdKey } from './texts'
import { useClientOptions } from '../ui/client-options'

export interface CdCalculatorProps {
  /** The page's query string: inputs start from it (deposit, rate, months or days, compounding). */
  initialSearch: string
  brand: Brand
  heading?: 'h1' | 'h2'
  syncUrl?: boolean
}

const selectClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900'

export function CdCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CdCalculatorProps) {
  const { lang } = brand
  const ct = cdText[lang]
  const id = useId()
  const { texts, setText, search } = useSearchState<CdParam>(initialSearch, cdTextDefaults(initialSearch), {
    syncUrl,
    remove: (current) => ['unit', current.unit === 'days' ? 'months' : 'days'],
  })
  const termField = texts.unit === 'days' ? daysField : monthsField
  const specs = [...cdMoneyFields, termField]
  const { values, errors: schemaErrors } = useMemo(() => parseCdParams(new URLSearchParams(search)), [search])
  const errors = fieldErrors<CdParam, string, CdKey>(specs, texts, schemaErrors, useClientOptions().limits)
  const compoundingError = schemaErrors.compounding
  const invalid = Object.keys(errors).length > 0 || compoundingError !== undefined
  const result = useMemo(() => {
    if (invalid) return undefined
    return computeSafely(() => computeCd(values))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values and invalid derive from search and texts
  }, [search, invalid])
  const deferred = useDeferredValue(result)

  const figures = result && cdFigures(result, lang)

  const fields = (
    <>
      <CalculatorFields
        specs={cdMoneyFields}
        texts={texts}
        errors={errors}
        onChange={setText}
        lang={lang}
        text={ct}
        translateError={cdMessages.translate}
      />
      <div className="mb-6">
        <label htmlFor={`${id}-unit`} className="mb-1 block text-sm font-medium text-slate-800">
          {ct.termUnit}
        </label>
        <select
          id={`${id}-unit`}
          value={texts.unit}
          onChange={(event) => setText('unit', event.target.value)}
          className={selectClass}
        >
          <option value="months">{ct.months}</option>
          <option value="days">{ct.days}</option>
        </select>
      </div>
      <CalculatorFields
        specs={[termField]}
        texts={texts}
        errors={errors}
        onChange={setText}
        lang={lang}
        text={ct}
        translateError={cdMessages.translate}
      />
      <div className="mb-6">
        <label htmlFor={`${id}-compounding`} className="mb-1 block text-sm font-medium text-slate-800">
          {ct.compounding}
        </label>
        <select
          id={`${id}-compounding`}
          name="compounding"
          value={compoundingError ? '' : values.compounding}
          onChange={(event) => setText('compounding', event.target.value)}
          aria-invalid={compoundingError ? true : undefined}
          aria-describedby={compoundingError ? `${id}-compounding-error` : undefined}
          className={selectClass}
        >
          {compoundingError ? <option value="" /> : null}
          {COMPOUNDING_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {ct[option]}
            </option>
          ))}
        </select>
        <p id={`${id}-compounding-error`} className="mt-1 min-h-5 text-sm text-red-700">
          {compoundingError ? cdMessages.translate(compoundingError, lang) : null}
        </p>
      </div>
    </>
  )

  return (
    <CalculatorShell
      brand={brand}
      title={ct.title}
      heading={heading}
      initialSearch={initialSearch}
      fieldNames={['deposit', 'rate', 'months', 'days', 'compounding']}
      fields={fields}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} error={!result} />
          {deferred && result ? <CdDetails result={deferred} deposit={values.deposit} brand={brand} /> : null}
        </>
      }
    />
  )
}

function CdDetails({ result, deposit, brand }: { result: CdResult; deposit: number; brand: Brand }) {
  const { lang } = brand
  const t = uiText[lang]
  const ct = cdText[lang]
  const money = (value: number) => formatMoney(value, lang)
  const points = useMemo(
    () =>
      sample(
        [{ elapsed: 0, balance: deposit, interest: 0 }, ...result.growth.filter((p) => p.elapsed > 0)],
        121,
      ),
    [result, deposit],
  )
  const rows = result.growth.filter((point) => point.elapsed > 0)
  const unit = result.growthUnit === 'day' ? ct.elapsedDay : ct.elapsedMonth
  return (
    <>
      <SvgChart
        title={ct.chartTitle}
        summary={ct.chartSummary(
          money(deposit),
          money(result.maturityValue),
          formatPercent(result.apy, lang),
        )}
        xLabels={points.map((point) => String(point.elapsed))}
        formatY={(value) => formatMoneyCompact(value, lang)}
        series={[
          {
            id: 'balance',
            label: t.balance,
            values: points.map((point) => point.balance),
            color: 'var(--calc-primary)',
            area: true,
          },
        ]}
      />
      <ScheduleTable
        lang={lang}
        caption={t.schedule}
        columns={[unit, t.interest, t.balance]}
        rows={rows.map((point) => [String(point.elapsed), money(point.interest), money(point.balance)])}
        csvRows={() => rows.map((point) => [point.elapsed, point.interest, point.balance])}
        fileName={ct.fileName}
      />
    </>
  )
}
