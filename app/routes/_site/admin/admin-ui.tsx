import { useEffect } from 'react'
import { Form, NavLink } from 'react-router'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { originFrom, pageMeta } from '~/lib/meta'

/** An admin page's meta tags: its title and description, never indexed. */
export function adminMeta(
  matches: Parameters<typeof originFrom>[0],
  page: { title: string; description: string; path: string },
) {
  return [...pageMeta({ ...page, origin: originFrom(matches) }), { name: 'robots', content: 'noindex' }]
}

/** An admin page's heading and Sign Out, and below them the admin area's tabs (one row at 1280 px). */
export function AdminHeader({ title }: { title: string }) {
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-1.5 text-sm font-semibold',
      isActive ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
    )
  return (
    <header className="mb-6 grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <Form method="post" action="/auth">
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="secondary" size="sm">
            Sign Out
          </Button>
        </Form>
      </div>
      <nav aria-label="Admin" className="flex flex-wrap gap-2">
        <NavLink to="/admin" end className={tabClass}>
          Messages
        </NavLink>
        <NavLink to="/admin/users" className={tabClass}>
          Users
        </NavLink>
        <NavLink to="/admin/accounts" className={tabClass}>
          Accounts
        </NavLink>
        <NavLink to="/admin/clients" className={tabClass}>
          Clients
        </NavLink>
        <NavLink to="/admin/disclosures" className={tabClass}>
          Disclosures
        </NavLink>
        <NavLink to="/admin/audit" className={tabClass}>
          Audit log
        </NavLink>
        <NavLink to="/admin/calculators" className={tabClass}>
          Calculators
        </NavLink>
        <NavLink to="/admin/sso" className={tabClass}>
          Single sign-on
        </NavLink>
        <NavLink to="/admin/billing" className={tabClass}>
          Billing
        </NavLink>
      </nav>
    </header>
  )
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
 * Anything else that fails on an admin page (refused access never gets here: the admin layout's guards send
 * it to /auth or /): the dashboard says so, inside the site's header and footer.
 */
export function AdminErrorBoundary() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" role="alert">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-slate-700">The dashboard could not be shown. Please reload the page.</p>
    </section>
  )
}
