import { data, Link } from 'react-router'
import { logSafe } from '~/lib/log-safe'
import { requestInfoContext } from '~/lib/request-context'
import type { Route } from './+types/not-found'

export function loader({ request, context }: Route.LoaderArgs) {
  // A malformed address was logged by the server; the root error boundary shows it as a 400.
  if (context.get(requestInfoContext).badRequest) throw data(null, { status: 400 })
  console.warn('404 Not Found: %s', logSafe(new URL(request.url).pathname))
  return data(null, { status: 404 })
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Page not found | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  )
}
