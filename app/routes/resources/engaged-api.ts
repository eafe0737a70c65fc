import { isbot } from 'isbot'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import { loadPublished } from '~/lib/workspaces/published.server'
import type { Route } from './+types/engaged-api'

/**
 * The embed's beacon after a visitor's first change of an input: counted in memory, never stored per visitor,
 * and once per visitor, calculator and day like a view (issue 43 §5).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = getServices(context)
  const view = await loadPublished(services.db, params.publicId)
  if (view.status !== 'published') return new Response(null, { status: 404 })
  const agent = request.headers.get('user-agent')
  const address = context.get(requestInfoContext).clientAddress
  if (agent && !isbot(agent) && services.usage.firstViewToday(`engaged:${params.publicId}`, address))
    services.usage.count(view, 'engaged')
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
