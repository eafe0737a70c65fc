import { reportMailAction } from '~/lib/reports/report-mail-api.server'
import { getServices } from '~/lib/services.server'
import { isPublishedPreview } from '~/lib/workspaces/embed-preview.server'
import type { Route } from './+types/published-report-mail'

/**
 * POST /embed/c/<publicId>/report-mail: "E-mail my results" on a client's published calculator; from a
 * member's preview (decision 0096) the report is sent but makes no lead and is not counted.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const preview = await isPublishedPreview(request, getServices(context), params.publicId)
  return reportMailAction({ request, context }, { publicId: params.publicId }, { preview })
}
