import { and, eq } from 'drizzle-orm'
import { data, redirect, type RouterContextProvider } from 'react-router'
import type { Db } from '~/db/client.server'
import { workspaceMembers, workspaces, type WorkspaceRole } from '~/db/schema'
import { getSessionView, type SessionView } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import { isUuid } from './tokens.server'

type Guarded = { request: Request; context: Readonly<RouterContextProvider> }

export type Capability = 'view' | 'edit' | 'approve' | 'manage'

const capabilities: Record<WorkspaceRole | 'admin', readonly Capability[]> = {
  owner: ['view', 'edit', 'approve', 'manage'],
  approver: ['view', 'edit', 'approve'],
  editor: ['view', 'edit'],
  admin: ['view', 'edit', 'approve', 'manage'],
}

export type WorkspaceAccess = {
  view: SessionView
  actor: { id: string; email: string }
  workspace: { id: string; name: string }
  role: WorkspaceRole | 'admin'
  can: (capability: Capability) => boolean
}

/** Anything another tenant might probe answers the same empty 404 as an id that does not exist. */
export const notFound = () =>
  data({ message: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/** A verified account, signed in; a redirect to /auth otherwise. Unverified accounts get no workspace. */
export async function requireVerifiedUser(args: Guarded) {
  const view = await getSessionView(args.request, getServices(args.context))
  if (!view) throw redirect('/auth')
  if (!view.user.emailVerified) throw data({ message: 'Verify your e-mail address first.' }, { status: 403 })
  return view
}

/** The caller's role in a workspace, read fresh on every request so a removed member loses access at once. */
export async function membershipOf(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ role: workspaceMembers.role, name: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
  return row
}

/**
 * For every workspace loader and action: the caller's membership of the workspace in the URL (admins may
 * open any), with the capability asked for; 404 when it is not theirs, 403 when their role does not allow it.
 */
export async function requireWorkspaceMember(
  args: Guarded & { params: { workspaceId?: string } },
  capability: Capability = 'view',
): Promise<WorkspaceAccess> {
  const view = await requireVerifiedUser(args)
  const workspaceId = args.params.workspaceId
  if (!isUuid(workspaceId)) throw notFound()
  const { db } = getServices(args.context)
  let access: Omit<WorkspaceAccess, 'can' | 'view' | 'actor'>
  if (view.isAdmin) {
    const [workspace] = await db
      .select({ id: workspaces.id, name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
    if (!workspace) throw notFound()
    access = { workspace, role: 'admin' }
  } else {
    const member = await membershipOf(db, workspaceId, view.user.id)
    if (!member) throw notFound()
    access = { workspace: { id: workspaceId, name: member.name }, role: member.role }
  }
  const can = (wanted: Capability) => capabilities[access.role].includes(wanted)
  if (!can(capability))
    throw data({ message: 'Your role in this workspace does not allow this.' }, { status: 403 })
  return { ...access, view, actor: { id: view.user.id, email: view.user.email }, can }
}
