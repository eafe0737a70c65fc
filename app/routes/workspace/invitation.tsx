import { data, Form, redirect, useActionData } from 'react-router'
import { Button } from '~/components/ui/button'
import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import { clearReturnTo, returnToCookie } from '~/lib/account/return-to.server'
import { requireVerifiedUser } from '~/lib/workspaces/access.server'
import { acceptInvitation, findOpenInvitation } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/invitation'
import { noStore, WorkspaceErrorBoundary, privateHeaders } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Invitation | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export async function loader(args: Route.LoaderArgs) {
  if (!(await getSessionView(args.request, getServices(args.context)))) {
    const back = returnToCookie(new URL(args.request.url).pathname)
    throw redirect('/auth', { headers: { 'Set-Cookie': back } })
  }
  const view = await requireVerifiedUser(args)
  const invitation = await findOpenInvitation(getServices(args.context).db, args.params.token)
  return data(
    {
      invitation: invitation
        ? { workspaceName: invitation.workspaceName, role: invitation.role, email: invitation.email }
        : null,
      email: view.user.email,
    },
    { headers: { ...noStore, 'Referrer-Policy': 'no-referrer', 'Set-Cookie': clearReturnTo } },
  )
}

export async function action(args: Route.ActionArgs) {
  const view = await requireVerifiedUser(args)
  const accepted = await acceptInvitation(getServices(args.context).db, args.params.token, {
    id: view.user.id,
    email: view.user.email,
  })
  if (!accepted.ok) return data({ error: accepted.error }, { status: 409 })
  throw redirect(`/workspace/${accepted.workspaceId}`)
}

export default function Invitation({ loaderData: { invitation, email } }: Route.ComponentProps) {
  const result = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Invitation</h1>
      {invitation ? (
        <>
          <p className="mt-4 text-slate-700">
            Join “{invitation.workspaceName}” as{' '}
            {invitation.role === 'approver' ? 'an approver' : 'an editor'}. You are signed in as {email}.
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit">Accept invitation</Button>
          </Form>
          {result?.error ? (
            <p role="alert" className="mt-4 text-red-700">
              {result.error}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          This invitation link is invalid, used or expired. Ask for a new one.
        </p>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
