import { useState } from 'react'
import { clampedScenarios, SCENARIO_PARAM } from '~/calculators/kit/share-url'
import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import type { LeadActionData } from '~/components/leads/lead-form'
import { PublishedView } from '~/components/workspaces/published-view'
import { echoedFields, visitorLeadFields } from '~/lib/leads/lead-fields'
import { cleanPageUrl } from '~/lib/leads/lead-schema'
import { leadLang, leadText, shownLeadTexts } from '~/lib/leads/lead-text'
import { isIdempotencyKey, submitLead } from '~/lib/leads/submit.server'
import { embedViewsPath, VIEW_BEACON } from '~/lib/leads/view-beacon'
import { useNonce } from '~/lib/nonce'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import { typeInfo } from '~/calculators/kit/type-info'
import { CALCULATOR_TITLE_ID } from '~/calculators/ui/calculator-shell'
import { registerSpecialty, specialtyVersionOf } from '~/calculators/resolve'
import { loadPublished, shownStateToken } from '~/lib/workspaces/published.server'
import { withPreviewFlag } from '~/lib/workspaces/embed-preview'
import { isMemberPreview, isPublishedPreview } from '~/lib/workspaces/embed-preview.server'
import { brandProfileAndState } from '~/lib/brand/brand-profile.server'
import { visibleTitle } from '~/lib/brand/visible-title'
import { creditUnionWordingFor } from '~/lib/i18n/credit-union-wording'
import { prefillSearch } from '~/lib/workspaces/revision-form'
import { rateNotes } from '~/lib/rate-sheet/rate-notes'
import { utcToday } from '~/lib/rate-sheet/rate-sheet'
import type { Route } from './+types/published-calculator'

