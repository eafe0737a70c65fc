import { data, Form, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { getServices } from '~/lib/services.server'
import { confirmDomainProof } from '~/lib/sso/domain-proof.server'
import type { Route } from './+types/sso-verify-domain'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Confirm single sign-on | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

/**
 * The link e-mailed to an address at the domain. Opening it shows a button: a mail scanner that follows the
 * link does not confirm anything; the person who presses it does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const token = String(form?.get('token') ?? '').slice(0, 200)
  const done = token ? await confirmDomainProof(getServices(context).db, token) : { ok: false as const }
  if (!done.ok)
    return data(
      { ok: false, notice: 'This link is used, expired or no longer matches the workspace’s settings.' },
      { status: 410 },
    )
  return { ok: true, notice: `Confirmed: ${done.domains.join(', ')} may now sign in through single sign-on.` }
}

export default function SsoVerifyDomain({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold text-slate-900">Confirm single sign-on</h1>
      <Card>
        {actionData ? (
          <p role="status" className={actionData.ok ? 'text-emerald-800' : 'font-semibold text-red-800'}>
            {actionData.notice}
          </p>
        ) : (
          <Form method="post" className="grid gap-4">
            <p className="text-sm text-slate-700">
              A workspace on Brightline Digital asked to let everyone at your e-mail domain sign in through
              your organization’s identity provider. Confirm only if your organization agreed to it.
            </p>
            <input type="hidden" name="token" value={params.get('token') ?? ''} />
            <Button type="submit">Confirm the domain</Button>
          </Form>
        )}
      </Card>
    </div>
  )
}
