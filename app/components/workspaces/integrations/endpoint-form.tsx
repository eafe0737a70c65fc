import { useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Field, useFocusFirstError, useResetAfterSend } from '~/components/forms'
import { Button } from '~/components/ui/button'
import {
  ENDPOINT_LIMITS,
  parseEndpointForm,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type EndpointFormErrors,
} from '~/lib/webhooks/endpoint-form'

/** URL, description and events; checked here by the schema the server checks again. */
export function EndpointForm({ allowHttp, errors }: { allowHttp: boolean; errors?: EndpointFormErrors }) {
  const formRef = useRef<HTMLFormElement>(null)
  // The browser's own check holds until the server answers again: a new answer replaces it.
  const [checked, setChecked] = useState<{ answer: typeof errors; errors?: EndpointFormErrors }>()
  const shown = checked && checked.answer === errors ? checked.errors : errors
  useFocusFirstError(formRef, shown)
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create'
  useResetAfterSend(formRef, busy, errors !== undefined)

  return (
    <Form
      method="post"
      ref={formRef}
      className="mt-4 grid max-w-xl gap-4"
      noValidate
      onSubmit={(event) => {
        const parsed = parseEndpointForm(new FormData(event.currentTarget), allowHttp)
        if (parsed.ok) return setChecked({ answer: errors })
        event.preventDefault()
        setChecked({ answer: errors, errors: { ...parsed.errors } })
      }}
    >
      <input type="hidden" name="intent" value="create" />
      <Field
        label="URL"
        name="url"
        type="url"
        inputMode="url"
        required
        maxLength={ENDPOINT_LIMITS.url}
        placeholder="https://hooks.zapier.com/hooks/catch/…"
        hint={allowHttp ? 'https:// (http:// is allowed on this server).' : 'Must start with https://.'}
        error={shown?.url}
      />
      <Field
        label="Description"
        name="description"
        maxLength={ENDPOINT_LIMITS.description}
        hint="Optional, e.g. “Zapier to HubSpot”."
        error={shown?.description}
      />
      <fieldset aria-describedby={shown?.events ? 'events-error' : undefined}>
        <legend className="text-sm font-semibold text-slate-900">Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="mt-2 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="events"
              value={event}
              defaultChecked={event === 'lead.created'}
              aria-invalid={shown?.events ? true : undefined}
              className="size-4"
            />
            {WEBHOOK_EVENT_LABELS[event]}
          </label>
        ))}
        <p
          id="events-error"
          className="mt-1 min-h-5 text-sm text-red-700"
          role={shown?.events ? 'alert' : undefined}
        >
          {shown?.events}
        </p>
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? 'Adding…' : 'Add endpoint'}
      </Button>
    </Form>
  )
}
