import { data, Form, Link } from 'react-router'
import { When } from '~/components/when'
import { Button } from '~/components/ui/button'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import { approveDomain, listPendingDomains } from '~/lib/sso/domain-proof.server'
import type { Route } from './+types/sso-domains'
import { AdminErrorBoundary, AdminHeader, adminMeta, useNoticeToast } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, {
    title: 'Single sign-on',
    description: 'Single sign-on domains waiting for approval',
    path: '/admin/sso',
  })
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args)
  return { pending: await listPendingDomains(getServices(args.context).db) }
}

/** An admin approves a workspace's domain after checking with the client (a call, a signed order form). */
export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args)
  const form = await args.request.formData()
  const workspaceId = String(form.get('workspaceId') ?? '')
  const done = await approveDomain(getServices(args.context).db, workspaceId, {
    id: admin.user.id,
    email: admin.user.email,
  })
  if (!done.ok) return data({ ok: false, notice: done.error }, { status: 409 })
  return { ok: true, notice: 'Domain approved.' }
}

export default function AdminSso({ loaderData: { pending }, actionData }: Route.ComponentProps) {
  useNoticeToast(actionData)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Single sign-on" />
      <p className="mb-4 text-slate-700">
        Domains waiting for proof. Approve one only after the client confirmed it owns the domain.
      </p>
      {pending.length === 0 ? <p className="text-slate-700">No domain is waiting.</p> : null}
      <ul className="grid gap-2">
        {pending.map((row) => (
          <li
            key={row.workspaceId}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <Link to={`/workspace/${row.workspaceId}`} className="font-semibold text-brand-700 underline">
              {row.workspaceName}
            </Link>
            <span className="font-semibold">{row.domain.split(',').join(', ')}</span>
            <span className="break-all">{row.issuer}</span>
            <span>
              asked <When at={row.createdAt} />
            </span>
            <Form method="post" className="ml-auto">
              <input type="hidden" name="workspaceId" value={row.workspaceId} />
              <Button type="submit" size="sm">
                Approve<span className="sr-only"> {row.domain}</span>
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
