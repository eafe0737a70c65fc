import { useId, useRef } from 'react'
import { useAdoptTyped } from '~/lib/use-before-hydration'

interface SelectFieldProps {
  label: string
  /** The query parameter it sets; none for a choice that only changes the form (CD's term unit). */
  name?: string | undefined
  /** '' when the query string held no valid choice: an empty option is shown with the error. */
  value: string
  options: readonly { value: string; label: string }[]
  onValueChange: (value: string) => void
  error?: string | undefined
}

const selectClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900'

/** A labelled choice of a calculator's form, with a reserved error slot like the number fields. */
export function SelectField({ label, name, value, options, onValueChange, error }: SelectFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  // A choice made before the page hydrated is in the select but not in state (as NumberField's text): adopt it
  // once, or the select's first re-render puts the old choice back and the result never follows it.
  const select = useRef<HTMLSelectElement>(null)
  useAdoptTyped(select, onValueChange)
  return (
    <div className="mb-6">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        ref={select}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={selectClass}
      >
        {value === '' ? <option value="" /> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {name ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
