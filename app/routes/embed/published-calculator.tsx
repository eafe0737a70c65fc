import { isbot } from 'isbot'
import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import type { LeadActionData } from '~/components/leads/lead-form'
import { PublishedView } from '~/components/workspaces/published-view'
import { leadText } from '~/lib/leads/lead-text'
import { submitLead } from '~/lib/leads/submit.server'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import { typeInfo } from '~/lib/workspaces/calculator-types'
import { loadPublished } from '~/lib/workspaces/published.server'
import { prefillSearch } from '~/lib/workspaces/revision-form'
import type { Route } from './+types/published-calculator'

export const GONE_MESSAGE = 'This calculator is no longer available.'

/** A client's calculator as last approved; query parameters may prefill inputs within its min/max only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const view = await loadPublished(getServices(context).db, params.publicId)
  if (view.status === 'archived') throw data({ gone: true }, { status: 410 })
  if (view.status !== 'published') throw data({ gone: false }, { status: 404 })
  const { revision } = view
  // A browser's page or frame load; script fetches (.data, revalidation) send Sec-Fetch-Dest: empty.
  const agent = request.headers.get('user-agent')
  if (agent && !isbot(agent) && request.headers.get('sec-fetch-dest') !== 'empty')
    getServices(context).usage.count(view, 'views')
  const prefilled = prefillSearch(view.type, revision, new URL(request.url).searchParams)
  const search = prefilled.toString()
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  // Sent beside the site-wide policy: a browser enforces both, so these origins are the only ones allowed.
  if (revision.allowedOrigins.length > 0)
    headers.set('Content-Security-Policy', `frame-ancestors ${revision.allowedOrigins.join(' ')}`)
  return data(
    {
      type: view.type,
      name: revision.name,
      brand: revision.brand,
      disclosure: revision.disclosure,
      search,
      today: new Date().toISOString().slice(0, 10),
      lead: revision.lead.enabled
        ? {
            cta: revision.lead.cta,
            consent: revision.lead.consent,
            // A field for every input of the calculator, not only the prefilled ones: the form copies the
            // visitor's current values into them at submit.
            inputs: Object.fromEntries(
              typeInfo(view.type).params.map((name) => [name, prefilled.get(name) ?? '']),
            ),
          }
        : null,
    },
    { headers },
  )
}

/**
 * The lead form posted without JavaScript (or by the page's fetcher): the same path as the JSON API, and
 * its statuses (400 with the field messages, 429), like the contact page's form.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData()
  const fields: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value.slice(0, 4000)
  const { clientAddress } = context.get(requestInfoContext)
  const result = await submitLead(getServices(context), params.publicId, fields, clientAddress)
  switch (result.status) {
    case 'archived':
      throw data({ gone: true }, { status: 410 })
    case 'missing':
      throw data({ gone: false }, { status: 404 })
    case 'invalid': {
      const { name = '', email = '', phone = '', preferredTime = '', message = '' } = fields
      return data<LeadActionData>(
        { sent: false, errors: result.errors, fields: { name, email, phone, preferredTime, message } },
        { status: 400 },
      )
    }
    case 'rate-limited':
      return data<LeadActionData>(
        { sent: false, error: leadText[result.lang].rateLimited },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      )
    case 'ignored':
    case 'created':
      return data<LeadActionData>({ sent: true })
  }
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders
  // The page keeps its loader's policy; a refused lead adds its Retry-After.
  const merged = new Headers(loaderHeaders)
  actionHeaders.forEach((value, name) => merged.set(name, value))
  return merged
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.name ?? 'Calculator' }, { name: 'robots', content: 'noindex' }]
}

export default function PublishedCalculator({ loaderData, actionData, params }: Route.ComponentProps) {
  const { lead, ...view } = loaderData
  return (
    <main className="p-2 sm:p-4">
      <PublishedView
        view={view}
        lead={lead}
        action={`/embed/c/${params.publicId}`}
        posted={actionData}
        publicId={params.publicId}
      />
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const text =
    status === 410
      ? GONE_MESSAGE
      : status === 404
        ? 'This calculator could not be found.'
        : 'This calculator cannot be shown right now.'
  return (
    <main className="p-4">
      <p role="alert" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800 shadow-sm">
        {text}
      </p>
    </main>
  )
}
