import { createHash, randomUUID, sign } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { vendorReviewRuns, type VendorReviewRun } from '~/db/schema'
import type { Config } from '~/lib/env.server'
import { change, emit, type Tx } from '~/lib/events/emit.server'
import { configuredReceiptKey } from '~/lib/receipts/receipt-key.server'
import { isUuid } from '~/lib/workspaces/tokens.server'
import { EXPECTED, scenarioColumns } from './columns'
import type { ScenarioOutcome } from './outcome'
import { counts, resultCsv, type RunFacts } from './result-csv'
import { resultPdf } from './result-pdf.server'
import { runScenarios } from './run'
import { readScenarioFile, type LineProblem } from './scenario-file'
import { asksForRows } from './schedule-names'
import { reviewCalculator, type ReviewCalculator } from './targets.server'
import { resolveMeta } from '~/calculators/resolve'
import { shownDisclosure } from '~/calculators/ui/disclosure-note'
import { computeScenario } from '~/lib/accuracy/scenario'

/** A member, or the engine monitor (no account: `id` null). */
type Actor = { id: string | null; email: string }
export type RunRequest = {
  calculatorId: string
  fileName: string
  text: string
  rerunOf?: string
  reason?: VendorReviewRun['reason']
}
export type RunAnswer =
  | { ok: true; runId: string; passed: number; flagged: number; refused: number }
  | { ok: false; message: string; problems: LineProblem[] }
/** More work in the run's own transaction, once it is stored (the engine monitor's e-mails and audit). */
export type WithinRun = (tx: Tx, run: { id: string; outcomes: ScenarioOutcome[] }) => Promise<void>

/**
 * Runs a scenario file against one of the workspace's calculators and keeps the run: the file, each row's
 * outcome, and the result as CSV and PDF with their detached Ed25519 signatures by the receipts' key
 * (decision 0083), audited in the same transaction. A file that cannot be read is kept nowhere.
 */
export async function runScenarioFile(
  { db, config }: { db: Db; config: Config },
  workspace: { id: string; name: string },
  actor: Actor,
  request: RunRequest,
  now = new Date(),
  within?: WithinRun,
): Promise<RunAnswer> {
  const calculator = await reviewCalculator(db, workspace.id, request.calculatorId)
  if (!calculator) return { ok: false, message: 'Pick one of this workspace’s calculators.', problems: [] }
  const today = now.toISOString().slice(0, 10)
  const columns = await scenarioColumns(calculator.type, calculator.revision.defaults, today, {
    schedule: asksForRows(request.text),
  })
  const file = readScenarioFile(request.text, columns)
  if (!file.ok)
    return { ok: false, message: 'The file was not run: nothing of it is kept.', problems: file.problems }
  const target = { type: calculator.type, ...calculator.revision }
  const outcomes = await runScenarios(target, columns, file.rows, file.refused, today)
  const disclosure = await shownWith(calculator, outcomes, today)
  const key = configuredReceiptKey(config)
  const facts: RunFacts = {
    id: randomUUID(),
    workspace: workspace.name,
    calculator: calculator.name,
    type: calculator.type,
    revision: calculator.revision.number,
    engineVersion: calculator.engineVersion,
    ranAt: now.toISOString(),
    fileName: request.fileName,
    inputSha256: createHash('sha256').update(request.text, 'utf8').digest('hex'),
    keyId: key.keyId,
    by: actor.email,
    rerunOf: request.rerunOf ?? null,
    disclosure,
  }
  const inputNames = columns.inputs.map((input) => input.name)
  // The summary's figures in the calculator's order, then the schedule rows in the file's (decision 0093).
  const expectedNames = file.header.flatMap((name) =>
    name.startsWith(EXPECTED) ? [name.slice(EXPECTED.length)] : [],
  )
  const summaryNames = columns.results.map((result) => result.name)
  const resultNames = [
    ...summaryNames.filter((name) => expectedNames.includes(name)),
    ...expectedNames.filter((name) => !summaryNames.includes(name)),
  ]
  const csv = resultCsv(facts, inputNames, resultNames, outcomes)
  const givenInputs = inputNames.filter((name) => file.header.includes(name))
  const pdf = await resultPdf(facts, outcomes, givenInputs)
  const signed = (bytes: Buffer) => sign(null, bytes, key.privateKey).toString('base64')
  const total = counts(outcomes)
  const stored = await change(db, async (tx) => {
    const inserted = await tx
      .insert(vendorReviewRuns)
      .values({
        id: facts.id,
        workspaceId: workspace.id,
        calculatorId: calculator.id,
        calculatorName: calculator.name,
        calculatorType: calculator.type,
        revisionNumber: calculator.revision.number,
        engineVersion: calculator.engineVersion,
        fileName: request.fileName,
        inputCsv: request.text,
        inputSha256: facts.inputSha256,
        ...total,
        outcomes,
        resultCsv: csv,
        resultCsvSignature: signed(Buffer.from(csv, 'utf8')),
        resultPdf: pdf.toString('base64'),
        resultPdfSignature: signed(pdf),
        keyId: key.keyId,
        rerunOf: facts.rerunOf,
        reason: request.reason ?? (request.rerunOf ? 'rerun' : 'upload'),
        actorId: actor.id,
        actorEmail: actor.email,
        ranAt: now,
      })
      // Another instance already re-ran this set for this engine version (the engine monitor only).
      .onConflictDoNothing()
      .returning({ id: vendorReviewRuns.id })
    if (inserted.length === 0) return false
    await emit(tx, {
      type: 'vendor_review.ran',
      workspaceId: workspace.id,
      calculatorId: calculator.id,
      actor,
      objectId: facts.id,
      data: {
        calculator: calculator.name,
        engineVersion: calculator.engineVersion,
        inputSha256: facts.inputSha256,
        ...total,
        rerunOf: facts.rerunOf,
      },
    })
    await within?.(tx, { id: facts.id, outcomes })
    return true
  })
  if (!stored) return { ok: false, message: 'This scenario set was already run again.', problems: [] }
  return { ok: true, runId: facts.id, ...total }
}

