import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import { PublishedView } from '~/components/workspaces/published-view'
import { workspaceLeadFields } from '~/lib/leads/lead-field-setting.server'
import { visitorLeadFields } from '~/lib/leads/lead-fields'
import { leadLang, shownLeadTexts } from '~/lib/leads/lead-text'
import { getServices } from '~/lib/services.server'
import { revisionForReview } from '~/lib/workspaces/review-links.server'
import { rateNotes } from '~/lib/rate-sheet/rate-notes'
import { resolveRateDefaults, utcToday } from '~/lib/rate-sheet/rate-sheet'
import { approvedRates } from '~/lib/rate-sheet/approved-rates.server'
import { registerSpecialty, revisionType, specialtyVersionOf } from '~/calculators/resolve'
import { primeSpecialty } from '~/lib/specialty/resolve.server'
import type { Route } from './+types/review'

const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
}

/** The current draft exactly as it will look, for anyone holding the link; no account needed. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getServices(context)
  const found = await revisionForReview(db, params.token)
  if (!found) throw data(null, { status: 404, headers: privateHeaders })
  const { revision } = found
  // Rate inputs linked to the rate sheet show what visitors would see today (docs/decisions/0038).
  const today = utcToday()
  const rates = await approvedRates(db, revision.workspaceId, Object.values(revision.rateLinks))
  const resolved = resolveRateDefaults(revision.defaults, revision.rateLinks, rates, today)
  const search = new URLSearchParams(resolved.defaults)
  // A specialty calculator is reviewed at the version its revision pins (app/calculators/resolve.ts).
  const type = revisionType(found.type, revision.specialtyVersion)
  await primeSpecialty(db, type)
  return data(
    {
      type,
      specialty: specialtyVersionOf(type) ?? null,
      name: revision.name,
      number: revision.number,
      brand: revision.brand,
      disclosure: revision.disclosure,
      display: revision.display,
      limits: revision.limits,
      search: search.toString(),
      today,
      rateNotes: rateNotes(resolved.asOf, { ...revision, defaults: resolved.defaults }, search),
      // Shown open and inert: the reviewer reads the call to action and consent wording visitors will get.
      lead: revision.lead.enabled
        ? {
            ...shownLeadTexts(leadLang(revision.brand.lang), revision.lead),
            // The workspace's lead fields, as the published embed shows them (decisions 0053, 0061).
            fields: visitorLeadFields(
              await workspaceLeadFields(db, revision.workspaceId),
              leadLang(revision.brand.lang),
            ),
            inputs: {},
          }
        : null,
    },
    { headers: privateHeaders },
  )
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Review: ${loaderData?.name ?? 'calculator'}` }, { name: 'robots', content: 'noindex' }]
}

export default function Review({ loaderData }: Route.ComponentProps) {
  const { lead, name, number, specialty, ...view } = loaderData
  if (specialty) registerSpecialty(specialty)
  return (
    <main className="mx-auto max-w-5xl p-4">
      <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        Review copy of “{name}”, revision {number}. This is how it will look once approved; the contact form
        is shown open and does not send.
      </p>
      <PublishedView view={view} lead={lead} />
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">
        {status === 404 ? 'This review link is not valid' : 'Something went wrong'}
      </h1>
      <p className="mt-2 text-slate-700">
        {status === 404
          ? 'It may have expired or been revoked. Ask for a new link.'
          : 'Please try again in a moment.'}
      </p>
    </main>
  )
}
