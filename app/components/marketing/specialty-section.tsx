import { useEffect } from 'react'
import { Link, useFetcher } from 'react-router'
import { CatalogueCards } from '~/components/marketing/calculator-catalogue'
import { SPECIALTY_CATALOGUE_PATH } from '~/lib/specialty/catalogue-paths'
import type { loader as specialtyLoader } from '~/routes/_site/calculators/specialty-catalogue'

/**
 * The catalogue's specialty calculators (decision 0064). The catalogue is prerendered and these are published
 * without a deploy: the section links to their server-rendered page, and shows the same cards once the
 * browser has read them from it (the registry's cards above stay in the prerendered HTML).
 */
export function SpecialtySection() {
  const fetcher = useFetcher<typeof specialtyLoader>()
  const { load } = fetcher
  useEffect(() => {
    void load(SPECIALTY_CATALOGUE_PATH)
  }, [load])
  const calculators = fetcher.data?.calculators ?? []
  return (
    <section aria-labelledby="specialty-calculators-title" className="mt-16">
      <h2 id="specialty-calculators-title" className="text-3xl font-bold text-slate-900">
        Specialty calculators
      </h2>
      <p className="mt-3 text-slate-700">
        Calculators built for particular products, offered to every client beside our own.{' '}
        <Link
          to={SPECIALTY_CATALOGUE_PATH}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          See all specialty calculators
        </Link>
      </p>
      {calculators.length > 0 ? <CatalogueCards calculators={calculators} /> : null}
    </section>
  )
}
