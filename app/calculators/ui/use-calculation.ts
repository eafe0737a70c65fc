import { useDeferredValue, useMemo } from 'react'
import { fieldErrors } from './calculator-fields'
import { useClientOptions } from './client-options'
import { computeSafely } from './compute-safely'
import type { FieldSpec } from './field-spec'
import { useSearchState } from './use-search-state'

interface CalculationOptions<Name extends string, Field extends string, Key extends string, Values, Result> {
  initialSearch: string
  syncUrl?: boolean | undefined
  fields: readonly FieldSpec<Name, Field, never, Key>[]
  defaults: Record<Field, number>
  parse: (searchParams: URLSearchParams) => { values: Values; errors: Partial<Record<Field, Key>> }
  compute: (values: Values) => Result
}

/**
 * The state of a calculator whose inputs are all numeric fields: texts from the query string, field errors
 * (the schema's, plus "must be a number" for an emptied field), and the engine's result when there are none.
 */
export function useCalculation<
  Name extends string,
  Field extends string,
  Key extends string,
  Values,
  Result,
>({
  initialSearch,
  syncUrl,
  fields,
  defaults,
  parse,
  compute,
}: CalculationOptions<Name, Field, Key, Values, Result>) {
  const textDefaults = useMemo(
    () =>
      Object.fromEntries(fields.map((spec) => [spec.name, String(defaults[spec.field])])) as Record<
        Name,
        string
      >,
    [fields, defaults],
  )
  const { texts, setText, search } = useSearchState(initialSearch, textDefaults, { syncUrl })
  const { values, errors: schemaErrors } = useMemo(() => parse(new URLSearchParams(search)), [parse, search])
  const { limits } = useClientOptions()
  const errors = fieldErrors(fields, texts, schemaErrors, limits)
  const valid = Object.keys(errors).length === 0
  const result = useMemo(
    () => (valid ? computeSafely(() => compute(values)) : undefined),
    [valid, compute, values],
  )
  const deferred = useDeferredValue(result)
  return { texts, setText, errors, values, result, deferred }
}
