import { data, Link, redirect, useActionData } from 'react-router'
import { requireRecentSignIn } from '~/lib/account/step-up.server'
import { ORDER_PLANS, type OrderPlan } from '~/db/billing-schema'
import { orderErrors, orderFields, OrderSchema } from '~/lib/billing/order-form'
import { currentOrder, signOrder } from '~/lib/billing/orders.server'
import { isPlanId } from '~/lib/billing/plans'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/billing-order'
import { OrderForm, type OrderDefaults } from './order-form'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Choose a plan | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

const asPlan = (value: string | null): OrderPlan | null =>
  (ORDER_PLANS as readonly string[]).includes(value ?? '') ? (value as OrderPlan) : null

// The policy's 'billing.order': the workspace's owners only (not an admin from outside it).
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'billing.order')
  const { db } = getServices(args.context)
  const [order, memberships] = await Promise.all([
    currentOrder(db, access.workspace.id),
    listMemberships(db, access.actor.id),
  ])
  const asked = asPlan(new URL(args.request.url).searchParams.get('plan'))
  const defaults: OrderDefaults = {
    plan: asked ?? order?.plan ?? 'growth',
    term: asked && !isPlanId(asked) ? 'monthly' : (order?.term ?? 'annual'),
    billingName: order?.billingName ?? access.view.user.name ?? '',
    billingEmail: order?.billingEmail ?? access.actor.email,
    poNumber: order?.poNumber ?? '',
    signerName: '',
  }
  return data({ workspace: access.workspace, memberships, defaults }, { headers: noStore })
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args, 'billing.order')
  // An order binds the institution: signed only by a sign-in of the last ten minutes (step-up, decision 0057).
  await requireRecentSignIn(args, access.view)
  const services = getServices(args.context)
  const form = await args.request.formData()
  const parsed = OrderSchema.safeParse(orderFields(form))
  if (!parsed.success)
    return data({ errors: orderErrors(parsed.error.issues) }, { status: 400, headers: noStore })
  const { order } = await signOrder(services.db, access.workspace.id, access.actor, parsed.data)
  throw redirect(`/workspace/${access.workspace.id}/billing?signed=${order.id}`, { headers: noStore })
}

export default function ChooseAPlan({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, defaults } = loaderData
  const answer = useActionData<typeof action>()
  return (
    <div className="max-w-3xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Choose a plan" />
      <p className="mb-6 text-slate-700">
        Compare the plans on the{' '}
        <Link to="/pricing-breakdown" className="font-semibold text-brand-700 underline">
          pricing page
        </Link>
        . Signing starts the plan today; a plan you signed before ends when this one is signed.{' '}
        <Link to={`/workspace/${workspace.id}/billing`} className="font-semibold text-brand-700 underline">
          Back to Billing
        </Link>
      </p>
      <OrderForm institution={workspace.name} defaults={defaults} errors={answer?.errors ?? {}} />
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
