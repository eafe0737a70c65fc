import { data, Link } from 'react-router'
import {
  LEDGER_UNAVAILABLE,
  SpecialtyLedger,
  SpecialtyLedgerIntro,
} from '~/components/accuracy/specialty-ledger'
import { specialtyLedger } from '~/lib/accuracy/specialty-ledger.server'
import { originFrom, pageMeta } from '~/lib/meta'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/accuracy-specialty'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Accuracy Ledger: specialty calculators',
    description:
      'The worked examples of every specialty calculator we offer, computed when you open the page.',
    path: '/accuracy/specialty',
    origin: originFrom(matches),
  })
}

// Read per request (decision 0063): /accuracy is prerendered and shows this loader's data in its last section.
// A failed read is this section's message (503), never an error that would take the prerendered ledger with it.
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { calculators: await specialtyLedger(getServices(context).db) }
  } catch (error) {
    console.error('Reading the specialty ledger failed:', error)
    return data({ calculators: null }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}

export default function SpecialtyLedgerPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 text-slate-700">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">
        Accuracy Ledger: specialty calculators
      </h1>
      <p className="mt-4">
        <Link to="/accuracy" className="font-semibold text-brand-800 underline">
          The whole ledger
        </Link>
      </p>
      <section aria-labelledby="specialty" className="mt-8">
        <h2 id="specialty" className="text-2xl font-bold text-slate-900">
          Specialty calculators
        </h2>
        <SpecialtyLedgerIntro />
        {loaderData.calculators ? (
          <SpecialtyLedger calculators={loaderData.calculators} />
        ) : (
          <p className="mt-3" role="alert">
            {LEDGER_UNAVAILABLE}
          </p>
        )}
      </section>
    </div>
  )
}
