import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { clearReturnTo, returnToFrom } from '~/lib/account/return-to.server'
import { originFrom, pageMeta } from '~/lib/meta'
import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import { callbackProblem, startSsoSignIn } from '~/lib/sso/sso-signin.server'
import type { Route } from './+types/auth-sso'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Sign in with single sign-on',
    description: 'Sign in through your organization’s identity provider.',
    path: '/auth/sso',
    origin: originFrom(matches),
  })
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionView(request, getServices(context))) throw redirect('/')
  const url = new URL(request.url)
  const error = url.searchParams.get('error')
  return { problem: error ? callbackProblem(error, url.searchParams.get('error_description')) : null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const form = await request.formData().catch(() => null)
  const email = String(form?.get('email') ?? '').slice(0, 300)
  // Where the member was going (the return-to cookie), else the workspace whose domain the address is.
  const back = returnToFrom(request)
  const started = await startSsoSignIn(services, request, email, back ? { next: back } : {})
  if (!started.ok) return data({ error: started.error, email }, { status: started.status })
  if (back) started.headers.append('Set-Cookie', clearReturnTo)
  throw redirect(started.url, { headers: started.headers })
}

export default function AuthSso({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  const problem = actionData?.error ?? loaderData.problem
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold text-slate-900">Single sign-on</h1>
      <Card>
        <Form method="post" className="space-y-2">
          <p className="mb-4 text-sm text-slate-700">
            Enter your work e-mail: we send you to your organization’s sign-in page.
          </p>
          <Field
            label="Work e-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email}
            error={problem ?? undefined}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Continuing…' : 'Continue'}
          </Button>
          <p className="text-center text-sm">
            <Link to="/auth" className="font-semibold text-brand-700 underline">
              Sign in with a password instead
            </Link>
          </p>
        </Form>
      </Card>
    </div>
  )
}
