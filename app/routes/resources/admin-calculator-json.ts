import { requireAdmin } from '~/lib/permissions.server'
import { adminGuard } from '~/lib/route-guard.server'
import { getServices } from '~/lib/services.server'
import { specialtyWithVersions } from '~/lib/specialty/specialty.server'
import type { Route } from './+types/admin-calculator-json'

export const middleware: Route.MiddlewareFunction[] = [adminGuard('resource')]

/** The latest version's definition as a JSON file; 401/403 with no body to anyone but an admin. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, { as: 'resource' })
  const found = await specialtyWithVersions(getServices(args.context).db, args.params.calculatorId)
  if (!found) return new Response(null, { status: 404 })
  const latest = found.versions[0]!
  return new Response(`${JSON.stringify(latest.definition, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${found.calculator.slug}-v${latest.number}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
