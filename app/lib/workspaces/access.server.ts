import { and, eq } from 'drizzle-orm'
import { createContext, data, type RouterContextProvider } from 'react-router'
import type { Db } from '~/db/client.server'
import { workspaceMembers, workspaces, workspaceSso, type WorkspaceRole } from '~/db/schema'
import { getSessionView, type SessionView } from '~/lib/session-view.server'
import { routeGuard, type AccessDecision } from '~/lib/route-guard.server'
import { getServices } from '~/lib/services.server'
import {
  canOnPlatform,
  refusal as policyRefusal,
  type Action,
  type Refusal,
  type Resource,
} from '~/lib/access/policy'
import { demandTwoFactor } from '~/lib/access/two-factor-gate.server'
import { enforceSessionLimits } from '~/lib/account/session-limits.server'
import { signInFirst } from '~/lib/account/return-to.server'
import { isUuid } from './tokens.server'

type Guarded = { request: Request; context: Readonly<RouterContextProvider> }

export type WorkspaceAccess = {
  view: SessionView
  actor: { id: string; email: string }
  workspace: { id: string; name: string }
  role: WorkspaceRole | 'admin'
  /** The workspace's settings the policy weighs ("Require a second person to approve"). */
  settings: { secondApprover: boolean; twoFactor: boolean }
  /** The policy's answer for this member in this workspace (~/lib/access/policy). */
  can: (action: Action, resource?: Omit<Resource, 'workspaceId'>) => boolean
  /** Why the policy refuses it (null: allowed). */
  refusal: (action: Action, resource?: Omit<Resource, 'workspaceId'>) => Refusal | null
}

/** Anything another tenant might probe answers the same empty 404 as an id that does not exist. */
export const notFound = () =>
  data({ message: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/** A verified account, signed in; a redirect to /auth otherwise. Unverified accounts get no workspace. */
export async function requireVerifiedUser(args: Guarded) {
  const view = await getSessionView(args.request, getServices(args.context))
  if (!view) throw signInFirst(args.request)
  if (!view.user.emailVerified) throw data({ message: 'Verify your e-mail address first.' }, { status: 403 })
  return view
}

/** The caller's role in a workspace, read fresh on every request so a removed member loses access at once. */
export async function membershipOf(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select({
      role: workspaceMembers.role,
      name: workspaces.name,
      secondApprover: workspaces.requireSecondApprover,
      twoFactor: workspaces.requireTwoFactor,
      idleMinutes: workspaces.idleTimeoutMinutes,
      lifetimeHours: workspaces.sessionLifetimeHours,
      ssoProvider: workspaceSso.providerId,
      trustProviderMfa: workspaceSso.trustProviderMfa,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(workspaceSso, eq(workspaceSso.workspaceId, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
  return row
}

type Granted = Omit<WorkspaceAccess, 'can' | 'refusal'>

/** Who may enter a workspace: its members, and admins; another tenant's or an unknown id is 404. */
export async function decideMember(
  session: SessionView | null,
  db: Db,
  workspaceId: string | undefined,
  requireAdminTwoFactor = false,
): Promise<AccessDecision<Granted>> {
  if (!session) return { refused: 401 }
  // An unverified account has no workspace at all: the same 404 as a workspace that is not theirs.
  if (!session.user.emailVerified || !isUuid(workspaceId)) return { refused: 404 }
  const actor = { id: session.user.id, email: session.user.email }
  if (canOnPlatform(session, 'workspaces.oversee')) {
    const [workspace] = await db
      .select({
        id: workspaces.id,
        name: workspaces.name,
        secondApprover: workspaces.requireSecondApprover,
        twoFactor: workspaces.requireTwoFactor,
        idleMinutes: workspaces.idleTimeoutMinutes,
        lifetimeHours: workspaces.sessionLifetimeHours,
      })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
    if (!workspace) return { refused: 404 }
    demandTwoFactor(session, 'admin', { required: requireAdminTwoFactor })
    demandTwoFactor(session, 'workspace', { required: workspace.twoFactor })
    await enforceSessionLimits(db, session.session, workspace)
    const { id, name, secondApprover, twoFactor } = workspace
    const settings = { secondApprover, twoFactor }
    return { granted: { view: session, actor, workspace: { id, name }, role: 'admin', settings } }
  }
  const member = await membershipOf(db, workspaceId, session.user.id)
  if (!member) return { refused: 404 }
  demandTwoFactor(session, 'workspace', {
    required: member.twoFactor,
    trustedProvider: member.trustProviderMfa ? member.ssoProvider : null,
  })
  await enforceSessionLimits(db, session.session, member)
  return {
    granted: {
      view: session,
      actor,
      workspace: { id: workspaceId, name: member.name },
      role: member.role,
      settings: { secondApprover: member.secondApprover, twoFactor: member.twoFactor },
    },
  }
}

export const memberContext = createContext<Granted | null>(null)

/** Route middleware on the layout over /workspace/:workspaceId/* (docs/decisions: route guards). */
export const memberGuard = routeGuard({
  key: memberContext,
  decide: (session, { params, context }) =>
    decideMember(
      session,
      getServices(context).db,
      params.workspaceId,
      getServices(context).config.requireAdminTwoFactor,
    ),
})

/**
 * For every workspace loader and action: the membership the guard granted for the workspace in the URL (or,
 * where no guard ran, the same decision made here), with the action asked for; 403 when the role does
 * not allow the action. The membership is read on every request, so a removed member loses access at once.
 */
export async function requireWorkspaceMember(
  args: Guarded & { params: { workspaceId?: string } },
  action: Action = 'workspace.view',
): Promise<WorkspaceAccess> {
  let granted = args.context.get(memberContext)
  if (!granted || granted.workspace.id !== args.params.workspaceId) {
    const view = await requireVerifiedUser(args)
    const { db, config } = getServices(args.context)
    const decision = await decideMember(view, db, args.params.workspaceId, config.requireAdminTwoFactor)
    if (!('granted' in decision)) throw notFound()
    granted = decision.granted
  }
  const { workspace, role, actor, settings } = granted
  const refusal = (wanted: Action, resource: Omit<Resource, 'workspaceId'> = {}) =>
    policyRefusal({ userId: actor.id, role }, wanted, {
      secondApprover: settings.secondApprover,
      ...resource,
      workspaceId: workspace.id,
    })
  const can = (wanted: Action, resource?: Omit<Resource, 'workspaceId'>) => refusal(wanted, resource) === null
  if (!can(action))
    throw data({ message: 'Your role in this workspace does not allow this.' }, { status: 403 })
  return { ...granted, can, refusal }
}