/** A client's calculator as last approved; query parameters may prefill inputs within its min/max only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const today = utcToday()
  const services = getServices(context)
  const { db } = services
  const view = await loadPublished(db, params.publicId, today)
  if (view.status === 'archived') throw data({ gone: true, lang: view.lang }, { status: 410 })
  if (view.status !== 'published') throw data({ gone: false }, { status: 404 })
  const { revision } = view
  // A member's preview on our own page (decision 0096): no view beacon, no engagement, no lead kept.
  const preview = await isMemberPreview(request, services, view.workspaceId)
  // Views are counted by the frame's beacon once shown (VIEW_BEACON), not here: this HTML may be cached.
  const url = new URL(request.url)
  const prefilled = await prefillSearch(view.type, revision, url.searchParams)
  // Visitor tools (decision 0028): a shared comparison's scenarios, each within the client's limits.
  for (const scenario of await clampedScenarios(url.searchParams, (inputs) =>
    prefillSearch(view.type, revision, inputs),
  ))
    prefilled.append(SCENARIO_PARAM, scenario)
  const search = prefilled.toString()
  const headers = new Headers({ 'Cache-Control': preview ? 'private, no-store' : 'no-store' })
  // Merged into the site-wide policy by the server (server/send-response.ts): only frame-ancestors narrows.
  // A preview depends on who asks and is framed by our own preview page only.
  if (preview) headers.set('Content-Security-Policy', "frame-ancestors 'self'")
  else if (revision.allowedOrigins.length > 0)
    headers.set('Content-Security-Policy', `frame-ancestors ${revision.allowedOrigins.join(' ')}`)
  const { profile, stored } = await brandProfileAndState(db, view.workspaceId)
  const lang = leadLang(revision.brand.lang)
  // Only this calculator's chosen words in this language reach the page (decision 0092), never the table.
  const wording = creditUnionWordingFor(view.type, lang, view.creditUnionWording)
  const title = visibleTitle(view.type, revision.titles, lang, wording?.text.title)
  return data(
    {
      type: view.type,
      // A specialty calculator's version, for the browser to resolve as the server did (app/calculators/resolve.ts).
      specialty: specialtyVersionOf(view.type) ?? null,
      // What the visitor reads: the visible title and the client's company; the internal name stays internal.
      title,
      company: {
        name: profile?.companyName ?? '',
        logo: profile?.logo ?? null,
        showInFrame: profile?.showInFrame ?? false,
      },
      brand: revision.brand,
      disclosure: view.disclosure,
      display: revision.display,
      limits: revision.limits,
      search,
      today,
      // The state shown, posted back by the lead and report forms (decision 0067): the same for every visitor.
      state: shownStateToken(view, stored, today),
      rateNotes: rateNotes(view.rateAsOf, revision, prefilled),
      wording,
      // The client's analytics on the page framing it, when the workspace sends them (host-events.ts).
      hostEvents: view.hostEvents && !preview ? { id: params.publicId, title, type: view.type } : null,
      // Only when so: every visitor's page carries its loader data, within the embed's 30 KB of HTML.
      ...(preview ? { preview: true as const } : {}),
      lead: revision.lead.enabled
        ? {
            ...shownLeadTexts(lang, revision.lead),
            // The visitor's language only (decision 0061): null for a workspace that never chose.
            fields: visitorLeadFields(view.leadFields, lang),
            pageUrl: cleanPageUrl(url.searchParams.get('page')),
            // A field for every input of the calculator, not only the prefilled ones: the form copies the
            // visitor's current values into them at submit.
            inputs: Object.fromEntries(
              (await typeInfo(view.type)).params.map((name) => [name, prefilled.get(name) ?? '']),
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
  const services = getServices(context)
  const preview = await isPublishedPreview(request, services, params.publicId)
  const result = await submitLead(services, params.publicId, fields, clientAddress, {
    preview,
    loadedState: fields.state,
    // The form's key for this submission (lead-form.tsx): a retry after a lost answer stores nothing twice.
    idempotencyKey: isIdempotencyKey(fields.idempotencyKey) ? fields.idempotencyKey : null,
  })
  switch (result.status) {
    case 'archived':
      throw data({ gone: true }, { status: 410 })
    case 'missing':
      throw data({ gone: false }, { status: 404 })
    case 'invalid': {
      return data<LeadActionData>(
        { sent: false, errors: result.errors, fields: echoedFields(fields) },
        { status: 400 },
      )
    }
    case 'rate-limited':
      return data<LeadActionData>(
        { sent: false, error: leadText[result.lang].rateLimited },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      )
    case 'previewed':
      return data<LeadActionData>({ sent: true, preview: true }, { headers: { 'Cache-Control': 'no-store' } })
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
  return [{ title: loaderData?.title ?? 'Calculator' }, { name: 'robots', content: 'noindex' }]
}

export default function PublishedCalculator({ loaderData, actionData, params }: Route.ComponentProps) {
  const { lead, hostEvents, specialty, state, preview: previewed, ...view } = loaderData
  if (specialty) registerSpecialty(specialty)
  // Once a preview, the document stays one: a later revalidation never brings its counting in.
  const [preview] = useState(previewed ?? false)
  const nonce = useNonce()
  const path = `/embed/c/${params.publicId}`
  return (
    <main aria-labelledby={CALCULATOR_TITLE_ID} className="p-2 sm:p-4">
      <PublishedView
        view={view}
        lead={lead}
        action={preview ? withPreviewFlag(path) : path}
        posted={actionData}
        publicId={preview ? undefined : params.publicId}
        hostEvents={hostEvents}
        state={state}
        preview={preview}
      />
      {/* A member's preview is not a view (decision 0096): no beacon, so nothing counts it. */}
      {preview ? null : (
        <>
          {/* The nonce is the server's; the browser hides it from the DOM, hence no hydration warning. */}
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: VIEW_BEACON }} />
          <noscript>
            <img src={embedViewsPath(params.publicId)} alt="" width={1} height={1} />
          </noscript>
        </>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const t = leadText[leadLang(isRouteErrorResponse(error) ? String(error.data?.lang) : 'en')]
  const text = status === 410 ? t.archived : status === 404 ? t.missing : t.unavailable
  return (
    <main className="p-4" lang={t === leadText.es ? 'es' : 'en'}>
      <p role="alert" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800 shadow-sm">
        {text}
      </p>
    </main>
  )
}
