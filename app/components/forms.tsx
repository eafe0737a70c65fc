import { useEffect, useId, type ComponentProps } from 'react'
import { Input, Label, Textarea } from './ui/input'

type FieldProps = {
  label: string
  error?: string
  hint?: string
}

/** A labelled field with its error slot reserved, wired with aria-invalid and aria-describedby. */
export function Field({ label, error, hint, id, ...inputProps }: FieldProps & ComponentProps<'input'>) {
  const { inputId, wiring, slots } = useFieldWiring(id, hint, error)
  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <Input {...wiring} {...inputProps} />
      {slots}
    </div>
  )
}

export function TextareaField({ label, error, hint, id, ...props }: FieldProps & ComponentProps<'textarea'>) {
  const { inputId, wiring, slots } = useFieldWiring(id, hint, error)
  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <Textarea {...wiring} {...props} />
      {slots}
    </div>
  )
}

/** The control's id and ARIA wiring, and the hint and error paragraphs it points to. */
function useFieldWiring(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const { describedBy, slots } = describe(inputId, hint, error)
  const wiring = { id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  return { inputId, wiring, slots }
}

function describe(inputId: string, hint: string | undefined, error: string | undefined) {
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const slots = (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="mt-1 min-h-5 text-sm text-red-700" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </>
  )
  return { describedBy, slots }
}

/**
 * After a refused submit, focus the form's first invalid field (outlined by its aria-invalid, described by its
 * error): the same on every form of the product. `errors` is the answer's field messages; a new answer object
 * focuses again.
 */
export function useFocusFirstError(
  form: React.RefObject<HTMLFormElement | null>,
  errors: Record<string, string | undefined> | undefined | null,
) {
  useEffect(() => {
    if (!errors || !Object.values(errors).some(Boolean)) return
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    first?.focus()
  }, [errors, form])
}
