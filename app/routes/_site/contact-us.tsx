import { Mail, MapPin, Phone } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { data, useLocation } from 'react-router'
import { TextareaField, Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { business, fullAddress } from '~/lib/business'
import { contactLimits, contactText, type ContactErrors } from '~/lib/contact/schema'
import { contactOutcome, submitContactMessage } from '~/lib/contact/submit.server'
import { useContactForm, type ContactValues } from '~/lib/contact/use-contact-form'
import { honeypotFieldName } from '~/lib/honeypot'
import { originFrom, pageMeta } from '~/lib/meta'
import { prefillFrom } from '~/lib/prefill'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/contact-us'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Contact Us',
    description: `Contact ${business.name} in ${business.city}, ${business.state}, about white-label financial calculators or a custom website.`,
    path: '/contact-us',
    origin: originFrom(matches),
  })
}

type ActionResult =
  { ok: true } | { ok: false; errors?: ContactErrors; formError?: string; values: Partial<ContactValues> }

/** The form without JavaScript: a plain POST answered with the page, its field errors or its success message. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => undefined)
  if (!formData)
    return data<ActionResult>({ ok: false, formError: contactText.failed, values: {} }, { status: 400 })
  const fields = Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const values = echoedValues(fields)
  const { clientAddress } = context.get(requestInfoContext)
  try {
    const result = await submitContactMessage(getServices(context), fields, clientAddress)
    const init = contactOutcome(result)
    switch (result.status) {
      case 'invalid':
        return data<ActionResult>({ ok: false, errors: result.errors, values }, init)
      case 'rate-limited':
        return data<ActionResult>({ ok: false, formError: contactText.rateLimited, values }, init)
      default:
        return data<ActionResult>({ ok: true }, init)
    }
  } catch (error) {
    console.error('Contact message could not be stored:', error)
    return data<ActionResult>({ ok: false, formError: contactText.failed, values }, { status: 503 })
  }
}

// The page shows the typed values again (twice: in the form and in its data): never more than a field holds.
function echoedValues(fields: Record<string, string>): Partial<ContactValues> {
  const { name, email, company, message } = contactLimits
  const cut = (value: string | undefined, max: number) => value?.slice(0, max)
  return {
    firstName: cut(fields.firstName, name),
    lastName: cut(fields.lastName, name),
    email: cut(fields.email, email),
    company: cut(fields.company, company),
    message: cut(fields.message, message),
  }
}

export default function ContactUsPage({ actionData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Tell us about your business and the calculators or website you have in mind, and we'll get back to you
        soon.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <Card className="p-6">
          <h2 className="text-xl font-semibold text-slate-900">Send us a message</h2>
          {/* A new navigation (another prefilled button) starts a fresh form. */}
          <ContactForm key={location.key} result={actionData} prefill={prefillFrom(location.state)} />
        </Card>
      </div>
    </div>
  )
}

function ContactDetails() {
  return (
    <Card className="self-start p-6">
      <h2 className="text-xl font-semibold text-slate-900">Get in touch</h2>
      <ul className="mt-4 space-y-4 text-slate-800">
        <li className="flex gap-3">
          <Icon icon={Phone} className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a href={business.phoneHref} className="underline-offset-2 hover:underline">
            <span className="sr-only">Phone: </span>
            {business.phone}
          </a>
        </li>
        <li className="flex gap-3">
          <Icon icon={Mail} className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a href={`mailto:${business.email}`} className="break-all underline-offset-2 hover:underline">
            <span className="sr-only">Email: </span>
            {business.email}
          </a>
        </li>
        <li className="flex gap-3">
          <Icon icon={MapPin} className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <address className="not-italic">
            <span className="sr-only">Address: </span>
            {fullAddress}
          </address>
        </li>
      </ul>
      <p className="mt-4 text-sm text-slate-700">{business.hours}</p>
    </Card>
  )
}

function ContactForm({ result, prefill }: { result: ActionResult | undefined; prefill: string | undefined }) {
  const failed = result && !result.ok ? result : undefined
  const { form, values, errors, sending, onChange, onSubmit } = useContactForm({
    values: failed ? failed.values : { message: prefill ?? '' },
    errors: failed?.errors,
  })
  return (
    <form ref={form} method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-2">
      {result?.ok ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          {contactText.success}
        </p>
      ) : null}
      {failed?.formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {failed.formError}
        </p>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={onChange}
          error={errors.firstName}
        />
        <Field
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={onChange}
          error={errors.lastName}
        />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={onChange}
        error={errors.email}
      />
      <Field
        label="Company"
        name="company"
        autoComplete="organization"
        value={values.company}
        onChange={onChange}
        error={errors.company}
      />
      <TextareaField
        label="Message"
        name="message"
        rows={6}
        required
        value={values.message}
        onChange={onChange}
        error={errors.message}
      />
      {/* Hidden from people (display: none); bots that fill every field give themselves away. */}
      <div className="hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          name={honeypotFieldName}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
