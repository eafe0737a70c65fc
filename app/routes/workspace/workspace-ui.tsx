import { isRouteErrorResponse, Link, NavLink, useRouteError, useRouteLoaderData } from 'react-router'
import { useLayoutEffect, useRef } from 'react'
import { cn } from '~/lib/cn'
import { useNonce } from '~/lib/nonce'

type Membership = { id: string; name: string }

// Each page renders its own header, so the tab bar is a new element on every tab: its sideways scroll on a
// phone is kept here, or choosing a tab would throw the bar back to its start.
let tabBarScroll = 0

/** Puts the bar back where the member left it, then brings the current tab into view if it is not. */
function useKeptScroll() {
  const bar = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const nav = bar.current
    if (!nav) return
    nav.scrollLeft = tabBarScroll
    const current = nav.querySelector<HTMLElement>('[aria-current="page"]')
    if (!current) return
    const box = current.getBoundingClientRect()
    const frame = nav.getBoundingClientRect()
    if (box.left < frame.left) nav.scrollLeft -= Math.ceil(frame.left - box.left)
    else if (box.right > frame.right) nav.scrollLeft += Math.ceil(box.right - frame.right)
    tabBarScroll = nav.scrollLeft
  }, [])
  const onScroll = () => {
    if (bar.current) tabBarScroll = bar.current.scrollLeft
  }
  return { ref: bar, onScroll }
}

/** The same as the effect's second half, inline after the bar, for the page as first painted. */
const SHOW_CURRENT_TAB = `(function(n){var c=n&&n.querySelector('[aria-current="page"]');if(!c)return;var b=c.getBoundingClientRect(),f=n.getBoundingClientRect();if(b.right>f.right)n.scrollLeft+=Math.ceil(b.right-f.right)})(document.currentScript&&document.currentScript.previousElementSibling)`

/** The workspace's name, its sections and, for accounts in several workspaces, the switcher. */
export function WorkspaceHeader({
  workspace,
  memberships,
  title,
}: {
  workspace: Membership
  memberships: readonly Membership[]
  title: string
}) {
  const keptScroll = useKeptScroll()
  const nonce = useNonce()
  const layout = useRouteLoaderData<{
    integrations: boolean
    brand: boolean
    audit: boolean
    archive: boolean
    privacy: boolean
    sso: boolean
    vendorReview: boolean
  }>('routes/workspace/layout')
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'shrink-0 rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap',
      isActive ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
    )
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 max-w-full">
        <p className="text-sm text-slate-600">{workspace.name}</p>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {/* One row that scrolls sideways on a phone; it wraps from sm up, where it has room. */}
        <nav
          aria-label="Workspace"
          {...keptScroll}
          className="relative mt-3 flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0"
        >
          <NavLink to={`/workspace/${workspace.id}`} end className={tabClass}>
            Calculators
          </NavLink>
          <NavLink to={`/workspace/${workspace.id}/leads`} className={tabClass}>
            Leads
          </NavLink>
          <NavLink to={`/workspace/${workspace.id}/usage`} className={tabClass}>
            Usage
          </NavLink>
          <NavLink to={`/workspace/${workspace.id}/rates`} className={tabClass}>
            Rates
          </NavLink>
          <NavLink to={`/workspace/${workspace.id}/members`} className={tabClass}>
            Members
          </NavLink>
          <NavLink to={`/workspace/${workspace.id}/history`} className={tabClass}>
            History
          </NavLink>
          {layout?.integrations ? (
            <NavLink to={`/workspace/${workspace.id}/integrations`} className={tabClass}>
              Integrations
            </NavLink>
          ) : null}
          {layout?.brand ? (
            <NavLink to={`/workspace/${workspace.id}/brand`} className={tabClass}>
              Brand
            </NavLink>
          ) : null}
          {layout?.audit ? (
            <NavLink to={`/workspace/${workspace.id}/audit`} className={tabClass}>
              Audit log
            </NavLink>
          ) : null}
          {layout?.archive ? (
            <NavLink to={`/workspace/${workspace.id}/archive`} className={tabClass}>
              Archive
            </NavLink>
          ) : null}
          {layout?.vendorReview ? (
            <NavLink to={`/workspace/${workspace.id}/vendor-review`} className={tabClass}>
              Vendor review
            </NavLink>
          ) : null}
          {layout?.privacy ? (
            <NavLink to={`/workspace/${workspace.id}/privacy`} className={tabClass}>
              Privacy
            </NavLink>
          ) : null}
          {layout?.sso ? (
            <NavLink to={`/workspace/${workspace.id}/sso`} className={tabClass}>
              Single sign-on
            </NavLink>
          ) : null}
        </nav>
        {/* Before the scripts load (a slow phone), the bar already shows the current tab: the effect above
            takes over once hydrated. The browser hides a nonce, so the client's render has none. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: SHOW_CURRENT_TAB }}
        />
      </div>
      {memberships.length > 1 ? (
        <nav aria-label="Switch workspace" className="text-sm">
          <p className="mb-1 font-semibold text-slate-700">Your workspaces</p>
          <ul className="flex flex-wrap gap-2">
            {memberships.map((other) => (
              <li key={other.id}>
                <Link
                  to={`/workspace/${other.id}`}
                  aria-current={other.id === workspace.id ? 'page' : undefined}
                  className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-50 aria-[current=page]:bg-slate-100"
                >
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}

/** 404 for anything not the caller's (never telling whether it exists), 403 for a role that may not. */
export function WorkspaceErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const message =
    status === 404
      ? 'This workspace page does not exist, or it is not yours.'
      : status === 403
        ? ((isRouteErrorResponse(error) && (error.data as { message?: string } | null)?.message) ??
          'You may not do this.')
        : 'Something went wrong. Please try again in a moment.'
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold">
        {status === 404 ? 'Not found' : status === 403 ? 'Not allowed' : 'Error'}
      </h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <Link to="/workspace" className="mt-4 inline-block font-semibold text-brand-700 underline">
        Back to your workspace
      </Link>
    </section>
  )
}

export const noStore = { 'Cache-Control': 'private, no-store' }

/** Workspace pages depend on who asks: the loader's no-store reaches the document response too. */
export function privateHeaders({
  loaderHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers
  errorHeaders?: Headers
}) {
  const headers = new Headers(errorHeaders ?? loaderHeaders)
  headers.set('Cache-Control', 'private, no-store')
  return headers
}
