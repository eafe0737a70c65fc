import type { ContactErrors } from './schema'

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: ContactErrors }
  | { kind: 'rate-limited' }
  | { kind: 'failed' }
  | { kind: 'unreachable' }

/** Posts the form to the JSON API; tells a server that answered with an error from a request that never got an answer. */
export async function sendContactMessage(fields: Record<string, string>): Promise<SendOutcome> {
  let response: Response
  try {
    response = await fetch('/api/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(fields),
    })
  } catch {
    return { kind: 'unreachable' }
  }
  if (response.status === 201) return { kind: 'sent' }
  if (response.status === 429) return { kind: 'rate-limited' }
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as { errors?: ContactErrors } | null
    if (body?.errors) return { kind: 'invalid', errors: body.errors }
  }
  return { kind: 'failed' }
}
