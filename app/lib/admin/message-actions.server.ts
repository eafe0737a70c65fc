import { data } from 'react-router'
import type { Services } from '~/lib/services.server'
import { retryNotification, setHandled } from './messages.server'

export type MessageActionResult = { ok: boolean; notice: string }

/** Mark handled / unhandled and retry a failed notification; the caller has already checked for an admin. */
export async function messageAction(form: FormData, services: Services) {
  const id = String(form.get('id') ?? '')
  const intent = form.get('intent')
  if (intent === 'handled' || intent === 'unhandled') {
    const found = await setHandled(services.db, id, intent === 'handled')
    if (!found)
      return data<MessageActionResult>(
        { ok: false, notice: 'That message no longer exists.' },
        { status: 404 },
      )
    return { ok: true, notice: intent === 'handled' ? 'Marked as handled.' : 'Marked as not handled.' }
  }
  if (intent === 'retry') {
    if (!(await retryNotification(services.db, id))) {
      return data<MessageActionResult>(
        { ok: false, notice: 'Only a failed notification can be retried.' },
        { status: 409 },
      )
    }
    return { ok: true, notice: 'The notification will be sent again.' }
  }
  return data<MessageActionResult>({ ok: false, notice: 'Unknown action.' }, { status: 400 })
}
