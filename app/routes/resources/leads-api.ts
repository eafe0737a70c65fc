import { handleLeadApi } from '~/lib/leads/api.server'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/leads-api'

export function loader() {
  return Response.json(
    { error: 'Use POST.' },
    { status: 405, headers: { 'Cache-Control': 'no-store', Allow: 'POST' } },
  )
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { clientAddress } = context.get(requestInfoContext)
  const api = {
    method: request.method,
    contentType: request.headers.get('content-type') ?? undefined,
    body: new Uint8Array(await request.arrayBuffer()),
  }
  const { status, headers, body } = await handleLeadApi(
    api,
    getServices(context),
    params.publicId,
    clientAddress,
  )
  return Response.json(body, { status, headers })
}
