import { data } from 'react-router'
import { can } from '~/lib/access/policy'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'

type Args = Parameters<typeof requireWorkspaceMember>[0]

/**
 * Who may read a workspace's audit log, as the permission policy says ('audit.view'): another workspace's
 * member, a removed one and a signed-out visitor are refused before this (404, /auth); a member whose role
 * may not read it gets 403 and nothing of the log.
 */
export async function requireAuditViewer(args: Args) {
  const access = await requireWorkspaceMember(args)
  const actor = { userId: access.actor.id, role: access.role }
  if (!can(actor, 'audit.view', { workspaceId: access.workspace.id }))
    throw data(
      { message: 'Your role in this workspace does not allow reading its audit log.' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  return access
}
