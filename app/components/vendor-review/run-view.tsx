import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { ResponsiveTable } from '~/components/ui/responsive-table'
import type { ScenarioOutcome } from '~/lib/vendor-review/outcome'
import { whereOf } from './scenario-form'

export type RunSummary = {
  id: string
  calculatorId: string | null
  calculatorName: string
  engineVersion: number
  revisionNumber: number
  fileName: string
  inputSha256: string
  scenarios: number
  passed: number
  flagged: number
  refused: number
  rerunOf: string | null
  actorEmail: string
  ranAt: string
}

export type ShownRun = RunSummary & {
  keyId: string
  csvName: string
  pdfName: string
  outcomes: ScenarioOutcome[]
}

const utc = (at: string) => `${at.slice(0, 16).replace('T', ' ')} UTC`
const fileBase = (workspaceId: string, runId: string) =>
  `/workspace/${workspaceId}/vendor-review/runs/${runId}`
const link = 'font-semibold text-brand-700 underline'

/** The kept runs, newest first: each with its counts, its files and a way to run it again. */
export function RunList({ runs }: { runs: readonly RunSummary[] }) {
  if (runs.length === 0)
    return <p className="mt-3 text-sm text-slate-700">No scenario set has been run yet.</p>
  return (
    <ResponsiveTable
      className="mt-3"
      label="Runs"
      testId="vendor-review-runs"
      rows={runs}
      rowKey={(run) => run.id}
      boxClassName="rounded-lg border border-slate-200 bg-white"
      columns={[
        {
          header: 'Run',
          rowHeader: true,
          cell: (run) => (
            <Link to={`?run=${run.id}#run`} className={link}>
              {utc(run.ranAt)}
            </Link>
          ),
        },
        { header: 'Calculator', cell: (run) => `${run.calculatorName} (engine v${run.engineVersion})` },
        {
          header: 'File',
          cell: (run) => (
            <>
              {run.fileName}
              <span className="block font-mono text-xs text-slate-600">{run.inputSha256.slice(0, 16)}…</span>
            </>
          ),
        },
        {
          header: 'Outcome',
          cell: (run) => `${run.passed} passed, ${run.flagged} flagged, ${run.refused} refused`,
        },
        { header: 'By', cell: (run) => run.actorEmail },
        {
          header: 'Actions',
          srOnlyHeader: true,
          bare: true,
          cell: (run) =>
            run.calculatorId ? (
              <Form method="post">
                <input type="hidden" name="intent" value="rerun" />
                <input type="hidden" name="runId" value={run.id} />
                <Button type="submit" variant="secondary" size="sm" className="whitespace-nowrap">
                  Run again<span className="sr-only"> ({utc(run.ranAt)})</span>
                </Button>
              </Form>
            ) : null,
        },
      ]}
    />
  )
}

/** One run: its counts, its signed files, each flagged figure with its difference, each refused line. */
export function RunDetail({ workspaceId, run }: { workspaceId: string; run: ShownRun }) {
  const base = fileBase(workspaceId, run.id)
  const flagged = run.outcomes.flatMap((row) =>
    row.checks.filter((check) => !check.pass).map((check) => ({ row, check })),
  )
  const refused = run.outcomes.flatMap((row) => row.problems)
  return (
    <section
      id="run"
      aria-labelledby="run-detail"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="run-detail" className="text-xl font-bold text-slate-900">
        {run.calculatorName}, {utc(run.ranAt)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Revision {run.revisionNumber}, engine version {run.engineVersion}; file {run.fileName}, SHA-256{' '}
        <span className="font-mono break-all">{run.inputSha256}</span>; by {run.actorEmail}.
      </p>
      <p className="mt-3 flex flex-wrap gap-2 text-base font-semibold" data-testid="run-counts">
        <span className="rounded bg-emerald-100 px-2 py-1 text-emerald-900">{run.passed} passed</span>
        <span className="rounded bg-amber-100 px-2 py-1 text-amber-900">{run.flagged} flagged</span>
        <span className="rounded bg-slate-100 px-2 py-1 text-slate-800">{run.refused} refused</span>
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <li>
          <a href={`${base}/result.csv`} className={link} download>
            Result (CSV)
          </a>{' '}
          and its{' '}
          <a href={`${base}/result.csv.sig`} className={link} download>
            signature
          </a>
        </li>
        <li>
          <a href={`${base}/result.pdf`} className={link} download>
            Result (PDF)
          </a>{' '}
          and its{' '}
          <a href={`${base}/result.pdf.sig`} className={link} download>
            signature
          </a>
        </li>
        <li>
          <a href={`${base}/scenarios.csv`} className={link} download>
            The file as uploaded
          </a>
        </li>
      </ul>
      {flagged.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">Flagged figures</h3>
          <ResponsiveTable
            className="mt-2"
            label="Flagged figures"
            testId="flagged-figures"
            rows={flagged}
            rowKey={({ row, check }) => `${row.line}-${check.name}`}
            boxClassName="rounded-lg border border-slate-200"
            columns={[
              { header: 'Line', rowHeader: true, cell: ({ row }) => `Line ${row.line}` },
              { header: 'Scenario', cell: ({ row }) => row.scenario || '—' },
              { header: 'Figure', cell: ({ check }) => check.label },
              { header: 'Expected', cell: ({ check }) => check.expected },
              { header: 'Computed', cell: ({ check }) => check.computed },
              { header: 'Difference', cell: ({ check }) => check.difference || 'differs' },
            ]}
          />
        </>
      ) : null}
      {refused.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">Refused lines</h3>
          <ul className="mt-2 grid gap-1 text-sm" data-testid="refused-lines">
            {refused.map((problem, index) => (
              <li key={index}>
                <span className="font-semibold">{whereOf(problem)}:</span> {problem.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <VerifyNote keyId={run.keyId} csvName={run.csvName} pdfName={run.pdfName} />
    </section>
  )
}

/** The commands that check a run's files offline (the same as docs/vendor-review.md). */
function VerifyNote({ keyId, csvName, pdfName }: { keyId: string; csvName: string; pdfName: string }) {
  const commands = [
    'curl -s <this site>/.well-known/brightline-receipt-key.pem > key.pem',
    `openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in ${csvName} -sigfile ${csvName}.sig`,
    `openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in ${pdfName} -sigfile ${pdfName}.sig`,
    `sha256sum <your scenario file>   # the SHA-256 printed in both`,
  ]
  return (
    <>
      <h3 className="mt-6 font-semibold text-slate-900">Verify the files yourself</h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Each file is signed as downloaded, byte for byte, with Ed25519 (key {keyId}, the{' '}
        <a href="/.well-known/brightline-receipt-key.pem" className={link}>
          public key
        </a>{' '}
        of our signed receipts). OpenSSL 3 answers “Signature Verified Successfully”; one changed byte fails.
      </p>
      <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100" tabIndex={0}>
        {commands.join('\n')}
      </pre>
    </>
  )
}
