import { data } from 'react-router'
import { can } from '~/lib/access/policy'
import { leadsOfPerson } from '~/lib/leads/erase.server'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { z } from '~/lib/zod'
import type { Route } from './+types/lead-access'

/** A person's access request (owners): every lead of that address in this workspace, as JSON. */
export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args)
  const actor = { userId: access.actor.id, role: access.role }
  if (!can(actor, 'settings.manage', { workspaceId: access.workspace.id }))
    throw data({ message: 'Only the workspace’s owners answer access requests.' }, { status: 403 })
  const parsed = z.email().safeParse(String((await args.request.formData()).get('email') ?? '').trim())
  if (!parsed.success) throw data({ message: 'Enter the person’s e-mail address.' }, { status: 400 })
  const found = await leadsOfPerson(
    getServices(args.context).db,
    access.workspace.id,
    parsed.data,
    access.actor,
  )
  return new Response(
    JSON.stringify({ email: parsed.data, workspace: access.workspace.name, leads: found }, null, 2),
    {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="access-request.json"',
        'Cache-Control': 'private, no-store',
      },
    },
  )
}
