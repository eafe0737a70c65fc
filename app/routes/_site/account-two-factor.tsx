import { data, Form, Link, useActionData } from 'react-router'
import { PasskeysSection } from '~/components/account/passkeys-section'
import { RecoveryCodes } from '~/components/account/recovery-codes'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { getSessionView } from '~/lib/session-view.server'
import { getServices } from '~/lib/services.server'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import { signInFirst } from '~/lib/account/return-to.server'
import type { Route } from './+types/account-two-factor'
import { isPasskeyIntent, passkeyAction, passkeysSection } from './account-passkeys.server'
import { securityAction, type SecurityResult } from './account-two-factor.server'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Two-factor sign-in | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

const reasons = {
  workspace:
    'A workspace you belong to requires two-factor sign-in. Turn it on, or sign in with a passkey, to open the workspace.',
  admin:
    'Admins must use two-factor sign-in. Turn it on, or sign in with a passkey, to open the admin pages.',
} as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context)
  const view = await getSessionView(request, services)
  if (!view) throw signInFirst(request)
  const required = new URL(request.url).searchParams.get('required')
  return data(
    {
      enabled: view.user.twoFactorEnabled,
      email: view.user.email,
      reason: required === 'workspace' || required === 'admin' ? reasons[required] : null,
      ...(await passkeysSection(services, view)),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action(args: Route.ActionArgs) {
  const services = getServices(args.context)
  const view = await getSessionView(args.request, services)
  if (!view) throw signInFirst(args.request)
  const form = await args.request.formData()
  const intent = form.get('intent')
  if (isPasskeyIntent(intent)) return passkeyAction(args, services, view, intent, form)
  return securityAction(services, args.request, view, form)
}

export default function TwoFactorSettings({ loaderData }: Route.ComponentProps) {
  const { enabled, email, reason, passkeys, confirmFirst } = loaderData
  const result = useActionData<typeof action>() as SecurityResult | undefined
  useNoticeToast(result)
  const enrol = result?.ok ? result.enrol : undefined
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Two-factor sign-in</h1>
      {reason && !enabled ? (
        <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950">
          {reason}
        </p>
      ) : null}
      <Card>
        {enabled ? (
          <p data-testid="two-factor-state">On: signing in asks for a code from your authenticator app.</p>
        ) : enrol ? (
          <div>
            <p>Scan this with your authenticator app, or type the key below into it.</p>
            <img
              src={enrol.qr}
              alt="QR code for your authenticator app"
              width={220}
              height={220}
              className="mt-4"
            />
            <p className="mt-2 text-sm">
              Key:{' '}
              <code className="font-mono break-all" data-testid="totp-secret">
                {enrol.secret}
              </code>
            </p>
            <Form method="post" className="mt-4 space-y-2">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="sealedCodes" value={enrol.sealedCodes} />
              <Field
                label="Authentication code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                required
              />
              <Button type="submit">Turn on</Button>
            </Form>
          </div>
        ) : (
          <Form method="post" className="space-y-2">
            <p className="mb-2">Off: signing in asks only for your password.</p>
            <input type="hidden" name="intent" value="enrol" />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit">Set up two-factor sign-in</Button>
          </Form>
        )}
        {result?.ok && result.backupCodes ? <RecoveryCodes email={email} codes={result.backupCodes} /> : null}
      </Card>
      {enabled ? (
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <Card>
            <Form method="post" className="space-y-2">
              <h2 className="font-semibold">New recovery codes</h2>
              <input type="hidden" name="intent" value="regenerate" />
              <Field
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                id="regen-password"
              />
              <Button type="submit" variant="secondary">
                Make new recovery codes
              </Button>
            </Form>
          </Card>
          <Card>
            <Form method="post" className="space-y-2">
              <h2 className="font-semibold">Turn off</h2>
              <input type="hidden" name="intent" value="disable" />
              <Field
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                id="off-password"
              />
              <Field
                label="Authentication code"
                name="code"
                inputMode="numeric"
                maxLength={7}
                required
                id="off-code"
              />
              <Button type="submit" variant="destructive">
                Turn off two-factor sign-in
              </Button>
            </Form>
          </Card>
        </div>
      ) : null}
      <PasskeysSection passkeys={passkeys} confirmFirst={confirmFirst} />
      <p className="mt-6 text-sm">
        <Link to="/account/sessions" className="font-semibold text-brand-700 underline">
          Your sessions
        </Link>
      </p>
    </div>
  )
}
