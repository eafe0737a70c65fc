import { randomUUID } from 'node:crypto'
import { desc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { vendorReviewRuns, workspaces } from '~/db/schema'
import type { Config } from '~/lib/env.server'
import { emit } from '~/lib/events/emit.server'
import { enqueue } from '~/lib/outbox/store.server'
import { startPollLoop } from '~/lib/poll-loop.server'
import { emailsOf, mail, workspaceNotification } from '~/lib/workspaces/mail.server'
import type { ScenarioOutcome } from './outcome'
import { runScenarioFile, type WithinRun } from './runs.server'
import { reviewCalculator } from './targets.server'

/** One figure of a kept scenario set that the new engine computes differently. */
export interface FigureChange {
  line: number
  scenario: string
  figure: string
  before: string
  after: string
}

const MONITOR = { id: null, email: 'system (engine change)' }
const HOUR_MS = 3_600_000
/** Lines of changes an e-mail lists; the run's CSV has them all. */
const MAILED_CHANGES = 20

/** What each line's figures were and are: a refused line reads "refused". */
export function changedFigures(before: readonly ScenarioOutcome[], after: readonly ScenarioOutcome[]) {
  const changes: FigureChange[] = []
  const earlier = new Map(before.map((row) => [row.line, row]))
  for (const row of after) {
    const old = earlier.get(row.line)
    if (!old) continue
    const figures = new Set([...old.checks, ...row.checks].map((check) => check.name))
    for (const name of figures) {
      const was = old.checks.find((check) => check.name === name)
      const now = row.checks.find((check) => check.name === name)
      const read = (check: typeof was, outcome: ScenarioOutcome) =>
        outcome.status === 'refused' ? 'refused' : (check?.computed ?? '—')
      if (read(was, old) !== read(now, row))
        changes.push({
          line: row.line,
          scenario: row.scenario,
          figure: (now ?? was)!.label,
          before: read(was, old),
          after: read(now, row),
        })
    }
  }
  return changes
}

/**
 * Issue 45 §2: each kept scenario set (a workspace's file for one calculator, by its SHA-256) whose newest
 * run was computed by another engine version than the calculator's now — an engine change, which every
 * erratum comes with (decision 0046) — is run again. When a figure changes, the workspace's owners and
 * approvers are e-mailed the before and after, and the audit log records it, in the new run's transaction.
 * Returns how many sets were run again.
 */
export async function monitorOutcomes(
  services: { db: Db; config: Config },
  now = new Date(),
): Promise<number> {
  const { db, config } = services
  const runs = await db
    .select({
      id: vendorReviewRuns.id,
      workspaceId: vendorReviewRuns.workspaceId,
      workspaceName: workspaces.name,
      calculatorId: vendorReviewRuns.calculatorId,
      calculatorType: vendorReviewRuns.calculatorType,
      engineVersion: vendorReviewRuns.engineVersion,
      inputSha256: vendorReviewRuns.inputSha256,
    })
    .from(vendorReviewRuns)
    .innerJoin(workspaces, eq(workspaces.id, vendorReviewRuns.workspaceId))
    .where(isNotNull(vendorReviewRuns.calculatorId))
    .orderBy(desc(vendorReviewRuns.ranAt))
  const newest = new Map<string, (typeof runs)[number]>()
  for (const run of runs) {
    const set = `${run.workspaceId} ${run.calculatorId} ${run.inputSha256}`
    if (!newest.has(set)) newest.set(set, run)
  }
  let rerun = 0
  for (const run of newest.values()) {
    const calculator = await reviewCalculator(db, run.workspaceId, run.calculatorId!)
    if (!calculator) continue
    if (calculator.type === run.calculatorType && calculator.engineVersion === run.engineVersion) continue
    const [kept] = await db.select().from(vendorReviewRuns).where(eq(vendorReviewRuns.id, run.id))
    if (!kept) continue
    const within: WithinRun = async (tx, fresh) => {
      const changes = changedFigures(kept.outcomes, fresh.outcomes)
      if (changes.length === 0) return
      await emit(tx, {
        type: 'vendor_review.outcomes_changed',
        workspaceId: run.workspaceId,
        calculatorId: calculator.id,
        actor: MONITOR,
        objectId: fresh.id,
        data: {
          calculator: calculator.name,
          previousRun: kept.id,
          engineBefore: kept.engineVersion,
          engineAfter: calculator.engineVersion,
          changed: changes.length,
          changes: changes.slice(0, MAILED_CHANGES),
        },
      })
      const page = `${config.baseUrl}/workspace/${run.workspaceId}/vendor-review?run=${fresh.id}#run`
      const lines = [
        `${calculator.name}: the engine changed from version ${kept.engineVersion} to ${calculator.engineVersion}, so the scenario set ${kept.fileName} (SHA-256 ${kept.inputSha256}) was run again. ${changes.length} figure${changes.length === 1 ? '' : 's'} changed:`,
        ...changes
          .slice(0, MAILED_CHANGES)
          .map(
            (change) =>
              `Line ${change.line}${change.scenario ? ` (${change.scenario})` : ''}, ${change.figure}: ${change.before} before, ${change.after} now.`,
          ),
        ...(changes.length > MAILED_CHANGES
          ? [`The run's signed CSV lists the other ${changes.length - MAILED_CHANGES}.`]
          : []),
      ]
      const recipients = await emailsOf(tx, 'vendor_review.run', { workspaceId: run.workspaceId })
      await enqueue(
        tx,
        workspaceNotification,
        recipients.map((to) => ({
          ref: randomUUID(),
          payload: mail(
            to,
            `Vendor review: ${calculator.name} figures changed with engine version ${calculator.engineVersion}`,
            lines,
            {
              url: page,
              label: 'See the run and its signed files',
            },
          ),
        })),
      )
    }
    const answer = await runScenarioFile(
      services,
      { id: run.workspaceId, name: run.workspaceName },
      MONITOR,
      {
        calculatorId: calculator.id,
        fileName: kept.fileName,
        text: kept.inputCsv,
        rerunOf: kept.id,
        reason: 'engine-change',
      },
      now,
      within,
    )
    if (answer.ok) rerun++
  }
  return rerun
}

/** The monitor on a poll loop: at start (a deploy is when an engine changes) and hourly after. */
export function startOutcomesMonitor(services: { db: Db; config: Config }) {
  return startPollLoop({
    async pass() {
      await monitorOutcomes(services)
    },
    nextDelayMs: () => HOUR_MS,
    failureMessage: 'Vendor review: could not run kept scenario sets again after an engine change:',
  })
}
