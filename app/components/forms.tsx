import { useEffect, useId, useRef, type ComponentProps } from 'react'
import { Input, Label, Textarea } from './ui/input'

type FieldProps = {
  label: string
  error?: string
  hint?: string
  /** Keep the error line's height when there is no error (no shift); dense forms give it up. */
  reserveError?: boolean
}

/** A labelled field with its error slot reserved, wired with aria-invalid and aria-describedby. */
export function Field({
  label,
  error,
  hint,
  id,
  reserveError = true,
  ...inputProps
}: FieldProps & ComponentProps<'input'>) {
  const { inputId, wiring, slots } = useFieldWiring(id, hint, error, reserveError)
  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <Input {...wiring} {...inputProps} />
      {slots}
    </div>
  )
}

export function TextareaField({
  label,
  error,
  hint,
  id,
  reserveError = true,
  ...props
}: FieldProps & ComponentProps<'textarea'>) {
  const { inputId, wiring, slots } = useFieldWiring(id, hint, error, reserveError)
  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <Textarea {...wiring} {...props} />
      {slots}
    </div>
  )
}

/** The control's id and ARIA wiring, and the hint and error paragraphs it points to. */
function useFieldWiring(
  id: string | undefined,
  hint: string | undefined,
  error: string | undefined,
  reserveError: boolean,
) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const { describedBy, slots } = describe(inputId, hint, error, reserveError)
  const wiring = { id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  return { inputId, wiring, slots }
}

function describe(
  inputId: string,
  hint: string | undefined,
  error: string | undefined,
  reserveError: boolean,
) {
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const slots = (
    <>
      {hint ? (
        <p
          id={hintId}
          className={reserveError ? 'mt-1 text-sm text-slate-600' : 'mt-0.5 text-xs text-slate-600'}
        >
          {hint}
        </p>
      ) : null}
      {reserveError || error ? (
        <p id={errorId} className="field-error" role={error ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </>
  )
  return { describedBy, slots }
}

/**
 * After a refused submit, focus the form's first invalid field (outlined by its aria-invalid, described by its
 * error): the same on every form of the product. `errors` is the answer's field messages; a new answer object
 * focuses again. A form in an embed focuses with `focusAndReveal`, which also scrolls the client's page.
 */
export function useFocusFirstError(
  form: React.RefObject<HTMLFormElement | null>,
  errors: Record<string, string | undefined> | undefined | null,
  focus: (element: HTMLElement) => void = (element) => element.focus(),
) {
  useEffect(() => {
    if (!errors || !Object.values(errors).some(Boolean)) return
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (first) focus(first)
  }, [errors, form, focus])
}

/**
 * Empties `form` once its own send (`sending` while it is under way) is answered without `refused`, ready for the
 * next entry. Never on the first render, so what a member typed before the page hydrated stays, and never after
 * another form of the page is sent.
 */
export function useResetAfterSend(
  form: React.RefObject<HTMLFormElement | null>,
  sending: boolean,
  refused: boolean,
) {
  const sent = useRef(false)
  useEffect(() => {
    if (sending) {
      sent.current = true
      return
    }
    if (!sent.current) return
    sent.current = false
    if (!refused) form.current?.reset()
  }, [form, sending, refused])
}
