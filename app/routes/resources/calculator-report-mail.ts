import { getServices } from '~/lib/services.server'
import { publicCalculatorType } from '~/lib/specialty/resolve.server'
import { reportMailAction } from '~/lib/reports/report-mail-api.server'
import type { Route } from './+types/calculator-report-mail'

/** POST /calculators/<name>/report-mail: "E-mail my results" on our pages and the plain embeds. */
export async function action({ request, params, context }: Route.ActionArgs) {
  // A registry calculator, or a catalogue specialty version (its public page's tools, decision 0064).
  const type = await publicCalculatorType(getServices(context).db, params.name)
  if (!type) return new Response('Not found', { status: 404 })
  return reportMailAction({ request, context }, { page: type })
}
