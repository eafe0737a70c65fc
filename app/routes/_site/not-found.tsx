import { data } from 'react-router'
import { NotFoundPage, notFoundMeta } from '~/components/not-found-page'
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
  return notFoundMeta
}

export default function NotFound() {
  return <NotFoundPage />
}
