import { authAttemptBlocked, TOO_MANY_ATTEMPTS } from '~/lib/auth-limits.server'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/auth-api'

const limitedEndpoints = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/send-verification-email',
  '/api/auth/change-password',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
])

export function loader({ request, context }: Route.LoaderArgs) {
  return getServices(context).auth.handler(request)
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  if (limitedEndpoints.has(new URL(request.url).pathname.replace(/\/+$/, ''))) {
    const blocked = await authAttemptBlocked(services, context.get(requestInfoContext).clientAddress)
    if (blocked) {
      return Response.json(
        { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS },
        { status: 429, headers: { 'Retry-After': String(blocked.retryAfterSeconds) } },
      )
    }
  }
  return services.auth.handler(request)
}
