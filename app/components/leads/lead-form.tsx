import { useEffect, useRef } from 'react'
import { Field, TextareaField, useFocusFirstError } from '~/components/forms'
import { Label } from '~/components/ui/input'
import type { Lang } from '~/calculators/branding'
import { focusAndReveal } from '~/calculators/frame-messages'
import { emitHostEvent } from '~/calculators/host-events'
import { useRevealAnswer } from '~/calculators/kit/use-reveal-answer'
import { honeypotFieldName } from '~/lib/honeypot'
import type { FormField } from '~/lib/leads/lead-fields'
import { leadText } from '~/lib/leads/lead-text'
import { useFormPost } from '~/lib/use-form-post'

export type LeadActionData =
  /** `preview`: a member's preview (decision 0096) checked the lead and neither kept nor sent it. */
  | { sent: true; preview?: boolean }
  | { sent: false; errors: Record<string, string | undefined>; fields: Record<string, string> }
  | { sent: false; error: string; errors?: undefined; fields?: undefined }

type Props = {
  action: string
  lang: Lang
  color: string
  cta: string
  consent: string
  /** The workspace's lead fields in the calculator's language (lib/leads/lead-fields: formFields). */
  fields: FormField[]
  /** Every input of the calculator as the page was rendered (or empty); the visitor's values replace them. */
  inputs: Record<string, string>
  /** The client's page the frame sits in, posted with the lead. */
  pageUrl?: string
  /** The token of the published state shown, posted with the lead (decision 0067). */
  state?: string | undefined
  /** The calculator whose inputs the lead carries. */
  calculator: React.RefObject<HTMLElement | null>
  /** What a form posted without JavaScript answered. */
  posted?: LeadActionData | undefined
  /** Shown open (a preview or review copy, where every text must be visible). */
  open?: boolean
}

/** The call to action under the results: a disclosure that opens the form, so it works without JavaScript. */
export function LeadForm({
  action,
  lang,
  color,
  cta,
  consent,
  fields,
  inputs,
  pageUrl,
  state,
  calculator,
  posted,
  open,
}: Props) {
  const t = leadText[lang]
  const post = useFormPost<LeadActionData>(() => ({ sent: false, error: t.failed }))
  const answer = post.answer ?? posted
  const form = useRef<HTMLFormElement>(null)
  const shown = useRef<HTMLHeadingElement & HTMLParagraphElement>(null)
  useFocusFirstError(form, answer && 'errors' in answer ? answer.errors : undefined, focusAndReveal)
  useRevealAnswer(shown, answer && (answer.sent || 'error' in answer) ? answer : undefined)
  const sending = post.pending
  const sent = post.answer?.sent === true
  useEffect(() => {
    if (sent) emitHostEvent('lead_submitted')
  }, [sent])

  if (answer?.sent) {
    return (
      <div role="status" className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
        <h3 ref={shown} tabIndex={-1} className="font-semibold" data-testid="lead-thanks">
          {t.thanks}
        </h3>
        {answer.preview ? (
          <p className="mt-1 text-sm" data-testid="lead-preview-note">
            {t.previewNotSent}
          </p>
        ) : null}
      </div>
    )
  }
  const errors = answer?.errors ?? {}
  const typed = answer?.fields ?? {}

  function send(event: React.FormEvent<HTMLFormElement>) {
    copyCalculatorInputs()
    void post.submit(event, leadEndpoint(action))
  }

  function copyCalculatorInputs() {
    // One key per submission of this form, kept for its retries: a lost answer resent stores nothing twice.
    const key = form.current?.elements.namedItem('idempotencyKey')
    if (key instanceof HTMLInputElement && !key.value) key.value = submissionKey()
    const calculatorForm = calculator.current?.querySelector('form')
    if (!calculatorForm || !form.current) return
    for (const [name, value] of new FormData(calculatorForm)) {
      const hidden = form.current.elements.namedItem(`input.${name}`)
      if (hidden instanceof HTMLInputElement && typeof value === 'string') hidden.value = value
    }
  }

  return (
    <details
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4"
      open={answer || open ? true : undefined}
    >
      <summary
        className="inline-block cursor-pointer rounded-lg px-4 py-2 font-semibold text-white"
        style={{ backgroundColor: color }}
      >
        {cta}
      </summary>
      <form ref={form} method="post" action={action} className="mt-4 grid gap-2" onSubmit={send} noValidate>
        {pageUrl ? <input type="hidden" name="pageUrl" value={pageUrl} /> : null}
        {state ? <input type="hidden" name="state" value={state} /> : null}
        <input type="hidden" name="idempotencyKey" defaultValue="" />
        {Object.entries(inputs).map(([name, value]) => (
          <input key={name} type="hidden" name={`input.${name}`} defaultValue={value} />
        ))}
        {fields.map((field) => (
          <LeadField
            key={field.name}
            field={field}
            optional={t.optional}
            typed={typed[field.name]}
            error={errors[field.name]}
          />
        ))}
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="consent"
              required
              className="mt-1"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'lead-consent-error' : undefined}
            />
            <span>{consent}</span>
          </label>
          <p id="lead-consent-error" className="field-error" role={errors.consent ? 'alert' : undefined}>
            {errors.consent}
          </p>
        </div>
        {/* Hidden from people (display: none); bots that fill every field give themselves away. */}
        <div className="hidden">
          <label htmlFor="lead-website">Leave this field empty</label>
          <input
            id="lead-website"
            name={honeypotFieldName}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {answer && 'error' in answer && answer.error ? (
          <p ref={shown} role="alert" tabIndex={-1} className="text-sm text-red-700">
            {answer.error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sending}
          className="justify-self-start rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-70"
          style={{ backgroundColor: color }}
        >
          {sending ? t.sending : t.send}
        </button>
      </form>
    </details>
  )
}

/** One field of the form as the catalogue describes it; not required: "(optional)" after its label. */
function LeadField({
  field,
  optional,
  typed,
  error,
}: {
  field: FormField
  optional: string
  typed: string | undefined
  error: string | undefined
}) {
  const label = field.required ? field.label : `${field.label} ${optional}`
  const id = `lead-${field.name.replace('.', '-')}`
  const wiring = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
  const message = (
    <p id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>
      {error}
    </p>
  )
  if (field.kind === 'checkbox')
    return (
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" defaultChecked={typed === 'on'} {...wiring} />
          <span>{label}</span>
        </label>
        {message}
      </div>
    )
  if (field.kind === 'choice')
    return (
      <div>
        <Label htmlFor={id}>{label}</Label>
        <select className="form-field" defaultValue={typed ?? ''} {...wiring}>
          <option value="" />
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {message}
      </div>
    )
  const props = {
    id,
    label,
    name: field.name,
    required: field.required,
    maxLength: field.max,
    autoComplete: field.autoComplete,
    defaultValue: typed,
    error,
  }
  return field.kind === 'textarea' ? (
    <TextareaField rows={3} {...props} />
  ) : (
    <Field type={field.kind} {...props} />
  )
}

/** Where the script sends the form: the page's `…/lead` (JSON), with the page's query (a preview's flag). */
function leadEndpoint(action: string) {
  const [path, query] = action.split('?')
  return `${path}/lead${query ? `?${query}` : ''}`
}

/** A random key for one submission (the embed's page may be cached for everyone: never made on the server). */
function submissionKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
