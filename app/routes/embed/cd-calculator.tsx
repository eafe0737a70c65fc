import { useLocation, useRouteLoaderData } from 'react-router'
import { CdCalculator } from '~/calculators/cd/cd-calculator'
import type { loader as layoutLoader } from './layout'
import { embedMeta } from './embed-meta'
import { usePageOverflow } from './use-page-overflow'
import type { Route } from './+types/cd-calculator'

export function meta({ matches }: Route.MetaArgs) {
  return embedMeta(
    matches,
    '/embed/cd-calculator',
    { en: 'CD Calculator', es: 'Calculadora de CD' },
    'Estimate the interest, balance at maturity and APY of a certificate of deposit.',
  )
}

export default function CdCalculatorEmbed() {
  const data = useRouteLoaderData<typeof layoutLoader>('routes/embed/layout')
  const { search } = useLocation()
  // The spec shows the CD embed in a 600 px card with page scrolling disabled; the card scrolls instead.
  // Our loader script sizes its frame to the content (height=auto): there the card takes its full height.
  const fitsContent = new URLSearchParams(search).get('height') === 'auto'
  usePageOverflow('hidden')
  if (!data) return null
  return (
    <main className="p-2 sm:p-4">
      <div
        data-testid="cd-card"
        className={`${fitsContent ? '' : 'h-[600px] overflow-y-auto '}rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6`}
      >
        <CdCalculator initialSearch={search} brand={data.brand} heading="h1" />
      </div>
    </main>
  )
}
