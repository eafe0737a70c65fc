import type { WorkspaceRole } from '~/db/workspace-schema'

/**
 * The one permission policy: who may do what in a workspace. The page (which buttons show), the server (what
 * it allows) and the mail (who is asked to approve) all ask `can()`; nothing else decides a permission.
 * Changing who may do something is a change to the table below.
 */
export type Role = WorkspaceRole | 'admin'

export const ACTIONS = [
  'workspace.view',
  'revision.edit',
  'revision.approve',
  'revision.publish',
  'rate.propose',
  'rate.approve',
  'calculator.archive',
  'members.manage',
  'integrations.manage',
  'settings.manage',
  'leads.view',
  'leads.export',
  'leads.update',
  'leads.configure',
  'audit.view',
  'audit.verify',
  'conformance.download',
  'sessions.manage',
  'archive.view',
  'archive.export',
  'sso.manage',
  'controls.confirm',
  'billing.view',
  'billing.order',
  'vendor_review.run',
  'specialty.build',
  'wording.manage',
  'calculator.preview',
] as const
export type Action = (typeof ACTIONS)[number]

const allowed: Record<Action, readonly Role[]> = {
  'workspace.view': ['owner', 'approver', 'editor', 'admin'],
  'revision.edit': ['owner', 'approver', 'editor', 'admin'],
  'revision.approve': ['owner', 'approver', 'admin'],
  'revision.publish': ['owner', 'approver', 'admin'],
  'rate.propose': ['owner', 'approver', 'editor', 'admin'],
  'rate.approve': ['owner', 'approver', 'admin'],
  'calculator.archive': ['owner', 'approver', 'admin'],
  'members.manage': ['owner', 'admin'],
  'integrations.manage': ['owner', 'admin'],
  'settings.manage': ['owner', 'admin'],
  'leads.view': ['owner', 'approver', 'editor', 'admin'],
  'leads.export': ['owner', 'approver', 'editor', 'admin'],
  'leads.update': ['owner', 'approver', 'editor', 'admin'],
  // The lead form's fields (what visitors are asked, what the consent covers): not editors.
  'leads.configure': ['owner', 'approver', 'admin'],
  'audit.view': ['owner', 'admin'],
  // "Check the log": walks the workspace's chain against its signed anchors (issue 43 §5).
  'audit.verify': ['owner', 'admin'],
  'conformance.download': ['owner', 'approver', 'admin'],
  // The workspace's idle timeout and session lifetime (docs/decisions/0057).
  'sessions.manage': ['owner', 'admin'],
  // The archive of served states (docs/decisions/0058); the examiner bundle carries the audit log, so it
  // follows the log's permission (issue 43 §5).
  'archive.view': ['owner', 'approver', 'admin'],
  'archive.export': ['owner', 'admin'],
  // Single sign-on (decision 0056): the workspace's owners only; an admin approves a domain in /admin instead.
  'sso.manage': ['owner'],
  // Confirming another member's weakening of a control (decision 0070): a member of the workspace, never an
  // admin from outside it, and never the member who proposed it (checked where it is confirmed).
  'controls.confirm': ['owner', 'approver'],
  // The plan, the trial's end and its checklist, usage against the plan's limits (decision 0074).
  'billing.view': ['owner', 'admin'],
  // Signing an order binds the client (issue 44 §4, decision 0086): its owners, never our admins for it.
  'billing.order': ['owner'],
  // The bank's own scenarios run and signed (issue 45 §1, decision 0082): the people who answer for what
  // is published, not editors and not our admins from outside the workspace.
  'vendor_review.run': ['owner', 'approver'],
  // The visual calculator builder (issue 46 §1, decision 0088): owners and editors build; approvers approve
  // what is sent, and our admins build in /admin/calculators, for the platform catalogue.
  'specialty.build': ['owner', 'editor'],
  // The calculators' wording (credit-union terms, decision 0092): the people who write the calculators' copy.
  'wording.manage': ['owner', 'editor', 'admin'],
  // A published calculator on a sample page of the client's own look, its views not counted (decision 0096):
  // the workspace's members, never our admins from outside it (their views would be a client's counted ones).
  'calculator.preview': ['owner', 'approver', 'editor'],
}

/** Who is acting: their account and their role in the workspace the resource belongs to. */
export type Actor = { userId: string; role: Role }

/**
 * What is acted on: the workspace, and for a revision or a rate the account that saved or proposed it, with
 * the workspace's "Require a second person to approve" setting.
 */
export type Resource = { workspaceId: string; authorId?: string | null; secondApprover?: boolean }

/** Actions that a second person must take when the workspace requires it: never on one's own work. */
const separated: ReadonlySet<Action> = new Set(['revision.approve', 'revision.publish', 'rate.approve'])

/** Why the policy refuses: the role does not allow the action, or it is the actor's own work to approve. */
export type Refusal = 'role' | 'own-work'

export function refusal(actor: Actor | null | undefined, action: Action, resource: Resource): Refusal | null {
  if (!actor || !resource.workspaceId || !allowed[action].includes(actor.role)) return 'role'
  if (resource.secondApprover && separated.has(action) && resource.authorId === actor.userId)
    return 'own-work'
  return null
}

export function can(actor: Actor | null | undefined, action: Action, resource: Resource): boolean {
  return refusal(actor, action, resource) === null
}

/** The roles that may take an action: whom to e-mail for an approval, what the members page explains. */
export function rolesThatMay(action: Action): readonly Role[] {
  return allowed[action]
}

/** The workspace's own roles that may do `action` (admins aside): whom a workspace's notice goes to. */
export function workspaceRolesThatMay(action: Action): WorkspaceRole[] {
  return allowed[action].filter((role): role is WorkspaceRole => role !== 'admin')
}

/** Actions on the platform itself, outside any workspace: admins only (decision 0057). */
export const PLATFORM_ACTIONS = [
  'admin.enter',
  'workspaces.oversee',
  'accounts.manage',
  'billing.manage',
] as const
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number]
const platformAllowed: Record<PlatformAction, readonly Role[]> = {
  // The /admin area, its pages, .data answers, actions and downloads (the admin layout's guards).
  'admin.enter': ['admin'],
  // Entering any client's workspace with the admin's own second factor; no workspace of one's own, so the
  // workspace chooser, the trial and the save-a-calculator pages send an admin to /admin/clients instead.
  'workspaces.oversee': ['admin'],
  'accounts.manage': ['admin'],
  // Every account's plan, trial and orders, and the vendor's changes to them (issue 44 §4).
  'billing.manage': ['admin'],
}

/** `isAdmin` as decided in session-view.server.ts (the one place admin status is read). */
export function canOnPlatform(actor: { isAdmin: boolean } | null | undefined, action: PlatformAction) {
  return !!actor?.isAdmin && platformAllowed[action].includes('admin')
}
