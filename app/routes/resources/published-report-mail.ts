import { reportMailAction } from '~/lib/reports/report-mail-api.server'
import type { Route } from './+types/published-report-mail'

/** POST /embed/c/<publicId>/report-mail: "E-mail my results" on a client's published calculator. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return reportMailAction({ request, context }, { publicId: params.publicId })
}
