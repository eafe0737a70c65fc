import { useEffect, useRef } from 'react'
import { Field, useFocusFirstError } from '~/components/forms'
import { honeypotFieldName } from '~/lib/honeypot'
import { LEAD_LIMITS } from '~/lib/leads/lead-fields'
import type { ReportMailAnswer } from '~/lib/reports/report-mail-schema'
import { reportMailText } from '~/lib/reports/report-mail-text'
import { useFormPost } from '~/lib/use-form-post'
import { withPreviewFlag } from '~/lib/workspaces/embed-preview'
import type { Lang } from '../branding'
import { focusAndReveal } from '../frame-messages'
import { emitHostEvent } from '../host-events'
import { useReportMailOptions } from './report-mail-options'
import { useRevealAnswer } from './use-reveal-answer'

interface EmailReportFormProps {
  id: string
  lang: Lang
  /** …/report-mail of this calculator. */
  action: string
  /** The inputs (and, on our pages, the branding) the report is made of, as a query string. */
  search: string
}

/**
 * "E-mail my results" (decision 0035): an address, the consent line and, on a published calculator with leads
 * on, the opt-in that makes the visitor a lead too. Its own chunk, fetched when the visitor opens it.
 */
export function EmailReportForm({ id, lang, action, search }: EmailReportFormProps) {
  const { optIn, pageUrl, state, preview } = useReportMailOptions()
  const t = reportMailText[lang]
  const post = useFormPost<ReportMailAnswer>(() => ({ sent: false, error: t.failed }))
  const target = preview ? withPreviewFlag(action) : action
  const form = useRef<HTMLFormElement>(null)
  const shown = useRef<HTMLParagraphElement>(null)
  const answer = post.answer
  const errors = answer && !answer.sent ? (answer.errors ?? {}) : {}
  useFocusFirstError(form, answer && !answer.sent ? answer.errors : undefined, focusAndReveal)
  useRevealAnswer(shown, answer && (answer.sent || answer.error) ? answer : undefined)
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus()
  }, [])
  const sent = answer?.sent === true
  useEffect(() => {
    if (sent) emitHostEvent('report_emailed')
  }, [sent])

  if (answer?.sent)
    return (
      <p
        ref={shown}
        id={id}
        role="status"
        tabIndex={-1}
        className="mt-2 text-sm font-semibold"
        data-testid="report-mail-sent"
      >
        {t.sent(answer.to)}
      </p>
    )

  return (
    <form
      id={id}
      ref={form}
      method="post"
      action={target}
      onSubmit={(event) => void post.submit(event, target)}
      noValidate
      className="mt-2 grid max-w-md gap-2 rounded-lg border border-slate-200 bg-white p-3"
      data-testid="report-mail-form"
    >
      <input type="hidden" name="search" value={search} />
      {pageUrl ? <input type="hidden" name="pageUrl" value={pageUrl} /> : null}
      {state ? <input type="hidden" name="state" value={state} /> : null}
      <Field
        label={t.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={LEAD_LIMITS.email}
        error={errors.email}
      />
      <CheckBox name="consent" label={t.consent} error={errors.consent} id={`${id}-consent`} />
      {optIn ? (
        <>
          <CheckBox name="optIn" label={t.optIn(optIn.brandName)} hint={optIn.consent} id={`${id}-opt-in`} />
          <Field
            label={t.name}
            name="name"
            autoComplete="name"
            maxLength={LEAD_LIMITS.name}
            error={errors.name}
          />
        </>
      ) : null}
      {/* Hidden from people (display: none); bots that fill every field give themselves away. */}
      <div className="hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {answer && !answer.sent && answer.error ? (
        <p ref={shown} role="alert" tabIndex={-1} className="text-sm text-red-700">
          {answer.error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={post.pending}
        className="justify-self-start rounded-lg bg-(--calc-primary) px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
      >
        {post.pending ? t.sending : t.send}
      </button>
    </form>
  )
}

function CheckBox(props: {
  id: string
  name: string
  label: string
  hint?: string
  error?: string | undefined
}) {
  const { id, name, label, hint, error } = props
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          className="mt-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 ml-6 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  )
}
