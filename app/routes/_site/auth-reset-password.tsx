import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { originFrom, pageMeta } from '~/lib/meta'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/auth-reset-password'
import { resetPassword, type RecoveryResult } from './account-recovery.server'

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: 'Choose a new password',
      description: 'Choose a new password for your Brightline Digital account.',
      path: '/auth/reset-password',
      origin: originFrom(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  if (!form) return new Response('The form could not be read.', { status: 400 })
  return resetPassword(form, getServices(context), context.get(requestInfoContext).clientAddress)
}

export default function ResetPassword() {
  const [searchParams] = useSearchParams()
  const result = useActionData<typeof action>() as RecoveryResult | undefined
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold text-slate-900">Choose a new password</h1>
      <Card>
        <Form method="post" className="space-y-2">
          <input type="hidden" name="token" value={searchParams.get('token') ?? ''} />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            hint="Passwords are 8 to 128 characters. Saving it signs you out everywhere."
            error={result && !result.ok ? result.error : undefined}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Save new password'}
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm">
          <Link to="/auth/forgot-password" className="font-semibold text-brand-700 underline">
            Get a new link
          </Link>
        </p>
      </Card>
    </div>
  )
}
