import { data, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { orderFacts, type OrderFacts } from '~/lib/billing/order-facts'
import { currentOrder } from '~/lib/billing/orders.server'
import { billingOverview } from '~/lib/billing/overview.server'
import { formatDay, type TrialPhase } from '~/lib/billing/trial-status'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/billing'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Billing | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

// The policy's 'billing.view' (owners, admins): another workspace's member or a removed member gets the
// guard's 404, an editor or approver a 403, a signed-out visitor the sign-in page.
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'billing.view')
  const { db } = getServices(args.context)
  const [overview, order, memberships] = await Promise.all([
    billingOverview(db, access.workspace.id, access.actor.id),
    currentOrder(db, access.workspace.id),
    listMemberships(db, access.actor.id),
  ])
  const signed = new URL(args.request.url).searchParams.get('signed')
  return data(
    {
      workspace: access.workspace,
      memberships,
      plan: overview ? { name: overview.planName, phase: overview.phase } : null,
      order: order ? { id: order.id, facts: orderFacts(order), justSigned: signed === order.id } : null,
      canOrder: access.can('billing.order'),
    },
    { headers: noStore },
  )
}

function TrialLine({ phase }: { phase: TrialPhase }) {
  if (phase.phase === 'trial')
    return (
      <>
        Free trial until <strong>{formatDay(phase.endsAt)}</strong> ({phase.daysLeft}{' '}
        {phase.daysLeft === 1 ? 'day' : 'days'} left)
      </>
    )
  if (phase.phase === 'grace')
    return (
      <>
        Trial ended on {formatDay(phase.endsAt)}; published calculators serve until{' '}
        <strong>{formatDay(phase.graceEndsAt)}</strong>
      </>
    )
  if (phase.phase === 'ended') return <>Trial ended on {formatDay(phase.endsAt)}</>
  return <>Under your signed order</>
}

function OrderDetails({
  workspaceId,
  order,
}: {
  workspaceId: string
  order: { id: string; facts: OrderFacts }
}) {
  const { facts } = order
  const rows: [string, string][] = [
    ['Order number', facts.number],
    ['Plan', facts.plan],
    ['Term', facts.term],
    ['Price', facts.price],
    ['Billing contact', facts.billing],
    ['PO number', facts.poNumber],
    ['Terms accepted', facts.terms.join('; ')],
    ['Signed by', facts.signed],
  ]
  return (
    <section aria-labelledby="current-order" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="current-order" className="text-xl font-bold text-slate-900">
        Your order
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <a
          href={`/workspace/${workspaceId}/billing/orders/${order.id}/order.pdf`}
          className="font-semibold text-brand-700 underline"
          download
        >
          Download the order (PDF)
        </a>
      </p>
    </section>
  )
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, plan, order, canOrder } = loaderData
  return (
    <div className="max-w-4xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Billing" />
      {order?.justSigned ? (
        <p role="status" className="mb-6 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          Order {order.facts.number} is signed. We have e-mailed it as a PDF to the billing contact and to
          you.
        </p>
      ) : null}
      <div className="grid gap-6">
        <section aria-labelledby="plan-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="plan-heading" className="text-xl font-bold text-slate-900">
            Your plan
          </h2>
          <p className="mt-2 text-slate-800">
            {plan ? (
              <>
                <strong>{plan.name}</strong>. <TrialLine phase={plan.phase} />.
              </>
            ) : (
              'No calculator plan: this workspace is under a contract made outside the product.'
            )}
          </p>
          {canOrder ? (
            <Button asChild className="mt-4">
              <Link to={`/workspace/${workspace.id}/billing/order`}>Choose a plan</Link>
            </Button>
          ) : (
            <p className="mt-4 text-sm text-slate-600">Only the workspace&apos;s owners sign orders.</p>
          )}
        </section>
        {order ? (
          <OrderDetails workspaceId={workspace.id} order={order} />
        ) : (
          <p className="text-slate-700">No order signed yet.</p>
        )}
        <section aria-labelledby="invoices-heading">
          <h2 id="invoices-heading" className="text-xl font-bold text-slate-900">
            Invoices
          </h2>
          <p className="mt-2 text-slate-800">
            Numbered invoices, net 30, paid by ACH or cheque, each with its PDF.{' '}
            <Link
              to={`/workspace/${workspace.id}/billing/invoices`}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              See the invoices
            </Link>
          </p>
        </section>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
