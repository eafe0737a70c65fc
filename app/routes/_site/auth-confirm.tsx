import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { TOO_MANY_CODES } from '~/lib/account/two-factor-limit.server'
import { confirmSignIn, confirmUrl, safeNext, stepUpProofs } from '~/lib/account/step-up.server'
import { authAttemptBlocked, TOO_MANY_ATTEMPTS } from '~/lib/auth-limits.server'
import { requestInfoContext } from '~/lib/request-context'
import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import { callbackProblem, startSsoSignIn } from '~/lib/sso/sso-signin.server'
import type { Route } from './+types/auth-confirm'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Confirm it is you | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

/**
 * Step-up (docs/decisions/0057): the password, or a two-factor code, again before a guarded action; for an
 * account that signs in through its organization's provider, a new sign-in there (decision 0056).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context)
  const view = await getSessionView(request, services)
  if (!view) throw redirect('/auth')
  const url = new URL(request.url)
  const next = safeNext(url.searchParams.get('next'))
  // Back from the provider with its refusal (the plugin's error redirect): said in a sentence.
  const error = url.searchParams.get('error')
  const problem = error ? callbackProblem(error, url.searchParams.get('error_description')) : null
  // Sent by the two-factor gate (an SSO session of an enrolled account): only the code proves the second factor.
  if (url.searchParams.get('factor') === 'code' && view.user.twoFactorEnabled)
    return data(
      { next, twoFactor: true, password: false, sso: false, problem, secondFactor: true },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  return data(
    { next, twoFactor: view.user.twoFactorEnabled, ...(await stepUpProofs(services, view)), problem },
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
  const proofs = await stepUpProofs(services, view)
  if (form.get('intent') === 'sso') {
    if (!proofs.sso)
      return data(
        { error: 'Single sign-on is not set up for your address.', field: 'sso' as const },
        { status: 404 },
      )
    const next = safeNext(form.get('next'))
    const started = await startSsoSignIn(services, request, view.user.email, {
      next,
      errorURL: confirmUrl(next),
    })
    if (!started.ok) return data({ error: started.error, field: 'sso' as const }, { status: started.status })
    started.headers.set('Cache-Control', 'no-store')
    throw redirect(started.url, { headers: started.headers })
  }
  const code = String(form.get('code') ?? '').replace(/\s+/g, '')
  const password = String(form.get('password') ?? '')
  const field = code ? 'code' : 'password'
  if (!code && !proofs.password) return data({ error: SIGN_IN_THROUGH_PROVIDER, field }, { status: 403 })
  if (!code && !password) return data({ error: 'Enter your password.', field }, { status: 400 })
  const outcome = await confirmSignIn(services, request, view, code ? { code } : { password })
  if (outcome === 'limited') return data({ error: TOO_MANY_CODES, field }, { status: 429 })
  if (outcome === 'wrong')
    return data(
      { error: code ? 'That code is not right.' : 'That password is not right.', field },
      { status: 401 },
    )
  return redirect(safeNext(form.get('next')), { headers: { 'Cache-Control': 'no-store' } })
}

const SIGN_IN_THROUGH_PROVIDER =
  'Your organization signs you in through its identity provider: continue with single sign-on.'

// Forms post as documents: the answer may be a file (a CSV export), which the browser then downloads.
export default function ConfirmSignIn({ loaderData }: Route.ComponentProps) {
  const { next, twoFactor, password, sso, problem } = loaderData
  const secondFactor = 'secondFactor' in loaderData
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const failed = result as { error: string; field?: 'code' | 'password' | 'sso' } | undefined
  // Errors without a field (an unreadable form, too many attempts) go with the first way offered.
  const passwordError = failed && failed.field !== 'code' && failed.field !== 'sso' ? failed.error : undefined
  const ssoError =
    failed && (failed.field === 'sso' || (!password && failed.field !== 'code'))
      ? failed.error
      : (problem ?? undefined)
  const sending = navigation.formData?.get('intent')
  const usingCode = navigation.formData?.get('code') != null
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-center text-3xl font-bold text-slate-900">Confirm it is you</h1>
      <p className="mb-6 text-center text-sm text-slate-700">
        {secondFactor
          ? 'Your sign-in did not ask for your second factor. Enter the code from your authenticator app to continue.'
          : password
            ? 'You signed in more than 10 minutes ago. Enter your password again to continue.'
            : sso
              ? 'You signed in more than 10 minutes ago. Sign in again through your organization’s identity provider to continue: you come back here afterwards.'
              : 'You signed in more than 10 minutes ago. Sign out and sign in again to continue.'}
      </p>
      <Card>
        {password ? (
          <Form method="post" reloadDocument className="space-y-2">
            <input type="hidden" name="next" value={next} />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={passwordError}
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy && !usingCode && !sending ? 'Confirming...' : 'Confirm'}
            </Button>
          </Form>
        ) : null}
        {sso ? (
          // Not a document post: the answer sends the browser to the provider, which the site's
          // `form-action 'self'` forbids a form to reach by redirect (as on /auth/sso).
          <Form method="post" className={password ? 'mt-4' : undefined}>
            <input type="hidden" name="next" value={next} />
            <input type="hidden" name="intent" value="sso" />
            {ssoError ? (
              <p role="alert" className="mb-3 text-sm font-semibold text-red-700">
                {ssoError}
              </p>
            ) : null}
            <Button
              type="submit"
              variant={password ? 'secondary' : 'primary'}
              className="w-full"
              disabled={busy}
            >
              {busy && sending === 'sso' ? 'Continuing…' : 'Continue with single sign-on'}
            </Button>
          </Form>
        ) : null}
        {twoFactor ? (
          <details className={secondFactor ? 'text-sm' : 'mt-6 text-sm'} open={secondFactor}>
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
