import { and, count, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  calculators,
  calculatorUsageDays,
  specialtyCalculators,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '~/db/schema'
import type { Plan } from './plans'
import { PRICING_PATH } from './pricing-path'
import { workspacePlan } from './trial-status'

/** A refusal the page shows with a link to the plans. */
export type PlanRefusal = { message: string; href: string }

export async function planOf(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ plan: workspaces.plan, trialEndsAt: workspaces.trialEndsAt })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
  return row ? { ...row, limits: workspacePlan(row) } : undefined
}

/** Calculators that count against the plan: every one not archived. */
async function calculatorsInUse(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(calculators)
    .where(and(eq(calculators.workspaceId, workspaceId), isNull(calculators.archivedAt)))
  return row?.n ?? 0
}

/** Seats: the members and the invitations still open (each would become a member). */
async function seatsInUse(db: Db, workspaceId: string) {
  const [members] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
  const [open] = await db
    .select({ n: count() })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, new Date()),
      ),
    )
  return (members?.n ?? 0) + (open?.n ?? 0)
}

/** Specialty calculators the workspace built (its own, in the builder), drafts included. */
async function specialtyInUse(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(specialtyCalculators)
    .where(eq(specialtyCalculators.workspaceId, workspaceId))
  return row?.n ?? 0
}

const counted = {
  calculators: { inUse: calculatorsInUse, noun: 'calculators', advice: 'Archive one you no longer use' },
  seats: { inUse: seatsInUse, noun: 'seats', advice: 'Remove a member or revoke an invitation' },
  specialtyCalculators: {
    inUse: specialtyInUse,
    noun: 'specialty calculators',
    advice: 'Edit one you built already',
  },
} as const

/**
 * Null when one more calculator (or seat) fits the workspace's plan; otherwise why not. Only the new item is
 * refused: nothing already there stops working.
 */
export async function refuseOverPlan(
  db: Db,
  workspaceId: string,
  what: keyof typeof counted,
): Promise<PlanRefusal | null> {
  const plan = (await planOf(db, workspaceId))?.limits
  const limit = plan?.limits[what]
  if (!plan || limit === null || limit === undefined) return null
  const { inUse, noun, advice } = counted[what]
  const used = await inUse(db, workspaceId)
  if (used < limit) return null
  if (limit === 0)
    return {
      message: `Your ${plan.name} plan does not include ${noun}: move to a larger plan.`,
      href: PRICING_PATH,
    }
  return {
    message: `Your ${plan.name} plan includes ${limit} ${noun}, and this workspace uses ${used}. ${advice}, or move to a larger plan.`,
    href: PRICING_PATH,
  }
}

const monthStart = (now: Date) => `${now.toISOString().slice(0, 7)}-01` as const

/** Calculator views this calendar month (UTC), as the Usage tab counts them, of each workspace (one query). */
export async function viewsThisMonthOf(db: Db, workspaceIds: string[], now: Date) {
  const views = new Map(workspaceIds.map((id) => [id, 0]))
  if (workspaceIds.length === 0) return views
  const rows = await db
    .select({
      workspaceId: calculatorUsageDays.workspaceId,
      views: sql<number>`coalesce(sum(${calculatorUsageDays.views}), 0)::int`,
    })
    .from(calculatorUsageDays)
    .where(
      and(
        inArray(calculatorUsageDays.workspaceId, workspaceIds),
        gte(calculatorUsageDays.day, monthStart(now)),
      ),
    )
    .groupBy(calculatorUsageDays.workspaceId)
  for (const row of rows) views.set(row.workspaceId, row.views)
  return views
}

/** Calculator views this calendar month (UTC) of one workspace. */
export async function viewsThisMonth(db: Db, workspaceId: string, now: Date) {
  return (await viewsThisMonthOf(db, [workspaceId], now)).get(workspaceId) ?? 0
}

/** 100 at or over the plan's views, 80 from 80 %; never a reason to stop serving (decision 0074). */
export function viewThreshold(plan: Plan, views: number): 80 | 100 | null {
  if (views >= plan.limits.monthlyViews) return 100
  return views * 100 >= plan.limits.monthlyViews * 80 ? 80 : null
}
