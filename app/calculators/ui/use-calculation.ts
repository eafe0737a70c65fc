import { useDeferredValue, useMemo } from 'react'
import { fieldErrors } from './calculator-fields'
import { useClientOptions } from './client-options'
import { computeSafely } from './compute-safely'
import type { FieldSpec } from './field-spec'
import { useSearchState } from './use-search-state'

interface CalculationOptions<
  Name extends string,
  Other extends string,
  Field extends string,
  Key extends string,
  Values,
  Result,
> {
  initialSearch: string
  syncUrl?: boolean | undefined
  /** The numeric fields (fields.ts); each starts from its default unless the query string gives it. */
  fields: readonly FieldSpec<Name, Field, never, Key>[]
  defaults: Record<Field, number>
  parse: (searchParams: URLSearchParams) => { values: Values; errors: Partial<Record<string, Key>> }
  /** A stable function (module level, or useCallback): the result is recomputed when it changes. */
  compute: (values: Values) => Result
  /**
   * Texts beyond the numeric fields' defaults: inputs that are not numbers (a select) and field defaults that
   * differ from the engine's (CD: 365 days). Read from the query string like the fields.
   */
  extraTexts?: Partial<Record<Name, string>> & Record<Other, string>
  /** The fields the form shows for the current texts (CD: the term in months or in days); default all. */
  shown?: (texts: Record<Name | Other, string>) => readonly FieldSpec<Name, Field, never, Key>[]
  /** Parameters left out of the address for the current texts (CD: `days` while the term is in months). */
  remove?: (texts: Record<Name | Other, string>) => readonly string[]
}

/**
 * The state of a calculator: texts from the query string, field errors (the schema's, plus "must be a
 * number" for an emptied field), and the engine's result when the schema finds nothing wrong — including in
 * parameters without a field (the query string may carry inputs the form does not show).
 */
export function useCalculation<
  Name extends string,
  Field extends string,
  Key extends string,
  Values,
  Result,
  Other extends string = never,
>({
  initialSearch,
  syncUrl,
  fields,
  defaults,
  parse,
  compute,
  extraTexts,
  shown,
  remove,
}: CalculationOptions<Name, Other, Field, Key, Values, Result>) {
  const textDefaults = useMemo(
    () =>
      ({
        ...Object.fromEntries(fields.map((spec) => [spec.name, String(defaults[spec.field])])),
        ...extraTexts,
      }) as Record<Name | Other, string>,
    [fields, defaults, extraTexts],
  )
  const { texts, setText, search } = useSearchState(initialSearch, textDefaults, { syncUrl, remove })
  const { values, errors: schemaErrors } = useMemo(() => parse(new URLSearchParams(search)), [parse, search])
  const { limits } = useClientOptions()
  const errors = fieldErrors(shown?.(texts) ?? fields, texts, schemaErrors, limits)
  const valid = Object.keys(errors).length === 0 && !Object.values(schemaErrors).some(Boolean)
  const result = useMemo(
    () => (valid ? computeSafely(() => compute(values)) : undefined),
    [valid, compute, values],
  )
  const deferred = useDeferredValue(result)
  return { texts, setText, errors, schemaErrors, values, result, deferred, search }
}
