import { Form, Link, useActionData, useNavigation } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { originFrom, pageMeta } from '~/lib/meta'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/auth-forgot-password'
import { requestReset, type RecoveryResult } from './account-recovery.server'

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: 'Forgot password',
      description: 'Get a link to choose a new password for your Brightline Digital account.',
      path: '/auth/forgot-password',
      origin: originFrom(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  if (!form) return new Response('The form could not be read.', { status: 400 })
  return requestReset(form, getServices(context), context.get(requestInfoContext).clientAddress)
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>() as RecoveryResult | undefined
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold text-slate-900">Forgot password</h1>
      <Card>
        {result?.ok ? (
          <p role="status" className="text-slate-800">
            If an account exists for that address, we have sent it a link to choose a new password. The link
            works once, for one hour.
          </p>
        ) : (
          <Form method="post" className="space-y-2">
            <p className="mb-4 text-sm text-slate-700">
              Enter the address you signed up with. We will e-mail you a link to choose a new password.
            </p>
            <Field label="Email" name="email" type="email" autoComplete="email" required />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? 'Sending...' : 'Send reset link'}
            </Button>
            <p className="min-h-5 text-sm text-red-700" role={result ? 'alert' : undefined}>
              {result && !result.ok ? result.error : null}
            </p>
          </Form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/auth" className="font-semibold text-brand-700 underline">
            Back to Sign In
          </Link>
        </p>
      </Card>
    </div>
  )
}
