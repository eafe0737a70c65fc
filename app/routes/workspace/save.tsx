import { DISPLAY_DEFAULT, LEADS_OFF, NO_TITLES } from '~/db/schema'
import { data, Form, redirect, useActionData } from 'react-router'
import { parseBrand } from '~/calculators/branding'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/input'
import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import { can, canOnPlatform } from '~/lib/access/policy'
import type { Db } from '~/db/client.server'
import { membershipOf, requireVerifiedUser } from '~/lib/workspaces/access.server'
import { typeLabel } from '~/calculators/kit/type-info'
import { isCalculatorType } from '~/calculators/registry'
import { createCalculator, saveRevision } from '~/lib/workspaces/calculators.server'
import { mayCreateWorkspace, TOO_MANY_WORKSPACES } from '~/lib/workspaces/limits.server'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { isUuid } from '~/lib/workspaces/tokens.server'
import { refuseOverPlan } from '~/lib/billing/limits.server'
import { returnToCookie, clearReturnTo } from '~/lib/account/return-to.server'
import { createWorkspace, listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/save'
import { noStore, WorkspaceErrorBoundary, privateHeaders } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Save to my workspace | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

function choices(url: URL) {
  const type = url.searchParams.get('type')
  return { type: isCalculatorType(type) ? type : 'loan', brand: parseBrand(url.searchParams) }
}

/** Signed out: to /auth, remembering this URL (the visitor's choices) for the way back after signing in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const view = await getSessionView(request, getServices(context))
  if (!view)
    throw redirect('/auth', { headers: { 'Set-Cookie': returnToCookie(`${url.pathname}${url.search}`) } })
  if (canOnPlatform(view, 'workspaces.oversee')) throw redirect('/admin/clients')
  if (!view.user.emailVerified) throw data({ message: 'Verify your e-mail address first.' }, { status: 403 })
  const memberships = await listMemberships(getServices(context).db, view.user.id)
  return data({ ...choices(url), memberships }, { headers: { ...noStore, 'Set-Cookie': clearReturnTo } })
}

async function mayAddCalculator(db: Db, workspaceId: string, userId: string) {
  const member = await membershipOf(db, workspaceId, userId)
  return can(member ? { userId, role: member.role } : null, 'revision.edit', { workspaceId })
}

export async function action(args: Route.ActionArgs) {
  const view = await requireVerifiedUser(args)
  const { db } = getServices(args.context)
  const actor = { id: view.user.id, email: view.user.email }
  const { type, brand } = choices(new URL(args.request.url))
  const form = await args.request.formData()
  const name = String(form.get('name') ?? '').trim()
  const company = String(form.get('company') ?? '').trim()
  const errors: Record<string, string> = {}
  if (!name) errors.name = 'Name is required.'
  else if (name.length > LIMITS.name) errors.name = `Name must be at most ${LIMITS.name} characters.`
  let workspaceId = String(form.get('workspaceId') ?? '')
  if (!workspaceId) {
    if (!company) errors.company = 'Company name is required.'
    else if (company.length > LIMITS.workspaceName)
      errors.company = `Company name must be at most ${LIMITS.workspaceName} characters.`
  } else if (!isUuid(workspaceId) || !(await mayAddCalculator(db, workspaceId, view.user.id))) {
    errors.workspaceId = 'Choose one of your workspaces.'
  } else {
    const overPlan = await refuseOverPlan(db, workspaceId, 'calculators')
    if (overPlan) errors.workspaceId = overPlan.message
  }
  if (Object.keys(errors).length > 0)
    return data({ errors, name: name.slice(0, 200), company: company.slice(0, 200) }, { status: 400 })
  if (!workspaceId) {
    if (!(await mayCreateWorkspace(getServices(args.context), actor.id)))
      return data(
        { errors: { company: TOO_MANY_WORKSPACES } as Record<string, string>, name, company },
        { status: 429 },
      )
    workspaceId = (await createWorkspace(db, actor, company)).id
  }
  const calculator = await createCalculator(db, { workspaceId, type, name, actor })
  await saveRevision(
    db,
    { workspaceId, calculatorId: calculator.id, actor },
    {
      name,
      titles: NO_TITLES,
      brand,
      defaults: {},
      limits: {},
      disclosure: '',
      allowedOrigins: [],
      rateLinks: {},
      lead: LEADS_OFF,
      display: DISPLAY_DEFAULT,
    },
  )
  throw redirect(`/workspace/${workspaceId}/calculators/${calculator.id}`)
}

export default function SaveToWorkspacePage({ loaderData }: Route.ComponentProps) {
  const { type, brand, memberships } = loaderData
  const result = useActionData<typeof action>()
  const label = typeLabel(type)
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Save to my workspace</h1>
      <p className="mt-3 text-slate-700">
        {label} with colour {brand.color}, accent {brand.accent}, font {brand.font} and language{' '}
        {brand.lang === 'es' ? 'Spanish' : 'English'}.
      </p>
      <Form method="post" className="mt-6 grid gap-4">
        {memberships.length > 0 ? (
          <div>
            <Label htmlFor="save-workspace">Workspace</Label>
            <select
              id="save-workspace"
              name="workspaceId"
              className="block w-full rounded-lg border border-slate-300 px-3 py-2"
            >
              {memberships.map((membership) => (
                <option key={membership.id} value={membership.id}>
                  {membership.name}
                </option>
              ))}
            </select>
            {result?.errors.workspaceId ? (
              <p className="mt-1 text-sm text-red-700">{result.errors.workspaceId}</p>
            ) : null}
          </div>
        ) : (
          <Field
            label="Company name"
            name="company"
            required
            maxLength={LIMITS.workspaceName}
            defaultValue={result?.company}
            error={result?.errors.company}
          />
        )}
        <Field
          label="Name"
          name="name"
          required
          maxLength={LIMITS.name}
          defaultValue={result?.name ?? label}
          error={result?.errors.name}
        />
        <Button type="submit">Save</Button>
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
