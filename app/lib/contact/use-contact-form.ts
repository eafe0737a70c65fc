import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { toast } from '~/lib/toast'
import { typedBeforeHydration } from '~/lib/before-hydration'
import { contactFields, contactText, validateContact, type ContactErrors, type ContactField } from './schema'
import { sendContactMessage } from './send.client'

export type ContactValues = Record<ContactField, string>

const emptyValues: ContactValues = { firstName: '', lastName: '', email: '', company: '', message: '' }

/**
 * The form's state with JavaScript: checked at submit, re-checked on every change after that, sent with
 * fetch so that a network failure is told apart from a server error (the spec gives each its own toast).
 */
export function useContactForm(initial: { values?: Partial<ContactValues>; errors?: ContactErrors }) {
  const [values, setValues] = useState<ContactValues>({ ...emptyValues, ...initial.values })
  const [errors, setErrors] = useState<ContactErrors>(initial.errors ?? {})
  const [submitted, setSubmitted] = useState(Boolean(initial.errors))
  const [sending, setSending] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  // What a visitor typed before the scripts arrived stays (the page is prerendered; they load after it shows).
  useEffect(() => {
    const typed = typedBeforeHydration(form.current, contactFields)
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }))
  }, [])

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.currentTarget.name as ContactField
    const next = { ...values, [field]: event.currentTarget.value }
    setValues(next)
    if (submitted) {
      const result = validateContact(next)
      setErrors(result.success ? {} : result.errors)
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const fields = Object.fromEntries(
      [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    setSubmitted(true)
    const result = validateContact(fields)
    if (!result.success) {
      setErrors(result.errors)
      focusFirstError(form, result.errors)
      return
    }
    setErrors({})
    setSending(true)
    const outcome = await sendContactMessage(fields)
    setSending(false)
    switch (outcome.kind) {
      case 'sent':
        form.reset()
        setValues(emptyValues)
        setSubmitted(false)
        toast.success(contactText.successTitle, { description: contactText.success })
        break
      case 'invalid':
        setErrors(outcome.errors)
        focusFirstError(form, outcome.errors)
        toast.error(contactText.errorTitle, { description: contactText.failed })
        break
      case 'rate-limited':
        toast.error(contactText.errorTitle, { description: contactText.rateLimited })
        break
      case 'failed':
        toast.error(contactText.errorTitle, { description: contactText.failed })
        break
      case 'unreachable':
        toast.error(contactText.errorTitle, { description: contactText.unexpected })
        break
    }
  }

  return { form, values, errors, sending, onChange, onSubmit }
}

function focusFirstError(form: HTMLFormElement, errors: ContactErrors) {
  const field = contactFields.find((name) => errors[name])
  const element = field ? form.elements.namedItem(field) : null
  if (element instanceof HTMLElement) element.focus()
}
