import { data, Form, Link, useActionData } from 'react-router'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'
import { Card } from '~/components/ui/card'
import { messageAction } from '~/lib/admin/message-actions.server'
import { counted } from '~/lib/counted'
import { getMessage } from '~/lib/admin/messages.server'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/message'
import { AdminErrorBoundary, AdminHeader, adminMeta, NotificationStatus, useNoticeToast } from './admin-ui'

export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(matches, {
    title: 'Message',
    description: 'Contact message',
    path: `/admin/messages/${params.id}`,
  })
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args)
  const message = await getMessage(getServices(args.context).db, args.params.id)
  if (!message) throw data(null, { status: 404 })
  return { message }
}

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args)
  return messageAction(await args.request.formData(), getServices(args.context))
}

export default function AdminMessage({ loaderData: { message } }: Route.ComponentProps) {
  useNoticeToast(useActionData<typeof action>())
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AdminHeader title="Message" />
      <Link to="/admin" className="text-sm font-semibold text-brand-800 underline">
        Back to messages
      </Link>
      <Card className="mt-4">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-slate-700">Received</dt>
          <dd>
            <When at={message.createdAt} />
          </dd>
          <dt className="font-semibold text-slate-700">Name</dt>
          <dd>
            {message.firstName} {message.lastName}
          </dd>
          <dt className="font-semibold text-slate-700">Email</dt>
          <dd>
            <a href={`mailto:${message.email}`} className="text-brand-800 underline">
              {message.email}
            </a>
          </dd>
          <dt className="font-semibold text-slate-700">Company</dt>
          <dd>{message.company || '—'}</dd>
          <dt className="font-semibold text-slate-700">Handled</dt>
          <dd>{message.handledAt ? <When at={message.handledAt} /> : 'Not yet'}</dd>
          <dt className="font-semibold text-slate-700">Notification</dt>
          <dd className="space-y-1">
            <NotificationStatus status={message.notificationStatus} />
            {message.notificationStatus === 'failed' && message.notificationError ? (
              <p className="text-sm text-slate-700">
                After {counted(message.notificationAttempts ?? 0, 'attempt')}: {message.notificationError}
              </p>
            ) : null}
          </dd>
        </dl>
        <h2 className="mt-6 mb-2 font-semibold text-slate-700">Message</h2>
        <p className="rounded-lg bg-slate-50 p-4 break-words whitespace-pre-wrap">{message.message}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <input type="hidden" name="intent" value={message.handledAt ? 'unhandled' : 'handled'} />
            <Button type="submit">{message.handledAt ? 'Mark unhandled' : 'Mark handled'}</Button>
          </Form>
          {message.notificationStatus === 'failed' ? (
            <Form method="post">
              <input type="hidden" name="id" value={message.id} />
              <input type="hidden" name="intent" value="retry" />
              <Button type="submit" variant="secondary">
                Retry notification
              </Button>
            </Form>
          ) : null}
        </div>
      </Card>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
