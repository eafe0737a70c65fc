import type { ReactNode } from 'react'
import { useVisitorKit } from '../kit/visitor-kit'
import type { Brand, Lang } from '../branding'
import { CalculatorFields, formatFieldValue } from './calculator-fields'
import { CalculatorShell } from './calculator-shell'
import type { FieldSpec } from './field-spec'
import { ParameterProblemsContext } from './parameter-problems-note'
import { mergeSearch } from './search-state'

interface FieldsCalculatorShellProps<Name extends string, Field extends string, Text, Key extends string> {
  brand: Brand
  title: string
  heading: 'h1' | 'h2'
  initialSearch: string
  /** The calculator's numeric fields: rendered in order, their names kept out of the carried parameters. */
  specs: readonly FieldSpec<Name, Field, Text, Key>[]
  /** From useCalculation. */
  texts: Record<Name, string>
  errors: Partial<Record<Name, Key>>
  setText: (name: Name, text: string) => void
  /** The calculator's own texts in the brand's language: labels are read from them. */
  text: Text
  /** The calculator's messages (its defineMessages().translate). */
  translateError: (key: Key, lang: Lang) => string
  results: ReactNode
  /**
   * The form's inputs when they are more than the numeric fields in order (CD: selects between them):
   * CalculatorFields and SelectField, composed by the calculator.
   */
  inputs?: ReactNode
  /** Query names of those other inputs (a select), kept out of the carried parameters like the fields. */
  otherNames?: readonly string[]
  /**
   * The inputs' query string for the visitor tools (share, compare, PDF), when it is more than the fields'
   * texts over the page's query (CD: the term's unit picks `months` or `days`); useCalculation's `search`.
   */
  search?: string
}

/** The shell with a calculator's fields in its form (by default its numeric fields, in order). */
export function FieldsCalculatorShell<Name extends string, Field extends string, Text, Key extends string>({
  brand,
  title,
  heading,
  initialSearch,
  specs,
  texts,
  errors,
  setText,
  text,
  translateError,
  results,
  inputs,
  otherNames = [],
  search,
}: FieldsCalculatorShellProps<Name, Field, Text, Key>) {
  const kit = useVisitorKit()
  const fieldNames = [...specs.map((spec) => spec.name), ...otherNames]
  const current = search ?? mergeSearch(initialSearch, texts)
  // Worked out only when the summary has no results to show.
  const problems = () => kit?.parameterProblems?.(new URLSearchParams(current), brand.lang, fieldNames) ?? []
  const highlighted = Object.values(errors).some(Boolean)
  return (
    <ParameterProblemsContext.Provider value={{ problems, highlighted }}>
      <CalculatorShell
        brand={brand}
        title={title}
        heading={heading}
        initialSearch={initialSearch}
        fieldNames={fieldNames}
        search={current}
        inputs={specs.map((spec) => ({
          name: spec.name,
          label: spec.label(text),
          format: (value: string) => {
            const number = Number(value)
            return value.trim() && Number.isFinite(number)
              ? formatFieldValue(spec.kind, number, brand.lang)
              : value
          },
        }))}
        fields={
          inputs ?? (
            <CalculatorFields
              specs={specs}
              texts={texts}
              errors={errors}
              onChange={setText}
              lang={brand.lang}
              text={text}
              translateError={translateError}
            />
          )
        }
        results={results}
      />
    </ParameterProblemsContext.Provider>
  )
}
