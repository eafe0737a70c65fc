import { z } from '~/lib/zod-mini'

/**
 * The events an endpoint can subscribe to; `lead.updated` is sent when a lead's status changes, the
 * calculator events when one is published or archived (app/lib/events/catalogue.ts queues them).
 */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'calculator.published',
  'calculator.archived',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.created': 'A lead arrives (lead.created)',
  'lead.updated': "A lead's status changes (lead.updated)",
  'calculator.published': 'A calculator is published (calculator.published)',
  'calculator.archived': 'A calculator is archived (calculator.archived)',
}

export const ENDPOINT_LIMITS = { url: 500, description: 200 } as const

/** Whether a URL may be an endpoint at all; the address it reaches is checked again at each connection. */
export function endpointUrlProblem(value: string, allowHttp: boolean): string | undefined {
  if (!URL.canParse(value)) return 'Enter a full URL, e.g. https://hooks.example.com/leads.'
  const url = new URL(value)
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:'))
    return 'The URL must start with https://.'
  if (url.username || url.password) return 'Leave user name and password out of the URL.'
  return undefined
}

/**
 * The "Add endpoint" form, on the server as the truth and in the browser for instant feedback.
 * `allowHttp` is the server's WEBHOOK_ALLOW_HTTP, handed to the page by its loader.
 */
export function endpointFormSchema(allowHttp: boolean) {
  return z.object({
    url: z.string().check(
      z.trim(),
      z.minLength(1, 'Enter the URL that receives the events.'),
      z.maxLength(ENDPOINT_LIMITS.url, `At most ${ENDPOINT_LIMITS.url} characters.`),
      z.superRefine((value, context) => {
        const problem = value ? endpointUrlProblem(value, allowHttp) : undefined
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
      }),
    ),
    description: z
      .string()
      .check(
        z.trim(),
        z.maxLength(ENDPOINT_LIMITS.description, `At most ${ENDPOINT_LIMITS.description} characters.`),
      ),
    events: z.array(z.enum(WEBHOOK_EVENTS)).check(z.minLength(1, 'Choose at least one event.')),
  })
}

export type EndpointFormErrors = Partial<Record<'url' | 'description' | 'events', string>>

/** Parses the submitted form (events are repeated checkboxes); the first message of each field. */
export function parseEndpointForm(form: FormData, allowHttp: boolean) {
  const parsed = endpointFormSchema(allowHttp).safeParse({
    url: String(form.get('url') ?? ''),
    description: String(form.get('description') ?? ''),
    events: form.getAll('events').map(String),
  })
  if (parsed.success) return { ok: true as const, value: parsed.data }
  const errors: EndpointFormErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof EndpointFormErrors
    errors[key] ??= issue.message
  }
  return { ok: false as const, errors }
}
