import type { ReactNode } from 'react'
import { CREDIT_PRODUCTS, DISCLOSURE_PLACEHOLDERS, LOCALIZED_TEXT_MAX } from '~/lib/formulas/definition-kinds'
import { fillPlaceholder } from '~/lib/specialty/builder-edits'
import {
  calculatorSlug,
  CREDIT_PRODUCT_LABELS,
  PLACEHOLDER_LABELS,
  type BilingualText,
  type CreditProduct,
} from '~/lib/specialty/builder-model'
import { BuilderField, BuilderSelect, PartProblems, sectionClass } from './builder-fields'
import type { SectionProps } from './section-props'

type Props = Pick<SectionProps, 'state' | 'setState' | 'problemsAt'> & {
  slugFixed: boolean
  /** Export and import. */
  children: ReactNode
}

/**
 * The first part: the calculator's name and description, and which results the disclosure under them quotes
 * (the definition's `description`, each result's `disclosure` and `creditProduct`: decision 0094).
 */
export function CalculatorSection({ state, setState, problemsAt, slugFixed, children }: Props) {
  const text = (key: 'name' | 'description', lang: keyof BilingualText) => ({
    value: state[key][lang],
    maxLength: LOCALIZED_TEXT_MAX,
    onChange: (value: string) =>
      setState((current) => ({ ...current, [key]: { ...current[key], [lang]: value } })),
  })
  return (
    <section aria-labelledby="builder-calculator-heading" className={sectionClass}>
      <h2 id="builder-calculator-heading" className="text-xl font-semibold text-slate-900">
        Calculator
      </h2>
      <div className="mt-2 grid gap-2 @md:grid-cols-2">
        <BuilderField
          id="calculator-name"
          label="Calculator name"
          describedBy="calculator-id-note"
          {...text('name', 'en')}
        />
        <BuilderField
          id="calculator-name-es"
          label="Calculator name in Spanish (optional)"
          {...text('name', 'es')}
        />
      </div>
      <p id="calculator-id-note" className="mt-1 text-sm text-slate-600">
        Its id: <code className="font-semibold break-all">{calculatorSlug(state) || '—'}</code>
        {slugFixed ? ' (kept in every version)' : ' (from the name, fixed once saved)'}
      </p>
      <div className="mt-3 grid gap-2 @md:grid-cols-2">
        <BuilderField
          id="calculator-description"
          label="What it works out, in a sentence (optional)"
          describedBy="calculator-description-note"
          {...text('description', 'en')}
        />
        <BuilderField
          id="calculator-description-es"
          label="The same in Spanish (optional)"
          {...text('description', 'es')}
        />
      </div>
      <p id="calculator-description-note" className="mt-1 text-sm text-slate-600">
        Your model-risk pack gives it as the calculator&rsquo;s purpose and how it is calculated.
      </p>
      <PartProblems id="calculator-problems" problems={problemsAt({ part: 'calculator' })} />
      <DisclosureChoices state={state} setState={setState} />
      <div className="mt-3 flex flex-wrap items-center gap-2">{children}</div>
    </section>
  )
}

function DisclosureChoices({ state, setState }: Pick<SectionProps, 'state' | 'setState'>) {
  const results = state.results.map(
    (result, index) => `Result ${index + 1}${result.label.en.trim() ? `: ${result.label.en.trim()}` : ''}`,
  )
  const quotesCredit = state.results.some(
    (result) => result.disclosure === '{payment}' || result.disclosure === '{apr}',
  )
  return (
    // The rule is on a wrapper: a fieldset's legend would sit on its top border.
    <div className="mt-4 border-t border-slate-200 pt-3">
      <fieldset className="min-w-0" aria-describedby="disclosure-note">
        <legend className="font-semibold text-slate-800">The disclosure under the results</legend>
        <p id="disclosure-note" className="text-sm text-slate-600">
          Under the results, visitors read a disclosure for the kind of product that quotes these figures. A
          result that states a payment or an APR makes it a loan&rsquo;s disclosure; an APY, a
          deposit&rsquo;s; none of them, a general one.
        </p>
        <div className="mt-2 grid gap-2 @md:grid-cols-2">
          {DISCLOSURE_PLACEHOLDERS.map((placeholder) => {
            const filledBy = state.results.findIndex((result) => result.disclosure === placeholder)
            return (
              <BuilderSelect
                key={placeholder}
                id={`disclosure-${placeholder.slice(1, -1)}`}
                label={`The result that states ${PLACEHOLDER_LABELS[placeholder]}`}
                value={filledBy < 0 ? '' : String(filledBy)}
                onChange={(value) =>
                  setState((current) => fillPlaceholder(current, placeholder, value ? Number(value) : null))
                }
              >
                <option value="">None</option>
                {results.map((label, index) => (
                  <option key={index} value={index}>
                    {label}
                  </option>
                ))}
              </BuilderSelect>
            )
          })}
          {quotesCredit ? (
            <BuilderSelect
              id="disclosure-credit-product"
              label="The kind of loan"
              className="@md:col-span-2"
              value={state.creditProduct || 'installment'}
              onChange={(value) =>
                setState((current) => ({
                  ...current,
                  // The default is written as no choice, so an import without one exports without one.
                  creditProduct: value === 'installment' ? '' : (value as CreditProduct),
                }))
              }
            >
              {CREDIT_PRODUCTS.map((product) => (
                <option key={product} value={product}>
                  {CREDIT_PRODUCT_LABELS[product]}
                </option>
              ))}
            </BuilderSelect>
          ) : null}
        </div>
      </fieldset>
    </div>
  )
}
