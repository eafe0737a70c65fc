import { data, Link, useActionData, useNavigation } from 'react-router'
import { CalculatorBuilder } from '~/components/specialty/builder/calculator-builder'
import { Button } from '~/components/ui/button'
import { getServices } from '~/lib/services.server'
import { emptyBuilder, fromDocument } from '~/lib/specialty/builder-model'
import { STARTERS } from '~/lib/specialty/starters'
import { useHydrated } from '~/lib/use-hydrated'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import type { Route } from './+types/build'
import { builderAction, builderStart } from './build.server'
import { PlanRefusalNotice } from './plan-refusal'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `Build your own calculator · ${loaderData?.workspace.name ?? 'Workspace'} | Brightline Digital`,
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'specialty.build')
  const { db } = getServices(args.context)
  const start = await builderStart(db, access, args.params.slug, new URL(args.request.url))
  const memberships = await listMemberships(db, access.actor.id)
  return data({ workspace: access.workspace, memberships, ...start }, { headers: noStore })
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args, 'specialty.build')
  return builderAction(getServices(args.context), access, args.params.slug, await args.request.formData())
}

export default function BuildCalculator({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, slug, document, version, calculatorId } = loaderData
  const answer = useActionData<typeof action>()
  useNoticeToast(answer)
  const busy = useNavigation().state === 'submitting'
  // The buttons post the builder's state, which the server's HTML holds as the page was drawn: before the
  // scripts run, a click would save that and not what was typed since.
  const hydrated = useHydrated()
  const refused = answer && !answer.ok ? answer : undefined
  const base = `/workspace/${workspace.id}`
  return (
    <div className="max-w-6xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Build your own calculator" />
      <p className="mb-4 text-slate-700">
        {version
          ? `Version ${version.number}, ${version.sent ? 'sent for approval: saving makes the next version' : 'a draft'}.`
          : 'Describe the inputs, the formulas, the results and a few worked examples. Nothing reaches visitors until your team approves it.'}
        {calculatorId ? (
          <>
            {' '}
            <Link
              to={`${base}/calculators/${calculatorId}`}
              className="font-semibold text-brand-700 underline"
            >
              Its approval and embed
            </Link>
          </>
        ) : null}
      </p>
      {slug === null ? (
        <nav aria-label="Start from" className="mb-6 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-800">Start from:</span>
          <Link to={`${base}/build`} className="text-brand-700 underline">
            A blank page
          </Link>
          {Object.entries(STARTERS).map(([key, starter]) => (
            <Link key={key} to={`${base}/build?from=${key}`} className="text-brand-700 underline">
              {starter.label}
            </Link>
          ))}
        </nav>
      ) : null}
      {(refused && 'overPlan' in refused && refused.overPlan) || loaderData.overPlan ? (
        <div className="mb-4">
          <PlanRefusalNotice
            refusal={(refused && 'overPlan' in refused && refused.overPlan) || loaderData.overPlan!}
          />
        </div>
      ) : null}
      <CalculatorBuilder
        key={`${slug ?? 'new'}:${JSON.stringify(document)}`}
        initial={document ? fromDocument(document) : emptyBuilder()}
        slugFixed={slug !== null}
        serverProblems={refused?.problems ?? []}
        actions={({ ready }) => (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy || !hydrated}>
              Save draft
            </Button>
            <Button
              type="submit"
              name="intent"
              value="send"
              disabled={busy || !ready || !hydrated}
              aria-describedby="send-hint"
            >
              Send for approval
            </Button>
            <p id="send-hint" className="w-full text-sm text-slate-600">
              {ready
                ? 'Sending saves this version and asks your approvers to publish it.'
                : 'Sending needs no problem and every worked example passing.'}
            </p>
          </div>
        )}
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
