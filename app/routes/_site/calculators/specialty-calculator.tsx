import { data, useLocation } from 'react-router'
import { parseBrand } from '~/calculators/branding'
import { CalculatorView } from '~/calculators/kit/calculator-view'
import { registerSpecialty, versionedType } from '~/calculators/resolve'
import { CalculatorPage } from '~/components/calculators/calculator-page'
import { NotFoundPage, notFoundMeta } from '~/components/not-found-page'
import { scriptsAfterPaint } from '~/lib/early-clicks'
import { originFrom, pageMeta } from '~/lib/meta'
import { getServices } from '~/lib/services.server'
import { catalogueVersion } from '~/lib/specialty/resolve.server'
import { specialtyPagePath } from '~/lib/specialty/catalogue-paths'
import type { Route } from './+types/specialty-calculator'

/**
 * /calculators/specialty/<slug>: a specialty calculator offered to the catalogue, at its newest catalogue
 * version (decision 0064). Anything else (offered to one workspace, to none, unknown) is the site's 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const version = await catalogueVersion(getServices(context).db, params.slug)
  if (!version) return data({ specialty: null }, { status: 404, headers: pageHeaders })
  const brand = parseBrand(new URL(request.url).searchParams)
  return data(
    { specialty: version, brand, today: new Date().toISOString().slice(0, 10) },
    { headers: pageHeaders },
  )
}

/**
 * Per request (the page follows the newest catalogue version as soon as it is published): never stored by a
 * shared cache, since the HTML carries the request's nonce and the signed-in footer; the browser revalidates.
 */
const pageHeaders = { 'Cache-Control': 'private, no-cache' }

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const definition = loaderData?.specialty?.definition
  if (!definition) return notFoundMeta
  return pageMeta({
    title: definition.name.en,
    description: metaDescription(definition.description?.en ?? definition.name.en),
    path: specialtyPagePath(loaderData.specialty!.slug),
    origin: originFrom(matches),
  })
}

/** Search engines show about 160 characters: a longer description is cut at a word. */
function metaDescription(text: string) {
  return text.length <= 160 ? text : `${text.slice(0, 159).replace(/\s+\S*$/, '')}…`
}

/** Scripts after the first paint, as on the registry calculators' pages. */
export const handle = scriptsAfterPaint

export default function SpecialtyCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation()
  if (!loaderData.specialty) return <NotFoundPage />
  const { specialty, brand, today } = loaderData
  // The browser resolves the version from the loader, as the server did from the database.
  const type = registerSpecialty(specialty)
  const { name, description } = specialty.definition
  return (
    <CalculatorPage
      name={name.en}
      intro={description?.en ?? ''}
      accuracyHref={`/accuracy/specialty#specialty-${specialty.slug}`}
    >
      <div className="p-4 sm:p-6">
        <CalculatorView
          key={versionedType(specialty.slug, specialty.number)}
          type={type}
          initialSearch={search}
          brand={brand}
          today={today}
        />
      </div>
    </CalculatorPage>
  )
}
