import { isCalculatorType } from '~/calculators/registry'
import { reportMailAction } from '~/lib/reports/report-mail-api.server'
import type { Route } from './+types/calculator-report-mail'

/** POST /calculators/<name>/report-mail: "E-mail my results" on our pages and the plain embeds. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isCalculatorType(params.name)) return new Response('Not found', { status: 404 })
  return reportMailAction({ request, context }, { page: params.name })
}
