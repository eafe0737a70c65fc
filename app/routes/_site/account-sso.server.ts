import { and, eq } from 'drizzle-orm'
import { ssoAccountLinks, workspaceMembers, workspaces } from '~/db/schema'
import type { Services } from '~/lib/services.server'
import { isPlatformAdmin, recordLinkIntent } from '~/lib/sso/sso-links.server'
import { verifiedSsoForEmail } from '~/lib/sso/sso-join.server'
import { startSsoSignIn, type SsoStart } from '~/lib/sso/sso-signin.server'

type Person = { id: string; email: string }

/**
 * The workspaces of which she is a member whose verified single sign-on covers her address, and whether her
 * account is linked to it: what "Link my organization's sign-in" offers (issue 43 §2).
 */
export async function linkableSso(services: Services, person: Person) {
  const covering = await verifiedSsoForEmail(services.db, person.email)
  const rows = await Promise.all(
    covering.map(async (sso) => {
      const [member] = await services.db
        .select({ name: workspaces.name, linked: ssoAccountLinks.via })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .leftJoin(
          ssoAccountLinks,
          and(
            eq(ssoAccountLinks.workspaceId, workspaceMembers.workspaceId),
            eq(ssoAccountLinks.userId, workspaceMembers.userId),
          ),
        )
        .where(and(eq(workspaceMembers.workspaceId, sso.workspaceId), eq(workspaceMembers.userId, person.id)))
      return member
        ? { workspaceId: sso.workspaceId, name: member.name, linked: Boolean(member.linked) }
        : null
    }),
  )
  return rows.filter((row) => row !== null)
}

export const ADMIN_NOT_LINKED =
  'Single sign-on never signs in a Brightline Digital administrator’s account: keep your password and two-factor sign-in.'

/**
 * Records her request, then sends her to the workspace's provider: on her return the plugin links the SSO
 * account to her user only if the address the provider asserts is hers (it links by that address), and the
 * request is used once (decideLink).
 */
export async function startLink(
  services: Services,
  request: Request,
  person: Person,
  workspaceId: string,
): Promise<SsoStart> {
  if (await isPlatformAdmin(services.db, services.config.adminEmails, person.id))
    return { ok: false, error: ADMIN_NOT_LINKED, status: 403 }
  const offered = await linkableSso(services, person)
  if (!offered.some((row) => row.workspaceId === workspaceId && !row.linked))
    return { ok: false, error: 'There is nothing to link for this workspace.', status: 404 }
  await recordLinkIntent(services.db, workspaceId, person.id)
  return startSsoSignIn(services, request, person.email, {
    next: '/account/sso?linked=1',
    errorURL: '/account/sso',
  })
}