/** The disclosure a visitor reads under the first computed scenario's results, filled from its figures. */
async function shownWith(calculator: ReviewCalculator, outcomes: readonly ScenarioOutcome[], today: string) {
  const first = outcomes.find((row) => row.status !== 'refused')
  if (!first) return null
  const search = new URLSearchParams(first.inputs)
  const { figures } = await computeScenario(calculator.type, search, today)
  const template = calculator.revision.disclosure
  const declaration = resolveMeta(calculator.type).disclosure
  const text = shownDisclosure(
    template ? { template, declaration } : undefined,
    figures,
    search.toString(),
    'en',
  )
  return { line: first.line, text }
}

/** What a run is, without its files: the page's list and the model-risk pack read the same columns. */
export const runSummaryColumns = {
  id: vendorReviewRuns.id,
  calculatorId: vendorReviewRuns.calculatorId,
  calculatorName: vendorReviewRuns.calculatorName,
  engineVersion: vendorReviewRuns.engineVersion,
  revisionNumber: vendorReviewRuns.revisionNumber,
  fileName: vendorReviewRuns.fileName,
  inputSha256: vendorReviewRuns.inputSha256,
  scenarios: vendorReviewRuns.scenarios,
  passed: vendorReviewRuns.passed,
  flagged: vendorReviewRuns.flagged,
  refused: vendorReviewRuns.refused,
  rerunOf: vendorReviewRuns.rerunOf,
  actorEmail: vendorReviewRuns.actorEmail,
  ranAt: vendorReviewRuns.ranAt,
}

/** The workspace's runs, newest first, without their files. */
export function listRuns(db: Db, workspaceId: string) {
  return db
    .select(runSummaryColumns)
    .from(vendorReviewRuns)
    .where(eq(vendorReviewRuns.workspaceId, workspaceId))
    .orderBy(desc(vendorReviewRuns.ranAt))
    .limit(100)
}

/** One run of this workspace, whole; undefined for another workspace's or an unknown id. */
export async function findRun(db: Db, workspaceId: string, runId: string | undefined) {
  if (!isUuid(runId)) return undefined
  const [run] = await db
    .select()
    .from(vendorReviewRuns)
    .where(and(eq(vendorReviewRuns.id, runId), eq(vendorReviewRuns.workspaceId, workspaceId)))
  return run
}

/** Runs a kept scenario set again, against the calculator as it is now; a new run that names the first. */
export async function rerun(
  services: { db: Db; config: Config },
  workspace: { id: string; name: string },
  actor: { id: string; email: string },
  runId: string | undefined,
  now = new Date(),
): Promise<RunAnswer | undefined> {
  const run = await findRun(services.db, workspace.id, runId)
  if (!run || !run.calculatorId) return undefined
  return runScenarioFile(
    services,
    workspace,
    actor,
    { calculatorId: run.calculatorId, fileName: run.fileName, text: run.inputCsv, rerunOf: run.id },
    now,
  )
}
