import type { Db } from '~/db/client.server'
import { planOf, viewsThisMonth, viewThreshold } from './limits.server'
import { trialChecklist } from './trial.server'
import { trialPhase } from './trial-status'

/** What an owner sees of billing on the calculators page: the plan, the trial, the views, the checklist. */
export async function billingOverview(db: Db, workspaceId: string, userId: string, now = new Date()) {
  const row = await planOf(db, workspaceId)
  if (!row?.limits) return null
  const plan = row.limits
  const phase = trialPhase(row, now)
  const views = await viewsThisMonth(db, workspaceId, now)
  const inTrial = phase.phase === 'trial' || phase.phase === 'grace'
  return {
    planName: plan.name,
    phase,
    views,
    viewLimit: plan.limits.monthlyViews,
    viewThreshold: viewThreshold(plan, views),
    checklist: inTrial ? await trialChecklist(db, workspaceId, userId) : [],
  }
}
export type BillingOverview = NonNullable<Awaited<ReturnType<typeof billingOverview>>>
