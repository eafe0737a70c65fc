import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/session'

/** The signed-in account for the AuthProvider (pages are prerendered, so it is fetched after hydration). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await getSessionView(request, getServices(context))
  return Response.json(view ?? { user: null, session: null, profile: null, isAdmin: false }, {
    headers: { 'Cache-Control': 'private, no-store' },
  })
}
