import { Suspense, useEffect } from 'react'
import { Await, Form, Link, useActionData, useSearchParams } from 'react-router'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'
import { Input, Label } from '~/components/ui/input'
import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'
import { messageAction } from '~/lib/admin/message-actions.server'
import { counted } from '~/lib/counted'
import { listMessages, type AdminMessage } from '~/lib/admin/messages.server'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/messages'
import { AdminErrorBoundary, AdminHeader, adminMeta, NotificationStatus, useNoticeToast } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, { title: 'Admin Dashboard', description: 'Contact messages', path: '/admin' })
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args)
  const url = new URL(args.request.url)
  const query = url.searchParams.get('q')?.trim() ?? ''
  const page = Number(url.searchParams.get('page')) || 1
  // Streamed, so that the page shows 'Loading...' while the messages load.
  const result = listMessages(getServices(args.context).db, { query, page }).then(
    (list) => ({ ok: true as const, ...list }),
    (error: unknown) => {
      console.error('Loading contact messages failed:', error)
      return { ok: false as const, error: 'The messages could not be loaded. Please try again.' }
    },
  )
  return { query, result }
}

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args)
  return messageAction(await args.request.formData(), getServices(args.context))
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  useNoticeToast(useActionData<typeof action>())
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Admin Dashboard" />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" role="search" className="flex w-full items-end gap-2 sm:w-auto">
          <div className="min-w-0 flex-1">
            <Label htmlFor="admin-search">Search messages</Label>
            <Input
              id="admin-search"
              type="search"
              name="q"
              defaultValue={loaderData.query}
              className="sm:w-72"
            />
          </div>
          <Button type="submit" size="md">
            Search
          </Button>
        </Form>
        <Button asChild variant="secondary">
          <a
            href={`/admin/messages.csv${loaderData.query ? `?q=${encodeURIComponent(loaderData.query)}` : ''}`}
            download
          >
            Export CSV
          </a>
        </Button>
      </div>
      <Suspense fallback={<p className="py-8 text-center text-slate-700">Loading...</p>}>
        <Await resolve={loaderData.result}>
          {(result) => <MessagesResult result={result} searched={loaderData.query !== ''} />}
        </Await>
      </Suspense>
    </div>
  )
}

type Result = Awaited<Awaited<ReturnType<typeof loader>>['result']>

function MessagesResult({ result, searched }: { result: Result; searched: boolean }) {
  useEffect(() => {
    if (!result.ok) toast.error('Error loading messages', { description: result.error })
  }, [result])
  if (!result.ok) return <p className="py-8 text-center text-red-700">{result.error}</p>
  if (result.total === 0) {
    const empty = searched ? 'No messages match your search.' : 'No contact messages yet.'
    return <p className="py-8 text-center text-slate-700">{empty}</p>
  }
  return (
    <>
      <ResponsiveTable
        label="Contact messages"
        caption={{ text: 'Contact messages, newest first', className: 'sr-only' }}
        rows={result.messages}
        rowKey={(message) => message.id}
        columns={messageColumns}
        boxClassName="rounded-xl border border-slate-200 bg-white"
        headClassName="bg-slate-50 text-slate-700"
      />
      <Pagination page={result.page} pageCount={result.pageCount} total={result.total} />
    </>
  )
}

const messageColumns: ResponsiveColumn<AdminMessage>[] = [
  {
    header: 'Received',
    className: 'whitespace-nowrap',
    cell: (message) => (
      <Link to={`/admin/messages/${message.id}`} className="text-brand-800 underline">
        <When at={message.createdAt} />
      </Link>
    ),
  },
  { header: 'Name', cell: (message) => `${message.firstName} ${message.lastName}` },
  {
    header: 'Email',
    cell: (message) => (
      <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline sm:break-normal">
        {message.email}
      </a>
    ),
  },
  { header: 'Company', cell: (message) => message.company },
  {
    header: 'Message',
    className: 'max-w-md break-words whitespace-pre-wrap',
    cell: (message) => <span className="whitespace-pre-wrap">{message.message}</span>,
  },
  { header: 'Notification', cell: (message) => <NotificationStatus status={message.notificationStatus} /> },
  {
    header: 'Handled',
    bare: true,
    cell: (message) => (
      <Form method="post">
        <input type="hidden" name="id" value={message.id} />
        <input type="hidden" name="intent" value={message.handledAt ? 'unhandled' : 'handled'} />
        <Button type="submit" size="sm" variant={message.handledAt ? 'ghost' : 'secondary'}>
          {message.handledAt ? 'Handled ✓' : 'Mark handled'}
        </Button>
      </Form>
    ),
  },
]

function Pagination({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const [params] = useSearchParams()
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(target))
    return `?${next.toString()}`
  }
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm text-slate-700">
      <p>
        {counted(total, 'message')} · page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="secondary" size="sm">
            <Link to={pageLink(page - 1)}>Previous</Link>
          </Button>
        ) : null}
        {page < pageCount ? (
          <Button asChild variant="secondary" size="sm">
            <Link to={pageLink(page + 1)}>Next</Link>
          </Button>
        ) : null}
      </div>
    </nav>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
