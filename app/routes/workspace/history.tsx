import { data } from 'react-router'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listEvents, listMemberships } from '~/lib/workspaces/workspaces.server'
import { When } from '~/components/when'
import type { Route } from './+types/history'
import { noStore, WorkspaceErrorBoundary, WorkspaceHeader, privateHeaders } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'History | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const { db } = getServices(args.context)
  const [events, memberships] = await Promise.all([
    listEvents(db, access.workspace.id),
    listMemberships(db, access.actor.id),
  ])
  return data({ workspace: access.workspace, events, memberships }, { headers: noStore })
}

export default function WorkspaceHistory({
  loaderData: { workspace, events, memberships },
}: Route.ComponentProps) {
  return (
    <div className="max-w-5xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="History" />
      <EventList events={events} />
    </div>
  )
}

export function EventList({
  events,
}: {
  events: readonly {
    id: string
    actorEmail: string
    action: string
    detail: string
    createdAt: Date | string
    calculatorName?: string | null
  }[]
}) {
  return (
    <ol className="grid gap-2" data-testid="history">
      {events.map((event) => (
        <li key={event.id} className="text-sm break-words text-slate-800">
          <When at={event.createdAt} /> — {event.actorEmail}: {event.action}
          {event.calculatorName ? (
            <>
              {' '}
              · <span className="font-semibold">{event.calculatorName}</span>
            </>
          ) : null}
          {event.detail ? ` (${event.detail})` : ''}
        </li>
      ))}
    </ol>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
