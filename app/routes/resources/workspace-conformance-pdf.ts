import { conformancePdf } from '~/lib/accessibility/report-pdf.server'
import { conformanceDocument } from '~/lib/accessibility/report.server'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import type { Route } from './+types/workspace-conformance-pdf'

/** The conformance report as a PDF, for the same callers as the page; the same 404 for anyone else. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'conformance.download')
  const report = await conformanceDocument(
    getServices(args.context).db,
    access.workspace.id,
    args.params.calculatorId,
  )
  if (!report) throw notFound()
  const pdf = await conformancePdf(report)
  const file = `accessibility-conformance-${report.calculator.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
