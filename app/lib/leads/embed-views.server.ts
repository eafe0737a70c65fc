import { isbot } from 'isbot'
import type { Services } from '~/lib/services.server'
import { loadPublished } from '~/lib/workspaces/published.server'

/**
 * One view of a published calculator, reported by its frame once shown (a beacon, or the no-JavaScript
 * image): counted in memory like the engaged beacon, never stored per visitor (no cookie, no address). A
 * request without a user agent or from a bot is answered but not counted, as the loader did before; nor is a
 * visitor's second view of the calculator that day (view-once.server.ts).
 */
export async function countEmbedView(
  services: Services,
  publicId: string,
  request: { userAgent: string | undefined; address: string },
) {
  const view = await loadPublished(services.db, publicId)
  if (view.status !== 'published') return view.status
  if (
    request.userAgent &&
    !isbot(request.userAgent) &&
    services.usage.firstViewToday(publicId, request.address)
  )
    services.usage.count(view, 'views')
  return view.status
}
