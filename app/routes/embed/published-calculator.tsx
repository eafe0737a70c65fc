import { clampedScenarios, SCENARIO_PARAM } from '~/calculators/kit/share-url'
import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import { PublishedIsland, type PublishedIslandProps } from '~/components/workspaces/published-island'
import { IslandRoot } from '~/lib/islands/island-root'
import { renderIsland } from '~/lib/islands/render.server'
import { visitorLeadFields } from '~/lib/leads/lead-fields'
import { cleanPageUrl } from '~/lib/leads/lead-schema'
import { leadLang, leadText, shownLeadTexts } from '~/lib/leads/lead-text'
import { publishedLead } from '~/lib/leads/published-lead.server'
import { embedViewsPath, VIEW_BEACON } from '~/lib/leads/view-beacon'
import { useNonce } from '~/lib/nonce'
import { getServices } from '~/lib/services.server'
import { typeInfo } from '~/calculators/kit/type-info'
import { CALCULATOR_TITLE_ID } from '~/calculators/ui/calculator-shell'
import { specialtyVersionOf } from '~/calculators/resolve'
import { loadPublished, shownStateToken } from '~/lib/workspaces/published.server'
import { withPreviewFlag } from '~/lib/workspaces/embed-preview'
import { isMemberPreview } from '~/lib/workspaces/embed-preview.server'
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
  const page = {
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
    // Only when so: every visitor's page carries these props, within the embed's 30 KB of HTML.
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
  }
  const island = await renderIsland('published', <PublishedIsland {...islandProps(page, params.publicId)} />)
  return data({ ...page, island }, { headers })
}

type Page = Omit<Route.ComponentProps['loaderData'], 'island'>

/** What the island renders and hydrates from: the page's data, and where its forms post. */
function islandProps(page: Page, publicId: string): PublishedIslandProps {
  const { lead, hostEvents, specialty, state, preview, ...view } = page
  const path = `/embed/c/${publicId}`
  return {
    view,
    lead,
    specialty,
    path,
    state,
    hostEvents,
    // A member's preview (decision 0096) posts with its flag and counts nothing: no engagement, no beacon.
    action: preview ? withPreviewFlag(path) : path,
    ...(preview ? { preview } : { publicId }),
  }
}

/** The lead form posted without JavaScript: the same path and statuses as its script's (`…/lead`). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = await publishedLead({ request, context }, params.publicId)
  if (answer.status === 'archived') throw data({ gone: true }, { status: 410 })
  if (answer.status === 'missing') throw data({ gone: false }, { status: 404 })
  return data(answer.body, { status: answer.status, headers: answer.headers })
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

/** Only the island's root gets scripts; a page answering a form posted without JavaScript needs none. */
export default function PublishedCalculator({ loaderData, actionData, params }: Route.ComponentProps) {
  const { island, ...page } = loaderData
  const props = islandProps(page, params.publicId)
  const nonce = useNonce()
  return (
    <main aria-labelledby={CALCULATOR_TITLE_ID} className="p-2 sm:p-4">
      {island && !actionData ? (
        <IslandRoot island={island} props={props} />
      ) : (
        <PublishedIsland {...props} posted={actionData} />
      )}
      {/* A member's preview is not a view (decision 0096): no beacon, so nothing counts it. */}
      {props.preview ? null : (
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
