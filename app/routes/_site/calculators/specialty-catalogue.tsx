import { data } from 'react-router'
import { ContactLink } from '~/components/contact-link'
import { BackLink } from '~/components/marketing/back-link'
import { CatalogueCards } from '~/components/marketing/calculator-catalogue'
import { PageIntro } from '~/components/marketing/page-intro'
import { originFrom, pageMeta } from '~/lib/meta'
import { getServices } from '~/lib/services.server'
import { SPECIALTY_CATALOGUE_PATH } from '~/lib/specialty/catalogue-paths'
import { specialtyCards } from '~/lib/specialty/public-paths'
import { catalogueSpecialty } from '~/lib/specialty/resolve.server'
import type { Route } from './+types/specialty-catalogue'

/**
 * The specialty calculators offered to the catalogue (decision 0064): read per request, since an admin
 * publishes them without a deploy. The prerendered catalogue links here and shows the same cards once loaded.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const versions = await catalogueSpecialty(getServices(context).db)
  return data(
    { calculators: specialtyCards(versions) },
    { headers: { 'Cache-Control': 'private, no-cache' } },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Specialty Calculators',
    description: 'Calculators built for particular products, offered to every client beside our own.',
    path: SPECIALTY_CATALOGUE_PATH,
    origin: originFrom(matches),
  })
}

export default function SpecialtyCataloguePage({ loaderData }: Route.ComponentProps) {
  const { calculators } = loaderData
  return (
    <>
      <PageIntro eyebrow="Demo" title="Specialty Calculators">
        <p>Calculators built for particular products. Try each one as your visitors would.</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <BackLink to="/white-label-calculators">Back</BackLink>
        <section aria-labelledby="specialty-title" className="mt-8">
          <h2 id="specialty-title" className="text-3xl font-bold text-slate-900">
            Our Specialty Calculators
          </h2>
          {calculators.length > 0 ? (
            <CatalogueCards calculators={calculators} />
          ) : (
            <p className="mt-6 text-slate-700">
              None yet. Specialty calculators can be requested:{' '}
              <ContactLink
                prefill="whiteLabelCalculators"
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                tell us what your clients need
              </ContactLink>
              .
            </p>
          )}
        </section>
      </div>
    </>
  )
}
