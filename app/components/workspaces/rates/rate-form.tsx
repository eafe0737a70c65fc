import { useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Field, useFocusFirstError, useResetAfterSend } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { parseRateEntryForm, RATE_SHEET_LIMITS, type RateEntryErrors } from '~/lib/rate-sheet/rate-sheet'

type Values = { product: string; rate: string; effectiveOn: string; expiresOn: string }

type Props = {
  /** The entry a change is proposed for; none for a new rate. */
  entryId?: string
  initial: Values
  /** The server's answer for this form, if it was the one sent. */
  answer?: { errors?: RateEntryErrors; fields?: Record<string, string> } | undefined
  submitLabel: string
}

/** Product, rate, effective and expiry dates; checked here by the schema the server checks again. */
export function RateForm({ entryId, initial, answer, submitLabel }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const [checked, setChecked] = useState<{ answer: typeof answer; errors?: RateEntryErrors }>()
  const shown = checked && checked.answer === answer ? checked.errors : answer?.errors
  useFocusFirstError(formRef, shown)
  const navigation = useNavigation()
  const sending =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'propose' &&
    (navigation.formData.get('entryId') ?? '') === (entryId ?? '')
  // A new rate's form is emptied for the next one; a proposed change keeps its entry's figures.
  useResetAfterSend(formRef, sending && !entryId, Boolean(answer?.errors))
  const typed = answer?.fields
  const value = (name: keyof Values) => typed?.[name] ?? initial[name]
  const prefix = entryId ?? 'new'

  return (
    <Form
      method="post"
      ref={formRef}
      noValidate
      className="grid gap-x-4 gap-y-1 sm:grid-cols-2"
      data-testid={`rate-form-${prefix}`}
      onSubmit={(event) => {
        const parsed = parseRateEntryForm(new FormData(event.currentTarget))
        if (parsed.ok) return setChecked({ answer })
        event.preventDefault()
        setChecked({ answer, errors: { ...parsed.errors } })
      }}
    >
      <input type="hidden" name="intent" value="propose" />
      {entryId ? <input type="hidden" name="entryId" value={entryId} /> : null}
      <div className="sm:col-span-2">
        <Field
          id={`${prefix}-product`}
          label="Product name"
          name="product"
          required
          maxLength={RATE_SHEET_LIMITS.product}
          defaultValue={value('product')}
          placeholder="30-year fixed mortgage"
          error={shown?.product}
        />
      </div>
      <Field
        id={`${prefix}-rate`}
        label="Rate (%)"
        name="rate"
        inputMode="decimal"
        required
        maxLength={12}
        defaultValue={value('rate')}
        placeholder="6.125"
        hint="A percent, up to four decimals."
        error={shown?.rate}
      />
      <Field
        id={`${prefix}-effective`}
        label="Effective date"
        name="effectiveOn"
        type="date"
        required
        defaultValue={value('effectiveOn')}
        hint="Shown from the start of this day (UTC)."
        error={shown?.effectiveOn}
      />
      <Field
        id={`${prefix}-expires`}
        label="Expiry date (optional)"
        name="expiresOn"
        type="date"
        defaultValue={value('expiresOn')}
        hint="No longer shown from the start of this day (UTC)."
        error={shown?.expiresOn}
      />
      <div className="flex items-end pb-6">
        <Button type="submit" disabled={sending} aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
