import { useLocation, useRouteLoaderData } from 'react-router'
import { LoanCalculator } from '~/calculators/loan/loan-calculator'
import type { loader as layoutLoader } from './layout'
import { embedMeta } from './embed-meta'
import { usePageOverflow } from './use-page-overflow'
import type { Route } from './+types/loan-calculator'

export function meta({ matches }: Route.MetaArgs) {
  return embedMeta(
    matches,
    '/embed/loan-calculator',
    { en: 'Loan Calculator', es: 'Calculadora de préstamos' },
    'Estimate monthly loan payments, total interest and the amortization schedule.',
  )
}

export default function LoanCalculatorEmbed() {
  const data = useRouteLoaderData<typeof layoutLoader>('routes/embed/layout')
  const { search } = useLocation()
  // The spec shows the loan embed full width with the page overflow visible.
  usePageOverflow('visible')
  if (!data) return null
  return (
    <main className="min-h-[600px] w-full p-4 sm:p-6">
      <LoanCalculator initialSearch={search} brand={data.brand} today={data.today} heading="h1" />
    </main>
  )
}
