import { useState } from 'react'
import { parseNumber } from '~/calculators/money'
import { NumberField, type FieldKind } from '~/calculators/ui/number-field'
import { SelectField } from '~/calculators/ui/select-field'
import { Button } from '~/components/ui/button'
import { computeDefinition } from '~/lib/formulas/compute-definition'
import type { DefinitionInput, SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { VISITOR_MESSAGE } from '~/lib/formulas/limits'
import { formatResult } from '~/lib/specialty/format-result'
import { brandStyle, DEFAULT_BRAND } from '~/calculators/branding'
import { specialtySchedule } from '~/calculators/specialty/schedule'
import { ScheduleDetails } from '~/calculators/specialty/specialty-calculator'
import type { CSSProperties } from 'react'

const FIELD_KINDS: Record<'currency' | 'percent' | 'number' | 'integer', FieldKind> = {
  currency: 'money',
  percent: 'percent',
  number: 'count',
  integer: 'count',
}

const defaultsOf = (definition: SpecialtyCalculator) =>
  Object.fromEntries(definition.inputs.map((input) => [input.id, String(input.default)]))

/**
 * The results for the definition's default inputs, then for what the admin types: the same computation a
 * visitor will get, in the field kit the registry calculators use.
 */
export function DefinitionPreview({ definition }: { definition: SpecialtyCalculator }) {
  const [typed, setTyped] = useState<Record<string, string>>({})
  const text = { ...defaultsOf(definition), ...typed }
  const values = Object.fromEntries(
    definition.inputs.map((input) => [input.id, parseNumber(text[input.id]) ?? Number.NaN]),
  )
  const outcome = computeDefinition(definition, values)
  const errors = outcome.ok
    ? {}
    : Object.fromEntries(outcome.problems.map((problem) => [problem.input, problem.message]))
  const edited = Object.keys(typed).length > 0
  // The level-payment schedule, with the chart and "Show schedule" of the registry calculators.
  const schedule = outcome.ok ? specialtySchedule(definition, values) : undefined
  return (
    <>
      <div className="grid gap-6 @2xl:grid-cols-2">
        <form aria-label="Preview inputs" onSubmit={(event) => event.preventDefault()}>
          {definition.inputs.map((input) => (
            <PreviewField
              key={input.id}
              input={input}
              value={text[input.id] ?? ''}
              error={errors[input.id]}
              onValueChange={(value) => setTyped((current) => ({ ...current, [input.id]: value }))}
            />
          ))}
          <Button type="button" variant="secondary" size="sm" disabled={!edited} onClick={() => setTyped({})}>
            Back to the default inputs
          </Button>
        </form>
        <div aria-live="polite">
          <p className="mb-2 text-sm text-slate-600">
            {edited ? 'Results for the inputs you typed' : 'Results for the default inputs'}
          </p>
          <dl className="grid gap-2">
            {definition.results.map((result) => {
              const answer = outcome.ok ? outcome.results[result.id] : undefined
              return (
                <div
                  key={result.id}
                  className="flex flex-wrap justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
                >
                  <dt className={result.headline ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                    {result.label.en}
                  </dt>
                  <dd className={result.headline ? 'text-lg font-bold text-slate-900' : 'text-slate-900'}>
                    {answer?.ok ? formatResult(answer.value, result.format) : VISITOR_MESSAGE}
                  </dd>
                </div>
              )
            })}
          </dl>
        </div>
      </div>
      {schedule ? (
        <div className="mt-6" style={brandStyle(DEFAULT_BRAND) as CSSProperties}>
          <ScheduleDetails schedule={schedule} lang="en" />
        </div>
      ) : null}
    </>
  )
}

function PreviewField({
  input,
  value,
  error,
  onValueChange,
}: {
  input: DefinitionInput
  value: string
  error: string | undefined
  onValueChange: (value: string) => void
}) {
  const name = `preview.${input.id}`
  if (input.kind === 'choice' || input.kind === 'yesno') {
    const options =
      input.kind === 'yesno'
        ? [
            { value: '1', label: 'Yes' },
            { value: '0', label: 'No' },
          ]
        : (input.options ?? []).map((option) => ({ value: String(option.value), label: option.label.en }))
    return (
      <SelectField
        label={input.label.en}
        name={name}
        value={value}
        options={options}
        onValueChange={onValueChange}
        error={error}
      />
    )
  }
  return (
    <NumberField
      name={name}
      label={input.label.en}
      value={value}
      onValueChange={onValueChange}
      kind={FIELD_KINDS[input.kind]}
      error={error}
      note={input.help?.en}
      formatValue={(number) => String(number)}
    />
  )
}
