import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { confirmLink } from '~/lib/account/step-up'
import { requireRecentSignIn, signedInRecently } from '~/lib/account/step-up.server'
import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import { callbackProblem } from '~/lib/sso/sso-signin.server'
import { signInFirst } from '~/lib/account/return-to.server'
import type { Route } from './+types/account-sso'
import { linkableSso, startLink } from './account-sso.server'

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Your organization’s sign-in | Brightline Digital' },
    { name: 'robots', content: 'noindex' },
  ]
}

const noStore = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context)
  const view = await getSessionView(request, services)
  if (!view) throw signInFirst(request)
  const url = new URL(request.url)
  const error = url.searchParams.get('error')
  return data(
    {
      workspaces: await linkableSso(services, view.user),
      needsConfirm: !(await signedInRecently(services, view)),
      problem: error ? callbackProblem(error, url.searchParams.get('error_description')) : null,
      linked: url.searchParams.get('linked') === '1',
    },
    { headers: noStore },
  )
}

/** "Link my organization's sign-in": after a recent sign-in (step-up), to her own workspaces' providers. */
export async function action(args: Route.ActionArgs) {
  const services = getServices(args.context)
  const view = await getSessionView(args.request, services)
  if (!view) throw signInFirst(args.request)
  const form = await args.request.formData()
  await requireRecentSignIn(args, view, '/account/sso')
  if (form.get('intent') !== 'link')
    return data({ error: 'Unknown action.' }, { status: 400, headers: noStore })
  const started = await startLink(services, args.request, view.user, String(form.get('workspaceId') ?? ''))
  if (!started.ok) return data({ error: started.error }, { status: started.status, headers: noStore })
  throw redirect(started.url, { headers: started.headers })
}

export default function AccountSso({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  const problem = actionData?.error ?? loaderData.problem
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Your organization’s sign-in</h1>
      <Card>
        <p className="mb-4 text-sm text-slate-700">
          Your organization’s identity provider signs you in to this account only once you link it here. We
          e-mail you when it is linked.
        </p>
        {loaderData.linked ? (
          <p role="status" className="mb-4 text-emerald-800">
            Linked: you can now use “Sign in with single sign-on”.
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="mb-4 font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
        {loaderData.needsConfirm ? (
          <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
            You signed in more than 10 minutes ago:{' '}
            <Link className="font-semibold text-brand-700 underline" to={confirmLink('/account/sso')}>
              confirm your password
            </Link>{' '}
            before linking.
          </p>
        ) : null}
        {loaderData.workspaces.length === 0 ? (
          <p className="text-sm text-slate-700">None of your workspaces signs in with your organization.</p>
        ) : (
          <ul className="grid gap-4" data-testid="sso-links">
            {loaderData.workspaces.map((row) => (
              <li key={row.workspaceId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 font-semibold break-words">{row.name}</span>
                {row.linked ? (
                  <span className="text-emerald-800">Linked</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="link" />
                    <input type="hidden" name="workspaceId" value={row.workspaceId} />
                    <Button type="submit" size="sm" disabled={busy}>
                      {busy ? 'Opening your provider…' : 'Link my organization’s sign-in'}
                      <span className="sr-only"> for {row.name}</span>
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
