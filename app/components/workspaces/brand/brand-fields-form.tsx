import { useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Field, useFocusFirstError } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { BRAND_LIMITS, parseBrandForm, type BrandFormErrors } from '~/lib/brand/brand-form'

type Profile = { companyName: string; supportEmail: string; supportPhone: string; showInFrame: boolean }

/** Company name, support e-mail and phone; checked here by the schema the server checks again. */
export function BrandFieldsForm({ profile, errors }: { profile: Profile; errors?: BrandFormErrors }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [checked, setChecked] = useState<{ answer: typeof errors; errors?: BrandFormErrors }>()
  const shown = checked && checked.answer === errors ? checked.errors : errors
  useFocusFirstError(formRef, shown)
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save'
  return (
    <Form
      method="post"
      ref={formRef}
      className="mt-6 grid max-w-xl gap-4"
      noValidate
      onSubmit={(event) => {
        const parsed = parseBrandForm(new FormData(event.currentTarget))
        if (parsed.ok) return setChecked({ answer: errors })
        event.preventDefault()
        setChecked({ answer: errors, errors: { ...parsed.errors } })
      }}
    >
      <input type="hidden" name="intent" value="save" />
      <Field
        label="Company name"
        name="companyName"
        required
        maxLength={BRAND_LIMITS.companyName}
        defaultValue={profile.companyName}
        hint="As your customers know you: it signs your calculators' e-mails and reports."
        error={shown?.companyName}
      />
      <Field
        label="Support e-mail"
        name="supportEmail"
        type="email"
        inputMode="email"
        maxLength={BRAND_LIMITS.supportEmail}
        defaultValue={profile.supportEmail}
        hint="Optional. Your customers' replies to your calculators' e-mails go here."
        error={shown?.supportEmail}
      />
      <Field
        label="Support phone"
        name="supportPhone"
        type="tel"
        inputMode="tel"
        maxLength={BRAND_LIMITS.supportPhone}
        defaultValue={profile.supportPhone}
        hint="Optional. Shown in your calculators' e-mails and reports."
        error={shown?.supportPhone}
      />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="showInFrame" defaultChecked={profile.showInFrame} className="mt-1" />
        <span>
          Show your logo (or your company name) above your calculators, for pages where nothing else names
          you.
        </span>
      </label>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save brand'}
        </Button>
      </div>
    </Form>
  )
}
