import { data, Form, Link, redirect, useActionData } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/input'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { typeLabel } from '~/calculators/kit/type-info'
import { CALCULATOR_TYPES, isCalculatorType, type CalculatorType } from '~/calculators/registry'
import { createCalculator, listCalculators } from '~/lib/workspaces/calculators.server'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { offeredSpecialty, offeredVersion } from '~/lib/specialty/resolve.server'
import { listBuilt } from '~/lib/specialty/workspace-builder.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { previewPagePath } from '~/lib/workspaces/embed-preview'
import { billingOverview } from '~/lib/billing/overview.server'
import { refuseOverPlan, type PlanRefusal } from '~/lib/billing/limits.server'
import { BillingPanel } from './billing-panel'
import { PlanRefusalNotice } from './plan-refusal'
import type { Route } from './+types/workspace'
import { noStore, WorkspaceErrorBoundary, WorkspaceHeader, privateHeaders } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.workspace.name ?? 'Workspace'} | Brightline Digital` },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const { db } = getServices(args.context)
  const canBuild = access.can('specialty.build')
  const [calculators, memberships, specialty, billing, built] = await Promise.all([
    listCalculators(db, access.workspace.id),
    listMemberships(db, access.actor.id),
    offeredSpecialty(db, access.workspace.id),
    access.can('billing.view') ? billingOverview(db, access.workspace.id, access.actor.id) : null,
    canBuild ? listBuilt(db, access.workspace.id) : [],
  ])
  return data(
    {
      workspace: access.workspace,
      role: access.role,
      canEdit: access.can('revision.edit'),
      canBuild,
      canPreview: access.can('calculator.preview'),
      built,
      calculators,
      memberships,
      billing,
      // The specialty calculators offered to the catalogue or to this workspace alone (issue 37).
      specialty: specialty.map(({ slug, title }) => ({ type: `specialty:${slug}`, title: title.en })),
    },
    { headers: noStore },
  )
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args, 'revision.edit')
  const form = await args.request.formData()
  const type = form.get('type')
  const name = String(form.get('name') ?? '').trim()
  const errors: Record<string, string> = {}
  const { db } = getServices(args.context)
  // A specialty calculator only if it is offered to this workspace (the catalogue or this workspace alone).
  const specialty =
    typeof type === 'string' && type.startsWith('specialty:')
      ? await offeredVersion(db, access.workspace.id, type.slice('specialty:'.length))
      : undefined
  const known = isCalculatorType(type) || specialty !== undefined
  if (!known) errors.type = 'Choose a calculator.'
  if (!name) errors.name = 'Name is required.'
  else if (name.length > LIMITS.name) errors.name = `Name must be at most ${LIMITS.name} characters.`
  if (!known || Object.keys(errors).length > 0)
    return data({ errors, name: name.slice(0, 200) }, { status: 400 })
  const overPlan = await refuseOverPlan(db, access.workspace.id, 'calculators')
  if (overPlan) return data({ errors, name, overPlan }, { status: 403 })
  const created = await createCalculator(db, {
    workspaceId: access.workspace.id,
    type: specialty ? `specialty:${specialty.slug}` : (type as CalculatorType),
    name,
    actor: access.actor,
    ...(specialty && { specialtyVersion: specialty.number }),
  })
  throw redirect(`/workspace/${access.workspace.id}/calculators/${created.id}`)
}

export default function WorkspaceHome({ loaderData }: Route.ComponentProps) {
  const { workspace, calculators, memberships, canEdit, canBuild, built, specialty, billing } = loaderData
  const { canPreview } = loaderData
  const specialtyTitle = (type: string) => specialty.find((each) => each.type === type)?.title ?? 'Specialty'
  const result = useActionData<typeof action>()
  const overPlan = result && 'overPlan' in result ? (result.overPlan as PlanRefusal) : undefined
  return (
    <div className="max-w-5xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Calculators" />
      <BillingPanel overview={billing} />
      {calculators.length === 0 ? <p className="text-slate-700">No calculators yet.</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {calculators.map((calculator) => (
          <li key={calculator.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <Link
              to={`/workspace/${workspace.id}/calculators/${calculator.id}`}
              className="font-semibold text-brand-700 underline"
            >
              {calculator.name}
            </Link>
            <p className="text-sm text-slate-600">
              {isCalculatorType(calculator.type)
                ? typeLabel(calculator.type)
                : specialtyTitle(calculator.type)}{' '}
              ·{' '}
              {calculator.archivedAt
                ? 'Archived'
                : calculator.publishedRevisionId
                  ? 'Published'
                  : 'Not published yet'}
            </p>
            {canPreview && calculator.publishedRevisionId && !calculator.archivedAt ? (
              <Link
                to={previewPagePath(workspace.id, calculator.id)}
                className="text-sm text-brand-700 underline"
              >
                Preview on a sample page
                <span className="sr-only"> ({calculator.name})</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <Form
          method="post"
          className="mt-10 grid max-w-md gap-4 rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 className="text-xl font-bold">Choose a calculator</h2>
          {overPlan ? <PlanRefusalNotice refusal={overPlan} /> : null}
          <div>
            <Label htmlFor="new-type">Calculator</Label>
            <select
              id="new-type"
              name="type"
              className="block w-full rounded-lg border border-slate-300 px-3 py-2"
            >
              {CALCULATOR_TYPES.map((id) => (
                <option key={id} value={id}>
                  {typeLabel(id)}
                </option>
              ))}
              {specialty.length > 0 ? (
                <optgroup label="Specialty calculators">
                  {specialty.map((each) => (
                    <option key={each.type} value={each.type}>
                      {each.title}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
            {result?.errors.type ? <p className="mt-1 text-sm text-red-700">{result.errors.type}</p> : null}
          </div>
          <Field
            label="Name"
            name="name"
            required
            maxLength={LIMITS.name}
            defaultValue={result?.name}
            error={result?.errors.name}
          />
          <Button type="submit">Add calculator</Button>
        </Form>
      ) : null}
      {canBuild ? <BuildYourOwn workspaceId={workspace.id} built={built} /> : null}
    </div>
  )
}

/** "Build your own" beside New calculator (issue 46 §1), with the drafts this workspace built. */
function BuildYourOwn({
  workspaceId,
  built,
}: {
  workspaceId: string
  built: { slug: string; name: string }[]
}) {
  return (
    <section
      aria-labelledby="build-heading"
      className="mt-6 grid max-w-md gap-3 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="build-heading" className="text-xl font-bold">
        Build your own
      </h2>
      <p className="text-slate-700">
        A calculator of your own: its inputs, formulas, results and worked examples, checked as you type.
      </p>
      <Link
        to={`/workspace/${workspaceId}/build`}
        className="inline-flex h-11 w-fit items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Build your own
      </Link>
      {built.length > 0 ? (
        <ul aria-label="Calculators built in this workspace" className="grid gap-1">
          {built.map((each) => (
            <li key={each.slug}>
              <Link to={`/workspace/${workspaceId}/build/${each.slug}`} className="text-brand-700 underline">
                Edit {each.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
