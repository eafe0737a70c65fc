import { renderInvoicePdf } from '~/lib/billing/invoice-pdf.server'
import { workspaceInvoice } from '~/lib/billing/invoices.server'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { isUuid } from '~/lib/workspaces/tokens.server'
import type { Route } from './+types/invoice-pdf'

/** One invoice's PDF for the workspace's owners; another workspace's invoice is the same 404 as none. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'billing.view')
  if (!isUuid(args.params.invoiceId)) throw notFound()
  const invoice = await workspaceInvoice(
    getServices(args.context).db,
    access.workspace.id,
    args.params.invoiceId,
  )
  if (!invoice) throw notFound()
  return new Response(new Uint8Array(await renderInvoicePdf(invoice)), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
