import { data, useActionData } from 'react-router'
import { ConnectGuide } from '~/components/workspaces/integrations/connect-guide'
import { EndpointCard } from '~/components/workspaces/integrations/endpoint-card'
import { EndpointForm } from '~/components/workspaces/integrations/endpoint-form'
import { HostEventsForm } from '~/components/workspaces/integrations/host-events-form'
import { SecretOnce } from '~/components/workspaces/integrations/secret-once'
import { useFollowDeliveries } from '~/components/workspaces/integrations/use-follow-deliveries'
import { getServices } from '~/lib/services.server'
import { listEndpoints } from '~/lib/webhooks/endpoints.server'
import { ENDPOINT_LIMIT_REACHED, MAX_ENDPOINTS } from '~/lib/webhooks/limits'
import { PendingControlChanges } from '~/components/workspaces/pending-control-changes'
import { pendingControlChanges } from '~/lib/controls/pending.server'
import { requireRecentSignIn } from '~/lib/account/step-up.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { hostEventsOn } from '~/lib/workspaces/host-events.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import type { Route } from './+types/integrations'
import { visitorChange } from './control-changes.server'
import { integrationsAction } from './integrations.server'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Integrations | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

// Endpoints and their secrets are the owners' (capability 'manage'), in the loader and the action alike.
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'integrations.manage')
  const services = getServices(args.context)
  const [endpoints, memberships, hostEvents, controlChanges] = await Promise.all([
    listEndpoints(services.db, access.workspace.id),
    listMemberships(services.db, access.actor.id),
    hostEventsOn(services.db, access.workspace.id),
    pendingControlChanges(services.db, access.workspace.id, access.actor, ['host-events']),
  ])
  return data(
    {
      workspace: access.workspace,
      memberships,
      endpoints,
      endpointLimit: { reached: endpoints.length >= MAX_ENDPOINTS, max: MAX_ENDPOINTS },
      allowHttp: services.config.webhooks.allowHttp,
      hostEvents,
      controlChanges,
    },
    { headers: noStore },
  )
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args, 'integrations.manage')
  const form = await args.request.formData()
  // Step-up before a new signing secret (decision 0057): back to this page once confirmed.
  if (form.get('intent') === 'rotate') await requireRecentSignIn(args, access.view)
  const act = () =>
    integrationsAction({
      services: getServices(args.context),
      workspaceId: access.workspace.id,
      actor: access.actor,
      form,
    })
  // The page events change what a visitor's page is told: with a second approver required, they wait too.
  if (form.get('intent') === 'host-events')
    return visitorChange(
      args,
      access,
      { control: 'host-events', value: { on: form.get('on') === 'on' } },
      act,
    )
  return act()
}

export default function Integrations({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, endpoints, endpointLimit, allowHttp, hostEvents } = loaderData
  const result = useActionData<typeof action>()
  useNoticeToast(result)
  useFollowDeliveries(result)
  return (
    <div className="max-w-5xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Integrations" />
      <p className="max-w-2xl text-slate-700">
        Send each lead to Zapier, your CRM or your own service as it arrives. Every request is signed by the
        Standard Webhooks specification, so your team can check that it came from us.
      </p>
      <ConnectGuide />
      {result?.secret ? <SecretOnce secret={result.secret} /> : null}
      <h2 className="mt-10 text-xl font-bold">Endpoints</h2>
      {endpoints.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No endpoints yet.</p>
      ) : (
        <ul className="mt-4 grid gap-6" data-testid="endpoints">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="min-w-0">
              <EndpointCard endpoint={endpoint} />
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-xl font-bold">Add an endpoint</h2>
      {endpointLimit.reached ? (
        <p className="mt-3 max-w-2xl text-sm text-slate-700" data-testid="endpoint-limit">
          {ENDPOINT_LIMIT_REACHED}
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700">
            Up to {endpointLimit.max} endpoints per workspace; each lead goes to every one of them.
          </p>
          <EndpointForm allowHttp={allowHttp} errors={result?.errors} />
        </>
      )}
      <HostEventsForm on={hostEvents} />
      <PendingControlChanges changes={loaderData.controlChanges} workspaceId={workspace.id} />
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
