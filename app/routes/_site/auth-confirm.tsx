import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { confirmSignIn, safeNext } from '~/lib/account/step-up.server'
import { authAttemptBlocked, TOO_MANY_ATTEMPTS } from '~/lib/auth-limits.server'
import { requestInfoContext } from '~/lib/request-context'
import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/auth-confirm'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Confirm it is you | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

/** Step-up (docs/decisions/0057): the password, or a two-factor code, again before a guarded action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await getSessionView(request, getServices(context))
  if (!view) throw redirect('/auth')
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  return data(
    { next, twoFactor: view.user.twoFactorEnabled },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const view = await getSessionView(request, services)
  if (!view) throw redirect('/auth')
  const form = await request.formData().catch(() => null)
  if (!form) return data({ error: 'The form could not be read.' }, { status: 400 })
  const blocked = await authAttemptBlocked(services, context.get(requestInfoContext).clientAddress)
  if (blocked)
    return data(
      { error: TOO_MANY_ATTEMPTS },
      { status: 429, headers: { 'Retry-After': String(blocked.retryAfterSeconds) } },
    )
  const code = String(form.get('code') ?? '').replace(/\s+/g, '')
  const password = String(form.get('password') ?? '')
  const field = code ? 'code' : 'password'
  if (!code && !password) return data({ error: 'Enter your password.', field }, { status: 400 })
  const ok = await confirmSignIn(services, request, view, code ? { code } : { password })
  if (!ok)
    return data(
      { error: code ? 'That code is not right.' : 'That password is not right.', field },
      { status: 401 },
    )
  return redirect(safeNext(form.get('next')), { headers: { 'Cache-Control': 'no-store' } })
}

// Forms post as documents: the answer may be a file (a CSV export), which the browser then downloads.
export default function ConfirmSignIn({ loaderData }: Route.ComponentProps) {
  const { next, twoFactor } = loaderData
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const failed = result as { error: string; field?: 'code' | 'password' } | undefined
  const usingCode = navigation.formData?.get('code') != null
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-center text-3xl font-bold text-slate-900">Confirm it is you</h1>
      <p className="mb-6 text-center text-sm text-slate-700">
        You signed in more than 10 minutes ago. Enter your password again to continue.
      </p>
      <Card>
        <Form method="post" reloadDocument className="space-y-2">
          <input type="hidden" name="next" value={next} />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={failed?.field !== 'code' ? failed?.error : undefined}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && !usingCode ? 'Confirming...' : 'Confirm'}
          </Button>
        </Form>
        {twoFactor ? (
          <details className="mt-6 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-800">
              Use a code from your authenticator instead
            </summary>
            <Form method="post" reloadDocument className="mt-3 space-y-2">
              <input type="hidden" name="next" value={next} />
              <Field
                label="Authentication code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]{6,7}"
                maxLength={7}
                required
                error={failed?.field === 'code' ? failed.error : undefined}
              />
              <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
                {busy && usingCode ? 'Confirming...' : 'Confirm with the code'}
              </Button>
            </Form>
          </details>
        ) : null}
        <p className="mt-4 text-center text-sm">
          <Link to="/" className="font-semibold text-brand-700 underline">
            Cancel
          </Link>
        </p>
      </Card>
    </div>
  )
}
