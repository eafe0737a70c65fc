import { useMemo } from 'react'
import type { Brand } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { CalculatorFields } from '../ui/calculator-fields'
import { ResultSummary } from '../ui/calculator-shell'
import { sample } from '../ui/chart-geometry'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney, formatMoneyCompact, formatPercentFixed } from '../ui/format'
import { ScheduleTable, SvgChart } from '../ui/lazy-results'
import { useWording } from '../ui/client-options'
import { SelectField } from '../ui/select-field'
import { uiText } from '../ui/ui-text'
import { useCalculation } from '../ui/use-calculation'
import { computeCd, type CdResult } from './engine'
import { cdFields, cdMoneyFields, daysField, monthsField } from './fields'
import { cdFigures } from './figures'
import { cdDefaults, COMPOUNDING_OPTIONS, parseCdParams } from './schema'
import { cdMessages, cdText } from './texts'

type CdTexts = Record<'deposit' | 'rate' | 'months' | 'days' | 'unit' | 'compounding', string>
const termField = (texts: CdTexts) => (texts.unit === 'days' ? daysField : monthsField)

export function CdCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const { text: ct, translate } = useWording(cdText[lang], cdMessages.translate)
  const { texts, setText, errors, schemaErrors, values, result, deferred, search } = useCalculation({
    initialSearch,
    syncUrl,
    fields: cdFields,
    defaults: cdDefaults,
    parse: parseCdParams,
    compute: computeCd,
    // `unit` is the form's choice, not a parameter: the address carries `months` or `days`.
    extraTexts: {
      days: '365',
      compounding: cdDefaults.compounding,
      unit: new URLSearchParams(initialSearch).get('days')?.trim() ? 'days' : 'months',
    },
    shown: (texts) => [...cdMoneyFields, termField(texts)],
    remove: (texts) => ['unit', texts.unit === 'days' ? 'months' : 'days'],
  })
  const figures = result && cdFigures(result, lang, ct)
  const compoundingError = schemaErrors.compounding
  const fields = (specs: readonly (typeof cdFields)[number][]) => (
    <CalculatorFields
      specs={specs}
      texts={texts}
      errors={errors}
      onChange={setText}
      lang={lang}
      text={ct}
      translateError={translate}
    />
  )

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={ct.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={cdFields}
      otherNames={['compounding']}
      search={search}
      texts={texts}
      errors={errors}
      setText={setText}
      text={ct}
      translateError={translate}
      inputs={
        <>
          {fields(cdMoneyFields)}
          <SelectField
            label={ct.termUnit}
            value={texts.unit}
            options={[
              { value: 'months', label: ct.months },
              { value: 'days', label: ct.days },
            ]}
            onValueChange={(unit) => setText('unit', unit)}
          />
          {fields([termField(texts)])}
          <SelectField
            label={ct.compounding}
            name="compounding"
            value={compoundingError ? '' : values.compounding}
            options={COMPOUNDING_OPTIONS.map((option) => ({ value: option, label: ct[option] }))}
            onValueChange={(compounding) => setText('compounding', compounding)}
            error={compoundingError ? translate(compoundingError, lang) : undefined}
          />
        </>
      }
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
  const { text: ct } = useWording(cdText[lang], cdMessages.translate)
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
          formatPercentFixed(result.apy, lang),
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
        columns={[unit, ct.interestColumn, t.balance]}
        rows={rows.map((point) => [String(point.elapsed), money(point.interest), money(point.balance)])}
        csvRows={() => rows.map((point) => [point.elapsed, point.interest, point.balance])}
        fileName={ct.fileName}
      />
    </>
  )
}
