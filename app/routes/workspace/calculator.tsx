import { useState } from 'react'
import { data, useActionData, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router'
import { EditorForm } from '~/components/workspaces/editor/editor-form'
import { PreviewPanel } from '~/components/workspaces/editor/preview-panel'
import { RevisionsPanel, stateLabels } from '~/components/workspaces/editor/revisions-panel'
import { WorkflowPanel } from '~/components/workspaces/editor/workflow-panel'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { defaultTextsFor } from '~/lib/disclosures/revision-texts.server'
import { workspaceLeadFields } from '~/lib/leads/lead-field-setting.server'
import { editorInputs } from '~/lib/workspaces/editor-inputs'
import { allowedIntents, blockedApproval } from '~/lib/workspaces/workflow-buttons'
import { calculatorPermissions } from '~/lib/workspaces/calculator-permissions'
import { findCalculator, listRevisions } from '~/lib/workspaces/calculators.server'
import { listReviewLinks } from '~/lib/workspaces/review-links.server'
import { listEvents, listMemberships } from '~/lib/workspaces/workspaces.server'
import type { RateOption } from '~/lib/rate-sheet/rate-notes'
import { entryName, listRateSheet } from '~/lib/rate-sheet/rate-sheet.server'
import { visibleTitle } from '~/lib/brand/visible-title'
import { previewPagePath } from '~/lib/workspaces/embed-preview'
import { registerSpecialty, specialtyVersionOf } from '~/calculators/resolve'
import { editingType } from '~/lib/specialty/resolve.server'
import type { Route } from './+types/calculator'
import { calculatorAction } from './calculator.server'
import { EventList } from './history'
import { noStore, WorkspaceErrorBoundary, WorkspaceHeader, privateHeaders } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.calculator.name ?? 'Calculator'} | Brightline Digital` },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const { db } = getServices(args.context)
  const calculator = await findCalculator(db, access.workspace.id, args.params.calculatorId)
  if (!calculator) throw notFound()
  const [revisions, reviewLinks, events, memberships, rateSheet, leadFields] = await Promise.all([
    listRevisions(db, access.workspace.id, calculator.id),
    listReviewLinks(db, access.workspace.id, calculator.id),
    listEvents(db, access.workspace.id, calculator.id),
    listMemberships(db, access.actor.id),
    listRateSheet(db, access.workspace.id),
    workspaceLeadFields(db, access.workspace.id),
  ])
  // A specialty calculator is edited at the version the next draft pins (the one registry resolves it).
  const editing = await editingType(db, access.workspace.id, calculator.type, revisions[0]?.specialtyVersion)
  return data(
    {
      workspace: access.workspace,
      memberships,
      type: editing.type,
      specialty: specialtyVersionOf(editing.type) ?? null,
      pinned: revisions[0]?.specialtyVersion ?? null,
      editingVersion: editing.version,
      can: calculatorPermissions((action) => access.refusal(action, { authorId: revisions[0]?.authorId })),
      calculator,
      inputs: await editorInputs(editing.type, revisions[0]?.brand.lang ?? 'en'),
      // What an emptied disclosure or consent field becomes on save: the preview shows it meanwhile.
      defaultTexts: await defaultTextsFor(db, editing.type, access.workspace.id),
      // The workspace's lead form (decision 0053): the preview shows it as the published embed does.
      leadFields,
      revisions,
      reviewLinks,
      events,
      today: new Date().toISOString().slice(0, 10),
      // Rate inputs may take their default from these (docs/decisions/0038).
      rates: rateSheet.map((entry): RateOption => ({
        id: entry.id,
        product: entryName(entry),
        rate: entry.current?.rate ?? null,
        asOf: entry.current?.effectiveOn ?? null,
      })),
    },
    { headers: noStore },
  )
}

/** A stale approval (409) shows the revision saved since: the page reloads its data, as after a success. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args)
  return calculatorAction(
    getServices(args.context),
    access,
    args.params.calculatorId,
    await args.request.formData(),
  )
}

export default function CalculatorEditor({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, can, calculator, inputs, revisions, reviewLinks, events, today } =
    loaderData
  const { defaultTexts, rates, type, specialty, pinned, editingVersion, leadFields } = loaderData
  // The browser resolves the specialty version from the loader, as the server did from the database.
  if (specialty) registerSpecialty(specialty)
  const result = useActionData<typeof action>()
  const latest = revisions[0]!
  const [fields, setFields] = useState<{ of: string; fields: Record<string, string> }>()
  useNoticeToast(result)
  const origin = useRouteLoaderData<{ origin: string }>('root')?.origin ?? ''
  const situation = { can, state: latest.state, archived: Boolean(calculator.archivedAt) }
  const allowed = allowedIntents(situation)
  const stale =
    result && !result.ok && result.newerRevision
      ? { notice: result.notice, newer: result.newerRevision }
      : undefined

  return (
    <div className="pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title={calculator.name} />
      <p className="mb-4 text-sm text-slate-700" data-testid="revision-state" id="revision-state">
        Revision {latest.number}: {stateLabels[latest.state]}
        {calculator.archivedAt ? ' · Archived' : ''}
        {editingVersion ? ` · Specialty calculator version ${pinned ?? editingVersion}` : ''}
      </p>
      {editingVersion && pinned && editingVersion !== pinned ? (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
          Version {editingVersion} of this specialty calculator is offered: the next revision you save uses
          it. Visitors keep the version already approved until a revision with version {editingVersion} is
          approved.
        </p>
      ) : null}
      <div key={latest.id} className="grid gap-6 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
        <EditorForm
          inputs={inputs}
          latest={latest}
          answer={result}
          canEdit={can.edit}
          onFields={(next) => setFields({ of: latest.id, fields: next })}
          rates={rates}
          workspaceId={workspace.id}
          type={type}
        />
        <PreviewPanel
          type={type}
          inputs={inputs}
          latest={latest}
          fields={fields?.of === latest.id ? fields.fields : undefined}
          defaultTexts={defaultTexts}
          leadFields={leadFields}
          today={today}
          rates={rates}
        />
      </div>
      <WorkflowPanel
        allowed={allowed}
        approveBlocked={blockedApproval(situation)}
        latestNumber={latest.number}
        archived={Boolean(calculator.archivedAt)}
        published={Boolean(calculator.publishedRevisionId)}
        reviewUrl={result?.reviewUrl}
        reviewLinks={reviewLinks}
        stale={stale}
        conformanceUrl={
          can.conformance ? `/workspace/${workspace.id}/calculators/${calculator.id}/conformance` : undefined
        }
        embedCode={
          calculator.publishedRevisionId
            ? `<div data-calculator-id="${calculator.publicId}" data-title="${attribute(visibleTitle(type, latest.titles, latest.brand.lang === 'es' ? 'es' : 'en'))}"></div>\n<script async src="${origin}/embed.js"></script>`
            : undefined
        }
        previewUrl={
          can.preview && calculator.publishedRevisionId && !calculator.archivedAt
            ? previewPagePath(workspace.id, calculator.id)
            : undefined
        }
      />
      <section className="mt-10">
        <h2 className="text-xl font-bold">Revisions</h2>
        <RevisionsPanel
          revisions={revisions}
          publishedId={calculator.publishedRevisionId}
          inputs={inputs}
          rateNames={Object.fromEntries(rates.map((rate) => [rate.id, rate.product]))}
          canRevert={allowed.has('revert')}
          live={Boolean(calculator.publishedRevisionId && !calculator.archivedAt)}
        />
        <h2 className="mt-6 text-xl font-bold">History</h2>
        <EventList events={events} />
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}

/** Text inside a double-quoted HTML attribute of the embed code. */
function attribute(text: string) {
  return text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!)
}
