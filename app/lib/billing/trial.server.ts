import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { DEFAULT_BRAND } from '~/calculators/branding'
import type { CalculatorType } from '~/calculators/registry'
import type { Db } from '~/db/client.server'
import {
  calculators,
  calculatorUsageDays,
  user,
  workspaceBrands,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '~/db/schema'
import { createCalculator } from '~/lib/workspaces/calculators.server'
import { previewPagePath } from '~/lib/workspaces/embed-preview'
import { createWorkspace, type Actor } from '~/lib/workspaces/workspaces.server'
import { TRIAL_DAYS, TRIAL_PLAN } from './plans'
import type { TrialInput } from './trial-form'
import type { ChecklistItem } from './trial-status'

/** What a trial starts with: the three calculators a credit union puts on its site first. */
export const TRIAL_CALCULATORS: ReadonlyArray<{ type: CalculatorType; name: string }> = [
  { type: 'mortgage', name: 'Mortgage calculator' },
  { type: 'auto-loan', name: 'Auto loan calculator' },
  { type: 'cd', name: 'Share certificate' },
]

export function trialEnd(now: Date) {
  return new Date(+now + TRIAL_DAYS * 86_400_000)
}

/** A workspace named after the institution, on the trial plan, with three calculators in its colour. */
export async function startTrial(db: Db, actor: Actor, input: TrialInput, now = new Date()) {
  const workspace = await createWorkspace(db, actor, input.institution, {
    plan: TRIAL_PLAN,
    endsAt: trialEnd(now),
  })
  const brand = { ...DEFAULT_BRAND, color: input.color.toLowerCase() }
  for (const { type, name } of TRIAL_CALCULATORS)
    await createCalculator(db, {
      workspaceId: workspace.id,
      type,
      name,
      actor,
      brand,
      // Credit unions call a CD a share certificate; the name above the calculator says so.
      ...(type === 'cd' && { titles: { en: name, es: '' } }),
    })
  return workspace
}

const exists = async (query: Promise<unknown[]>) => (await query).length > 0

/** The trial's checklist, each step read from the workspace's own state (never a flag someone ticks). */
export async function trialChecklist(db: Db, workspaceId: string, userId: string): Promise<ChecklistItem[]> {
  const base = `/workspace/${workspaceId}`
  const [brand, logo, leadFields, published, viewed, approver, twoFactor] = await Promise.all([
    exists(
      db
        .select({ id: workspaceBrands.workspaceId })
        .from(workspaceBrands)
        .where(eq(workspaceBrands.workspaceId, workspaceId)),
    ),
    exists(
      db
        .select({ id: workspaceBrands.workspaceId })
        .from(workspaceBrands)
        .where(and(eq(workspaceBrands.workspaceId, workspaceId), isNotNull(workspaceBrands.logoHash))),
    ),
    exists(
      db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(and(eq(workspaces.id, workspaceId), isNotNull(workspaces.leadFields))),
    ),
    db
      .select({ id: calculators.id, archivedAt: calculators.archivedAt })
      .from(calculators)
      .where(and(eq(calculators.workspaceId, workspaceId), isNotNull(calculators.publishedRevisionId)))
      .orderBy(isNotNull(calculators.archivedAt), asc(calculators.name))
      .limit(1)
      .then(([first]) => first),
    exists(
      db
        .select({ views: calculatorUsageDays.views })
        .from(calculatorUsageDays)
        .where(and(eq(calculatorUsageDays.workspaceId, workspaceId), gt(calculatorUsageDays.views, 0)))
        .limit(1),
    ),
    approverInvited(db, workspaceId),
    exists(
      db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.id, userId), eq(user.twoFactorEnabled, true))),
    ),
  ])
  return [
    {
      id: 'brand',
      label: 'Set your brand: company name and support contact',
      done: brand,
      href: `${base}/brand`,
    },
    { id: 'logo', label: 'Upload your logo', done: logo, href: `${base}/brand` },
    {
      id: 'lead-fields',
      label: 'Choose the lead form’s fields',
      done: leadFields,
      href: `${base}/lead-fields`,
    },
    { id: 'publish', label: 'Publish a calculator', done: published !== undefined, href: base },
    {
      id: 'embed',
      label: 'Embed it on a test page and open that page',
      // A view counted from a real page; the sample page's views are not counted, so it never ticks this
      // (decision 0096). It is offered beside the step, to see the calculator on a page before anyone else.
      done: viewed,
      href: base,
      ...(published &&
        !published.archivedAt && {
          aside: { label: 'Preview on a sample page', href: previewPagePath(workspaceId, published.id) },
        }),
    },
    { id: 'approver', label: 'Invite an approver', done: approver, href: `${base}/members` },
    { id: 'two-factor', label: 'Turn on two-factor sign-in', done: twoFactor, href: '/account/two-factor' },
  ]
}

/** An approver among the members, or invited and not revoked. */
async function approverInvited(db: Db, workspaceId: string) {
  const [member] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'approver')))
  if ((member?.count ?? 0) > 0) return true
  return exists(
    db
      .select({ id: workspaceInvitations.id })
      .from(workspaceInvitations)
      .where(
        and(
          eq(workspaceInvitations.workspaceId, workspaceId),
          eq(workspaceInvitations.role, 'approver'),
          isNull(workspaceInvitations.revokedAt),
          or(isNotNull(workspaceInvitations.acceptedAt), gt(workspaceInvitations.expiresAt, new Date())),
        ),
      )
      .limit(1),
  )
}
