import { useLoaderData, useMatches, useRouteLoaderData } from 'react-router'
import { CalculatorView } from '~/calculators/kit/calculator-view'
import { calculatorOfMatches } from '~/calculators/registry'
import { CALCULATOR_TITLE_ID } from '~/calculators/ui/calculator-shell'
import type { loader as layoutLoader } from './layout'
import { embedMeta } from './embed-meta'
import type { Route } from './+types/calculator'

export function meta({ matches }: Route.MetaArgs) {
  const { name, title, embedDescription } = calculatorOfMatches(matches)
  return embedMeta(matches, `/embed/${name}-calculator`, title, embedDescription)
}

/**
 * The query the page is rendered from. In memory it is the normalised one (server/embed-cache.ts, decision 0100),
 * not the address's: hydrating from the loader's data renders what the server rendered.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { search: new URL(request.url).search }
}

export default function CalculatorEmbed() {
  const data = useRouteLoaderData<typeof layoutLoader>('routes/embed/layout')
  const { search } = useLoaderData<typeof loader>()
  const { name, embed } = calculatorOfMatches(useMatches())
  if (!data) return null
  const view = (
    <>
      {/* A stylesheet rather than an effect: it holds from the first paint, before the view's chunk arrives. */}
      {embed.overflow ? <style>{`html,body{overflow:${embed.overflow}}`}</style> : null}
      <CalculatorView type={name} initialSearch={search} brand={data.brand} today={data.today} heading="h1" />
    </>
  )
  if (embed.card) {
    // The loader script sizes its frame to the content (height=auto): there the card takes its full height.
    const fitsContent = new URLSearchParams(search).get('height') === 'auto'
    return (
      <main aria-labelledby={CALCULATOR_TITLE_ID} className="p-2 sm:p-4">
        <div
          data-testid={`${name}-card`}
          style={fitsContent ? undefined : { height: embed.card.height, overflowY: 'auto' }}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          {view}
        </div>
      </main>
    )
  }
  return (
    <main
      aria-labelledby={CALCULATOR_TITLE_ID}
      className="w-full p-4 sm:p-6"
      style={embed.minHeight ? { minHeight: embed.minHeight } : undefined}
    >
      {view}
    </main>
  )
}
