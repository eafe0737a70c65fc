import { useLocation, useRouteLoaderData } from 'react-router'
import { RetirementCalculator } from '~/calculators/retirement/retirement-calculator'
import type { loader as layoutLoader } from './layout'
import { embedMeta } from './embed-meta'
import type { Route } from './+types/retirement-calculator'

export function meta({ matches }: Route.MetaArgs) {
  return embedMeta(
    matches,
    '/embed/retirement-calculator',
    { en: 'Retirement Calculator', es: 'Calculadora de jubilación' },
    'Project your retirement savings by age and how long they will last.',
  )
}

export default function RetirementCalculatorEmbed() {
  const data = useRouteLoaderData<typeof layoutLoader>('routes/embed/layout')
  const { search } = useLocation()
  if (!data) return null
  return (
    <main className="p-4 sm:p-6">
      <RetirementCalculator initialSearch={search} brand={data.brand} heading="h1" />
    </main>
  )
}
