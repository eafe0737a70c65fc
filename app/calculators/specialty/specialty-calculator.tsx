import { useCallback, type ComponentType } from 'react'
import type { Lang } from '../branding'
import type { CalculatorProps } from '../kit/define'
import { AmortizationDetails } from '../ui/amortization-details'
import { ResultSummary } from '../ui/calculator-shell'
import { CalculatorFields } from '../ui/calculator-fields'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney } from '../ui/format'
import { SelectField } from '../ui/select-field'
import { useCalculation } from '../ui/use-calculation'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import {
  isNumericInput,
  parseSpecialtyParams,
  specialtyDefaults,
  specialtyFields,
  specialtyFigures,
  translateSpecialty,
  type SpecialtyValues,
} from './params'
import { specialtySchedule, type SpecialtySchedule } from './schedule'

const SCHEDULE_TEXT: Record<Lang, { chart: string; summary: (p: string, n: number, i: string) => string }> = {
  en: {
    chart: 'Balance and cumulative interest over time',
    summary: (principal, months, interest) =>
      `The balance falls from ${principal} to zero over ${months} months; interest adds up to ${interest}.`,
  },
  es: {
    chart: 'Saldo e interés acumulado en el tiempo',
    summary: (principal, months, interest) =>
      `El saldo baja de ${principal} a cero en ${months} meses; el interés suma ${interest}.`,
  },
}

const YES_NO: Record<Lang, [string, string]> = { en: ['Yes', 'No'], es: ['Sí', 'No'] }

/** The view of a specialty definition: the kit's shell, fields, result summary and schedule. */
export function specialtyView(definition: SpecialtyCalculator): ComponentType<CalculatorProps> {
  const fields = specialtyFields(definition)
  const defaults = specialtyDefaults(definition)
  const parse = (search: URLSearchParams) => parseSpecialtyParams(definition, search)
  const choices = definition.inputs.filter((input) => !isNumericInput(input))
  const extraTexts = Object.fromEntries(choices.map((input) => [input.id, String(input.default)]))
  const otherNames = choices.map((input) => input.id)

  function SpecialtyCalculatorView({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
    const { lang } = brand
    const compute = useCallback(
      (values: SpecialtyValues) => ({
        figures: specialtyFigures(definition, values, lang),
        schedule: specialtySchedule(definition, values),
      }),
      [lang],
    )
    const { texts, setText, errors, schemaErrors, result, deferred, search } = useCalculation({
      initialSearch,
      syncUrl,
      fields,
      defaults,
      parse,
      compute,
      extraTexts,
    })
    const byName = Object.fromEntries(fields.map((spec) => [spec.name, spec]))
    return (
      <FieldsCalculatorShell
        brand={brand}
        title={definition.name[lang]}
        heading={heading}
        initialSearch={initialSearch}
        specs={fields}
        texts={texts}
        errors={errors}
        setText={setText}
        text={lang}
        translateError={translateSpecialty}
        otherNames={otherNames}
        search={search}
        inputs={definition.inputs.map((input) => {
          const spec = byName[input.id]
          if (spec) {
            return (
              <CalculatorFields
                key={input.id}
                specs={[spec]}
                texts={texts}
                errors={errors}
                onChange={setText}
                lang={lang}
                text={lang}
                translateError={translateSpecialty}
              />
            )
          }
          const options =
            input.kind === 'yesno'
              ? [
                  { value: '1', label: YES_NO[lang][0] },
                  { value: '0', label: YES_NO[lang][1] },
                ]
              : (input.options ?? []).map((option) => ({
                  value: String(option.value),
                  label: option.label[lang],
                }))
          const error = schemaErrors[input.id]
          return (
            <SelectField
              key={input.id}
              label={input.label[lang]}
              name={input.id}
              value={error ? '' : (texts[input.id] ?? '')}
              options={options}
              onValueChange={(value) => setText(input.id, value)}
              error={error ? translateSpecialty(error, lang) : undefined}
            />
          )
        })}
        results={
          <>
            <ResultSummary lang={lang} figures={result?.figures} error={!result?.figures} />
            {deferred?.schedule ? <ScheduleDetails schedule={deferred.schedule} lang={lang} /> : null}
          </>
        }
      />
    )
  }
  return SpecialtyCalculatorView
}

/** The level-payment schedule: the registry loans' chart, then "Show schedule". */
export function ScheduleDetails({ schedule, lang }: { schedule: SpecialtySchedule; lang: Lang }) {
  const { principal, amortization } = schedule
  const t = SCHEDULE_TEXT[lang]
  return (
    <AmortizationDetails
      lang={lang}
      principal={principal}
      rows={amortization.rows}
      chart={{
        title: t.chart,
        summary: t.summary(
          formatMoney(principal, lang),
          amortization.rows.length,
          formatMoney(amortization.totalInterestCents / 100, lang),
        ),
        interestLabel: lang === 'es' ? 'Interés acumulado' : 'Cumulative interest',
      }}
      fileName="schedule.csv"
    />
  )
}
