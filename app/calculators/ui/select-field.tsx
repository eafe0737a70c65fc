import { useId } from 'react'

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
  return (
    <div className="mb-6">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
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
