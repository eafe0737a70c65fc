import { data, Form, useActionData } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { When } from '~/components/when'
import { endOtherSessions, endSession, listSessions } from '~/lib/account/sessions.server'
import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import { signInFirst } from '~/lib/account/return-to.server'
import type { Route } from './+types/account-sessions'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Your sessions | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

const noStore = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context)
  const view = await getSessionView(request, services)
  if (!view) throw signInFirst(request)
  return data({ sessions: await listSessions(services, view.user.id, view.session.id) }, { headers: noStore })
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const view = await getSessionView(request, services)
  if (!view) throw signInFirst(request)
  const form = await request.formData()
  if (form.get('intent') === 'end-others') {
    await endOtherSessions(services, request)
    return data({ ok: true, notice: 'Every other session has ended.' }, { headers: noStore })
  }
  if (form.get('intent') === 'end') {
    const id = String(form.get('sessionId') ?? '')
    if (id === view.session.id)
      return data({ ok: false, notice: 'To end this session, sign out.' }, { status: 400, headers: noStore })
    const ended = await endSession(services, request, view.user.id, id)
    return data(
      { ok: ended, notice: ended ? 'Session ended.' : 'No such session.' },
      { status: ended ? 200 : 404, headers: noStore },
    )
  }
  return data({ ok: false, notice: 'Unknown action.' }, { status: 400, headers: noStore })
}

export default function Sessions({ loaderData }: Route.ComponentProps) {
  useNoticeToast(useActionData<typeof action>())
  const { sessions } = loaderData
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Your sessions</h1>
      <Card>
        <ul className="grid gap-4" data-testid="sessions">
          {sessions.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-semibold">{row.browser}</span>
                {row.current ? ' (this browser)' : ''}
                <span className="block text-slate-700">
                  Started <When at={row.startedAt} />, last active <When at={row.renewedAt} />
                </span>
              </span>
              {row.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end" />
                  <input type="hidden" name="sessionId" value={row.id} />
                  <Button type="submit" size="sm" variant="secondary">
                    End<span className="sr-only"> the session of {row.browser}</span>
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {sessions.length > 1 ? (
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="end-others" />
            <Button type="submit" variant="destructive">
              End all other sessions
            </Button>
          </Form>
        ) : null}
      </Card>
    </div>
  )
}
