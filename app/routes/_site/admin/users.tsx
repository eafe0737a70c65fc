import { data, Form, useActionData } from 'react-router'
import { Button } from '~/components/ui/button'
import { setRole, listUsers } from '~/lib/admin/users.server'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/users'
import { AccountTable } from './account-table'
import { AdminErrorBoundary, AdminHeader, adminMeta, useNoticeToast } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, { title: 'Users', description: 'Accounts and roles', path: '/admin/users' })
}

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdmin(args)
  return { users: await listUsers(getServices(args.context).db), currentUserId: user.id }
}

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args)
  const form = await args.request.formData()
  const role = form.get('role')
  if (role !== 'admin' && role !== 'user')
    return data({ ok: false, notice: 'Unknown role.' }, { status: 400 })
  const change = await setRole(getServices(args.context).db, String(form.get('userId') ?? ''), role)
  if (!change.ok) return data({ ok: false, notice: change.error }, { status: 409 })
  return { ok: true, notice: role === 'admin' ? 'Admin granted.' : 'Admin revoked.' }
}

export default function AdminUsers({ loaderData: { users, currentUserId } }: Route.ComponentProps) {
  useNoticeToast(useActionData<typeof action>())
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Users" />
      <AccountTable
        label="Accounts"
        rows={users}
        currentUserId={currentUserId}
        columns={[
          {
            header: 'Name',
            cell: (account) => [account.firstName, account.lastName].filter(Boolean).join(' '),
          },
          { header: 'Verified', cell: (account) => (account.emailVerified ? 'Yes' : 'No') },
          { header: 'Role', cell: (account) => account.role },
        ]}
        change={{
          header: 'Change',
          cell: (account) => (
            <Form method="post">
              <input type="hidden" name="userId" value={account.id} />
              <input type="hidden" name="role" value={account.role === 'admin' ? 'user' : 'admin'} />
              <Button
                type="submit"
                size="sm"
                variant={account.role === 'admin' ? 'destructive' : 'secondary'}
              >
                {account.role === 'admin' ? 'Revoke admin' : 'Grant admin'}
                <span className="sr-only"> for {account.email}</span>
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
