import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { getServices } from '~/lib/services.server'
import { requireVerifiedUser } from '~/lib/workspaces/access.server'
import { mayCreateWorkspace, TOO_MANY_WORKSPACES } from '~/lib/workspaces/limits.server'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { createWorkspace, listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/index'
import { noStore, WorkspaceErrorBoundary, privateHeaders } from './workspace-ui'
import { canOnPlatform } from '~/lib/access/policy'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Your workspace | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

/** First visit: create a workspace. One workspace: open it. Several: choose. Admins work from /admin/clients. */
export async function loader(args: Route.LoaderArgs) {
  const view = await requireVerifiedUser(args)
  if (canOnPlatform(view, 'workspaces.oversee')) throw redirect('/admin/clients')
  const memberships = await listMemberships(getServices(args.context).db, view.user.id)
  if (memberships.length === 1) throw redirect(`/workspace/${memberships[0]!.id}`)
  return data({ memberships }, { headers: noStore })
}

export async function action(args: Route.ActionArgs) {
  const view = await requireVerifiedUser(args)
  const form = await args.request.formData()
  const name = String(form.get('name') ?? '').trim()
  const error = !name
    ? 'Company name is required.'
    : name.length > LIMITS.workspaceName
      ? `Company name must be at most ${LIMITS.workspaceName} characters.`
      : undefined
  if (error) return data({ error, name: name.slice(0, 200) }, { status: 400 })
  const services = getServices(args.context)
  if (!(await mayCreateWorkspace(services, view.user.id)))
    return data({ error: TOO_MANY_WORKSPACES, name }, { status: 429 })
  const created = await createWorkspace(services.db, { id: view.user.id, email: view.user.email }, name)
  throw redirect(`/workspace/${created.id}`)
}

export default function WorkspaceIndex({ loaderData: { memberships } }: Route.ComponentProps) {
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Your workspace</h1>
      {memberships.length > 0 ? (
        <nav aria-label="Your workspaces" className="mt-6">
          <ul className="grid gap-2">
            {memberships.map((membership) => (
              <li key={membership.id}>
                <a className="font-semibold text-brand-700 underline" href={`/workspace/${membership.id}`}>
                  {membership.name}
                </a>{' '}
                <span className="text-sm text-slate-600">({membership.role})</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="mt-4 text-slate-700">
          Save branded calculators, have your team approve them, and publish them on your site with one embed
          code. Start with your company&apos;s name.
        </p>
      )}
      <Form method="post" className="mt-8 grid max-w-md gap-4">
        <Field
          label="Company name"
          name="name"
          required
          maxLength={LIMITS.workspaceName}
          defaultValue={result?.name}
          error={result?.error}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create workspace'}
        </Button>
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
