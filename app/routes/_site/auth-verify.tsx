import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { originFrom, pageMeta } from '~/lib/meta'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/auth-verify'
import { verifyWithPassword, type RecoveryResult } from './account-recovery.server'

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: 'Confirm your e-mail address',
      description: 'Confirm the e-mail address of your Brightline Digital account.',
      path: '/auth/verify',
      origin: originFrom(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  if (!form) return new Response('The form could not be read.', { status: 400 })
  return verifyWithPassword(
    form,
    request,
    getServices(context),
    context.get(requestInfoContext).clientAddress,
  )
}

/** Where a verification link lands when opened in a browser other than the one that signed up. */
export default function VerifyEmail() {
  const [searchParams] = useSearchParams()
  const result = useActionData<typeof action>() as RecoveryResult | undefined
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold text-slate-900">Confirm your e-mail address</h1>
      <Card>
        <Form method="post" className="space-y-2">
          <p className="mb-4 text-sm text-slate-700">
            To finish, enter the password you chose when you signed up.
          </p>
          <input type="hidden" name="token" value={searchParams.get('token') ?? ''} />
          <input type="hidden" name="callbackURL" value={searchParams.get('callbackURL') ?? ''} />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            error={result && !result.ok ? result.error : undefined}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Confirming...' : 'Confirm and sign in'}
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm">
          <Link to="/auth/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot password?
          </Link>
        </p>
      </Card>
    </div>
  )
}
