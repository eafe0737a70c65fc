import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { signedInRedirect } from '~/lib/account/sign-in-landing.server'
import { verifyCode, verifyRecoveryCode } from '~/lib/account/two-factor.server'
import { authAttemptBlocked, TOO_MANY_ATTEMPTS } from '~/lib/auth-limits.server'
import { originFrom, pageMeta } from '~/lib/meta'
import { requestInfoContext } from '~/lib/request-context'
import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/auth-two-factor'

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: 'Two-factor sign-in',
      description: 'Enter the code from your authenticator app.',
      path: '/auth/two-factor',
      origin: originFrom(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionView(request, getServices(context))) throw redirect('/')
  return null
}

/** The second step of signing in: the same toast and way back as a sign-in without two-factor. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const form = await request.formData().catch(() => null)
  if (!form) return new Response('The form could not be read.', { status: 400 })
  const blocked = await authAttemptBlocked(services, context.get(requestInfoContext).clientAddress)
  if (blocked)
    return data(
      { error: TOO_MANY_ATTEMPTS },
      { status: 429, headers: { 'Retry-After': String(blocked.retryAfterSeconds) } },
    )
  const code = String(form.get('code') ?? '').trim()
  if (!code) return data({ error: 'Enter the code.' }, { status: 400 })
  const done =
    form.get('intent') === 'recovery'
      ? await verifyRecoveryCode(services, request, code)
      : await verifyCode(services, request, code.replace(/\s+/g, ''))
  if (!done.ok) return data({ error: done.error }, { status: done.status === 429 ? 429 : 401 })
  const out = new Headers()
  for (const cookie of done.cookies) out.append('Set-Cookie', cookie)
  return signedInRedirect(request, out)
}

export default function TwoFactorSignIn() {
  const result = useActionData<typeof action>() as { error: string } | undefined
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const recovery = navigation.formData?.get('intent') === 'recovery'
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold text-slate-900">Two-factor sign-in</h1>
      <Card>
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="totp" />
          <Field
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            hint="The 6-digit code your authenticator app shows for Brightline Digital."
            error={result?.error}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && !recovery ? 'Verifying...' : 'Verify'}
          </Button>
        </Form>
        <details className="mt-6 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-800">Use a recovery code</summary>
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="intent" value="recovery" />
            <Field
              label="Recovery code"
              name="code"
              autoComplete="off"
              maxLength={40}
              required
              hint="Each of your saved recovery codes works once."
            />
            <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
              {busy && recovery ? 'Verifying...' : 'Sign in with a recovery code'}
            </Button>
          </Form>
        </details>
        <p className="mt-4 text-center text-sm">
          <Link to="/auth" className="font-semibold text-brand-700 underline">
            Back to Sign In
          </Link>
        </p>
      </Card>
    </div>
  )
}
