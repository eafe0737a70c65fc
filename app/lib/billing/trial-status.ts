import { GRACE_DAYS, isPlanId, planById, type Plan } from './plans'

const DAY_MS = 86_400_000

export type TrialPhase =
  | { phase: 'none' }
  | { phase: 'trial'; endsAt: Date; daysLeft: number }
  | { phase: 'grace'; endsAt: Date; graceEndsAt: Date }
  | { phase: 'ended'; endsAt: Date }

/** Where a workspace is in its trial at `now`; owners are told, no visitor ever is (decision 0074). */
export function trialPhase(workspace: { trialEndsAt: Date | null }, now: Date): TrialPhase {
  const endsAt = workspace.trialEndsAt
  if (!endsAt) return { phase: 'none' }
  if (now < endsAt) return { phase: 'trial', endsAt, daysLeft: Math.ceil((+endsAt - +now) / DAY_MS) }
  const graceEndsAt = new Date(+endsAt + GRACE_DAYS * DAY_MS)
  return now < graceEndsAt ? { phase: 'grace', endsAt, graceEndsAt } : { phase: 'ended', endsAt }
}

/** The plan whose limits apply; none for a workspace under a contract made outside the product. */
export function workspacePlan(workspace: { plan: string | null }): Plan | undefined {
  return isPlanId(workspace.plan) ? planById(workspace.plan) : undefined
}

/** "December 28, 2026": the day in UTC, so the server and the browser print the same day. */
export function formatDay(at: Date): string {
  return at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** One step of the trial's checklist, ticked from the workspace's state (app/lib/billing/trial.server.ts). */
export type ChecklistItem = {
  id: string
  label: string
  done: boolean
  href: string
  /** A second way in beside the step (the sample page beside "Embed it on a test page"); not the step. */
  aside?: { label: string; href: string }
}
