import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

type Membership = { id: string; name: string }

/**
 * The page's title under the workspace's name and, for accounts in several workspaces, the switcher. The
 * navigation is not here: it sits in the frame every workspace page shares (layout.tsx), so it stays put.
 */
export function WorkspaceHeader({
  workspace,
  memberships,
  title,
}: {
  workspace: Membership
  memberships: readonly Membership[]
  title: string
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 max-w-full">
        <p className="text-sm text-slate-600">{workspace.name}</p>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
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
