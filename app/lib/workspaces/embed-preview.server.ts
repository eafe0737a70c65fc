import { can } from '~/lib/access/policy'
import { getSessionView } from '~/lib/session-view.server'
import type { Services } from '~/lib/services.server'
import { decideMember } from './access.server'
import { asksForPreview } from './embed-preview'
import { loadPublished } from './published.server'

/**
 * Whether this request to a published calculator of `workspaceId` is its uncounted preview (decision 0096):
 * it asks for one (`?preview=1`), the browser says our own origin made it (`Sec-Fetch-Site: same-origin`,
 * which no page script can set: a frame on a client's site is `cross-site`, and carries no session cookie
 * either, SameSite=Lax), and the session is a member's whom the policy lets preview. An admin from outside,
 * another workspace's member, a removed member, a signed-out visitor, a session past its workspace's limits
 * or without its required second factor: not a preview, so the ordinary counted embed.
 */
export async function isMemberPreview(
  request: Request,
  services: Pick<Services, 'auth' | 'db'>,
  workspaceId: string,
): Promise<boolean> {
  if (!asksForPreview(new URL(request.url).search)) return false
  if (request.headers.get('sec-fetch-site') !== 'same-origin') return false
  const session = await getSessionView(request, services)
  if (!session) return false
  try {
    const decision = await decideMember(session, services.db, workspaceId)
    if (!('granted' in decision)) return false
    const { role, actor } = decision.granted
    return can({ userId: actor.id, role }, 'calculator.preview', { workspaceId })
  } catch {
    // decideMember throws a redirect for a session its workspace would stop (limits, two-factor).
    return false
  }
}

/** The same, for a request that names the calculator by its public id only (its report's e-mail). */
export async function isPublishedPreview(
  request: Request,
  services: Pick<Services, 'auth' | 'db'>,
  publicId: string,
): Promise<boolean> {
  if (!asksForPreview(new URL(request.url).search)) return false
  const view = await loadPublished(services.db, publicId)
  return view.status === 'published' && isMemberPreview(request, services, view.workspaceId)
}
