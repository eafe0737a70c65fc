import { isbot } from 'isbot'
import { getServices } from '~/lib/services.server'
import { loadPublished } from '~/lib/workspaces/published.server'
import type { Route } from './+types/engaged-api'

/** The embed's beacon after a visitor's first change of an input: counted in memory, never stored per visitor. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = getServices(context)
  const view = await loadPublished(services.db, params.publicId)
  if (view.status !== 'published') return new Response(null, { status: 404 })
  const agent = request.headers.get('user-agent')
  if (agent && !isbot(agent)) services.usage.count(view, 'engaged')
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
