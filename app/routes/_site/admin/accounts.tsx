import { data, Form, useActionData } from 'react-router'
import { Button } from '~/components/ui/button'
import { canOnPlatform } from '~/lib/access/policy'
import { listAccounts, lockAccount, unlockAccount } from '~/lib/admin/accounts.server'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/accounts'
import { AccountTable } from './account-table'
import { AdminErrorBoundary, AdminHeader, adminMeta, useNoticeToast } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, {
    title: 'Accounts',
    description: 'Two-factor, single sign-on and locked accounts',
    path: '/admin/accounts',
  })
}

const refused = () => data({ ok: false, notice: 'Your role does not allow this.' }, { status: 403 })

export async function loader(args: Route.LoaderArgs) {
  const view = await requireAdmin(args)
  if (!canOnPlatform(view, 'accounts.manage')) throw refused()
  return data(
    { accounts: await listAccounts(getServices(args.context).db), currentUserId: view.user.id },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action(args: Route.ActionArgs) {
  const view = await requireAdmin(args)
  if (!canOnPlatform(view, 'accounts.manage')) return refused()
  const form = await args.request.formData()
  const userId = String(form.get('userId') ?? '')
  const intent = form.get('intent')
  const admin = { id: view.user.id, email: view.user.email }
  const { db } = getServices(args.context)
  if (intent !== 'lock' && intent !== 'unlock')
    return data({ ok: false, notice: 'Unknown action.' }, { status: 400 })
  const done =
    intent === 'lock' ? await lockAccount(db, admin, userId) : await unlockAccount(db, admin, userId)
  if (!done.ok) return data({ ok: false, notice: done.error }, { status: done.status })
  return {
    ok: true,
    notice: intent === 'lock' ? 'Account locked. Its sessions have ended.' : 'Account unlocked.',
  }
}

export default function AdminAccounts({ loaderData: { accounts, currentUserId } }: Route.ComponentProps) {
  useNoticeToast(useActionData<typeof action>())
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Accounts" />
      <AccountTable
        label="Accounts and their sign-in"
        rows={accounts}
        currentUserId={currentUserId}
        columns={[
          { header: 'Two-factor', cell: (account) => (account.twoFactor ? 'On' : 'Off') },
          { header: 'Single sign-on', cell: (account) => account.sso },
          {
            header: 'Status',
            cell: (account) =>
              account.locked ? <span className="font-semibold text-red-800">Locked</span> : 'Active',
          },
        ]}
        change={{
          header: 'Change',
          cell: (account) =>
            account.id === currentUserId ? null : (
              <Form method="post">
                <input type="hidden" name="userId" value={account.id} />
                <input type="hidden" name="intent" value={account.locked ? 'unlock' : 'lock'} />
                <Button type="submit" size="sm" variant={account.locked ? 'secondary' : 'destructive'}>
                  {account.locked ? 'Unlock' : 'Lock'}
                  <span className="sr-only"> {account.email}</span>
                </Button>
              </Form>
            ),
        }}
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
