import { data, useLoaderData, useMatches } from 'react-router'
import { parseBrand } from '~/calculators/branding'
import { CalculatorIsland, type CalculatorIslandProps } from '~/calculators/kit/calculator-island'
import { calculatorOfMatches, calculators } from '~/calculators/registry'
import { CALCULATOR_TITLE_ID } from '~/calculators/ui/calculator-shell'
import { IslandRoot } from '~/lib/islands/island-root'
import { renderIsland } from '~/lib/islands/render.server'
import { utcToday } from '~/lib/rate-sheet/rate-sheet'
import { embedMeta } from './embed-meta'
import type { Route } from './+types/calculator'

export function meta({ matches }: Route.MetaArgs) {
  const { name, title, embedDescription } = calculatorOfMatches(matches)
  return embedMeta(matches, `/embed/${name}-calculator`, title, embedDescription)
}

/**
 * The calculator rendered as an island (decision 0104), from the query the page is rendered from. In memory it is
 * the normalised one (server/embed-cache.ts, decision 0100), not the address's: the island hydrates from the
 * props it was rendered from.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const type = calculators.find(({ name }) => url.pathname === `/embed/${name}-calculator`)?.name
  if (!type) throw data(null, { status: 404 })
  const props: CalculatorIslandProps = {
    type,
    search: url.search,
    brand: parseBrand(url.searchParams),
    today: utcToday(),
    path: url.pathname,
  }
  return { props, island: await renderIsland('calculator', <CalculatorIsland {...props} />) }
}

export default function CalculatorEmbed() {
  const { props, island } = useLoaderData<typeof loader>()
  const { name, embed } = calculatorOfMatches(useMatches())
  const view = (
    <>
      {/* A stylesheet rather than an effect: it holds from the first paint, before the view's chunk arrives. */}
      {embed.overflow ? <style>{`html,body{overflow:${embed.overflow}}`}</style> : null}
      {island ? <IslandRoot island={island} props={props} /> : <CalculatorIsland {...props} />}
    </>
  )
  if (embed.card) {
    // The loader script sizes its frame to the content (height=auto): there the card takes its full height.
    const fitsContent = new URLSearchParams(props.search).get('height') === 'auto'
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
