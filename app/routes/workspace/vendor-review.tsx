import { data, useActionData } from 'react-router'
import { ModelRiskPackForm } from '~/components/vendor-review/model-risk-pack'
import { FileProblems, ScenarioForm } from '~/components/vendor-review/scenario-form'
import { RunDetail, RunList } from '~/components/vendor-review/run-view'
import { getServices } from '~/lib/services.server'
import { monitoringSince } from '~/lib/vendor-review/model-risk/period'
import { resultFileName } from '~/lib/vendor-review/result-csv'
import { findRun, listRuns } from '~/lib/vendor-review/runs.server'
import { reviewCalculators } from '~/lib/vendor-review/targets.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/vendor-review'
import { rerunIntent, runIntent } from './vendor-review.server'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Vendor review | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

// The policy's 'vendor_review.run' (owners, approvers): a non-member or removed member gets the guard's 404,
// an editor a 403, a signed-out visitor the sign-in page.
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'vendor_review.run')
  const { db } = getServices(args.context)
  const asked = new URL(args.request.url).searchParams.get('run') ?? undefined
  const [calculators, memberships, runs, run] = await Promise.all([
    reviewCalculators(db, access.workspace.id),
    listMemberships(db, access.actor.id),
    listRuns(db, access.workspace.id),
    asked ? findRun(db, access.workspace.id, asked) : undefined,
  ])
  const shown = run
    ? {
        id: run.id,
        calculatorId: run.calculatorId,
        calculatorName: run.calculatorName,
        engineVersion: run.engineVersion,
        revisionNumber: run.revisionNumber,
        fileName: run.fileName,
        inputSha256: run.inputSha256,
        scenarios: run.scenarios,
        passed: run.passed,
        flagged: run.flagged,
        refused: run.refused,
        rerunOf: run.rerunOf,
        actorEmail: run.actorEmail,
        ranAt: run.ranAt.toISOString(),
        keyId: run.keyId,
        outcomes: run.outcomes,
        csvName: resultFileName({ id: run.id, ranAt: run.ranAt.toISOString() }, 'csv'),
        pdfName: resultFileName({ id: run.id, ranAt: run.ranAt.toISOString() }, 'pdf'),
      }
    : null
  const now = new Date()
  return data(
    {
      today: now.toISOString().slice(0, 10),
      since: monitoringSince(now),
      workspace: access.workspace,
      memberships,
      calculators: calculators.map(({ id, name, title, revision }) => ({
        id,
        name,
        title,
        revision: revision.number,
        state: revision.state.replaceAll('_', ' '),
      })),
      runs: runs.map((row) => ({ ...row, ranAt: row.ranAt.toISOString() })),
      run: shown,
    },
    { headers: noStore },
  )
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args, 'vendor_review.run')
  const form = await args.request.formData()
  const intentArgs = { services: getServices(args.context), access, form }
  const intent = form.get('intent')
  if (intent === 'run') return runIntent(intentArgs)
  if (intent === 'rerun') return rerunIntent(intentArgs)
  return data(
    { ok: false as const, message: 'Unknown action.', problems: [] },
    { status: 400, headers: noStore },
  )
}

export default function VendorReview({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, calculators, runs, run, since, today } = loaderData
  const answer = useActionData<typeof action>()
  return (
    <div className="max-w-6xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Vendor review" />
      <p className="mb-6 max-w-3xl text-slate-700">
        Run your own scenarios — figures from your core system, loan origination system or spreadsheet —
        through the engine, rounding and ranges your published calculator uses. Each expected figure is
        compared to the cent, or within a tolerance you set per column, and the result comes as a CSV and a
        PDF signed with our Ed25519 key, for your model-risk file.
      </p>
      {calculators.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
          Add a calculator to this workspace first: scenarios run against one of its calculators.
        </p>
      ) : (
        <ScenarioForm
          workspaceId={workspace.id}
          calculators={calculators}
          chosen={run?.calculatorId ?? ''}
          resetKey={run?.id ?? ''}
        />
      )}
      {answer && !answer.ok ? <FileProblems message={answer.message} problems={answer.problems} /> : null}
      {run ? <RunDetail workspaceId={workspace.id} run={run} /> : null}
      <h2 className="mt-8 text-xl font-bold text-slate-900">Runs</h2>
      <RunList runs={runs} />
      <ModelRiskPackForm workspaceId={workspace.id} since={since} today={today} />
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
