import { useEffect } from 'react'
import { Form, NavLink, redirect } from 'react-router'
import { readSession } from '~/components/auth-provider'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { flashMessages } from '~/lib/flash'

/** The dashboard's heading, its two sections and Sign Out. */
export function AdminHeader({ title }: { title: string }) {
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-1.5 text-sm font-semibold',
      isActive ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
    )
  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <nav aria-label="Admin" className="flex gap-2">
          <NavLink to="/admin" end className={tabClass}>
            Messages
          </NavLink>
          <NavLink to="/admin/users" className={tabClass}>
            Users
          </NavLink>
        </nav>
      </div>
      <Form method="post" action="/auth">
        <input type="hidden" name="intent" value="sign-out" />
        <Button type="submit" variant="secondary" size="sm">
          Sign Out
        </Button>
      </Form>
    </header>
  )
}

const receivedFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Chicago',
})

/** The same text on the server and in the browser (the business's own time zone), so hydration matches. */
export function Received({ at }: { at: Date | string }) {
  const date = new Date(at)
  return <time dateTime={date.toISOString()}>{receivedFormat.format(date)} CT</time>
}

const statusStyles = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
} as const

export function NotificationStatus({ status }: { status: keyof typeof statusStyles | null }) {
  if (!status) return <span className="text-slate-600">none</span>
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', statusStyles[status])}>
      {status}
    </span>
  )
}

/** A toast for an action's outcome. */
export function useNoticeToast(result: { ok: boolean; notice: string } | undefined) {
  useEffect(() => {
    if (!result) return
    if (result.ok) toast.success(result.notice)
    else toast.error('Error', { description: result.notice })
  }, [result])
}

/**
 * The clientLoader and clientAction of every admin route. In-app navigations (links, Back, forms) fetch admin
 * data, which the server refuses to anyone but an admin with an empty 401/403 (server/admin-data-guard.ts)
 * that React Router cannot read. When the call fails, ask who is signed in and send them where a full page
 * load would: a visitor to /auth, a non-admin to / with the 'Access Denied' toast.
 */
export async function callAdminServer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const session = await readSession()
    if (session && !session.user) throw redirect('/auth')
    if (session && !session.isAdmin) {
      toast.error(flashMessages['access-denied'].title, {
        description: flashMessages['access-denied'].description,
      })
      throw redirect('/')
    }
    throw error
  }
}

/**
 * Anything else that fails on an admin page (refused access is handled by callAdminServer above, and by the
 * loaders' redirects on a full page load): the dashboard says so, inside the site's header and footer.
 */
export function AdminErrorBoundary() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" role="alert">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-slate-700">The dashboard could not be shown. Please reload the page.</p>
    </section>
  )
}
