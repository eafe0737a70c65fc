import { data, Form, useActionData } from 'react-router'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'
import { setRole, listUsers } from '~/lib/admin/users.server'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/users'
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
      <div
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
        tabIndex={0}
        role="region"
        aria-label="Accounts"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Accounts</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {['Email', 'Name', 'Verified', 'Created', 'Role', 'Change'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((account) => (
              <tr key={account.id} className="border-t border-slate-200">
                <td className="px-3 py-2">
                  {account.email}
                  {account.id === currentUserId ? <span className="ml-1 text-slate-600">(you)</span> : null}
                </td>
                <td className="px-3 py-2">
                  {[account.firstName, account.lastName].filter(Boolean).join(' ')}
                </td>
                <td className="px-3 py-2">{account.emailVerified ? 'Yes' : 'No'}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <When at={account.createdAt} />
                </td>
                <td className="px-3 py-2">{account.role}</td>
                <td className="px-3 py-2">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
