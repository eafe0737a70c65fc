import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import { CalculatorView } from '~/components/workspaces/calculator-view'
import { getServices } from '~/lib/services.server'
import { loadPublished } from '~/lib/workspaces/published.server'
import { prefillSearch } from '~/lib/workspaces/revision-form'
import type { Route } from './+types/published-calculator'

export const GONE_MESSAGE = 'This calculator is no longer available.'

/** A client's calculator as last approved; query parameters may prefill inputs within its min/max only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const view = await loadPublished(getServices(context).db, params.publicId)
  if (view.status === 'archived') throw data({ gone: true }, { status: 410 })
  if (view.status !== 'published') throw data({ gone: false }, { status: 404 })
  const { revision } = view
  const search = prefillSearch(view.type, revision, new URL(request.url).searchParams).toString()
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  // Sent beside the site-wide policy: a browser enforces both, so these origins are the only ones allowed.
  if (revision.allowedOrigins.length > 0)
    headers.set('Content-Security-Policy', `frame-ancestors ${revision.allowedOrigins.join(' ')}`)
  return data(
    {
      type: view.type,
      name: revision.name,
      brand: revision.brand,
      disclosure: revision.disclosure,
      search,
      today: new Date().toISOString().slice(0, 10),
    },
    { headers },
  )
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.name ?? 'Calculator' }, { name: 'robots', content: 'noindex' }]
}

export default function PublishedCalculator({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-2 sm:p-4">
      <CalculatorView {...loaderData} />
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const text =
    status === 410
      ? GONE_MESSAGE
      : status === 404
        ? 'This calculator could not be found.'
        : 'This calculator cannot be shown right now.'
  return (
    <main className="p-4">
      <p role="alert" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800 shadow-sm">
        {text}
      </p>
    </main>
  )
}
