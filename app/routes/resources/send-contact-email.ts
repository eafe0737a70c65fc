import { handleContactApi, type ApiResponse } from '~/lib/contact/api.server'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/send-contact-email'

// In production server/app.ts answers this path before React Router, for throughput; same handler.
export function loader() {
  return Response.json(
    { error: 'Use POST.' },
    { status: 405, headers: { 'Cache-Control': 'no-store', Allow: 'POST' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const { clientAddress } = context.get(requestInfoContext)
  const api = {
    method: request.method,
    header: (name: string) => request.headers.get(name),
    body: request.body,
  }
  return toResponse(await handleContactApi(api, getServices(context), clientAddress))
}

function toResponse({ status, headers, body }: ApiResponse) {
  return Response.json(body, { status, headers })
}
