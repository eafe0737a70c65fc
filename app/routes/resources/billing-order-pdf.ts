import { orderFileName } from '~/lib/billing/order-facts'
import { orderPdf } from '~/lib/billing/order-pdf.server'
import { findOrder } from '~/lib/billing/orders.server'
import { getServices } from '~/lib/services.server'
import { isUuid } from '~/lib/workspaces/tokens.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import type { Route } from './+types/billing-order-pdf'

/** A signed order as its PDF: for those who see the Billing page; the same 404 for another workspace's order. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'billing.view')
  if (!isUuid(args.params.orderId)) throw notFound()
  const order = await findOrder(getServices(args.context).db, access.workspace.id, args.params.orderId)
  if (!order) throw notFound()
  const pdf = await orderPdf(order, access.workspace.name)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${orderFileName(order)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
