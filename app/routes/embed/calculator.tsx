import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import type { CalculatorProps } from '~/calculators/kit/define'
import { calculatorOfMatches } from '~/calculators/kit/route-ids'
import { calculators, type CalculatorType } from '~/calculators/registry'
import type { loader as layoutLoader } from './layout'
import { embedMeta } from './embed-meta'
import type { Route } from './+types/calculator'

export function meta({ matches }: Route.MetaArgs) {
  const { name, title, embedDescription } = calculatorOfMatches(matches)
  return embedMeta(matches, `/embed/${name}-calculator`, title, embedDescription)
}

// Each calculator's view is its own chunk, fetched only by its embed. No Suspense boundary: the server waits
// for it before sending the page (so it works without JavaScript) and hydration waits for the chunk.
const views = Object.fromEntries(
  calculators.map((calculator) => [
    calculator.name,
    lazy(async () => ({ default: (await calculator.load()).default.Component })),
  ]),
) as Record<CalculatorType, LazyExoticComponent<ComponentType<CalculatorProps>>>

export default function CalculatorEmbed() {
  const data = useRouteLoaderData<typeof layoutLoader>('routes/embed/layout')
  const { search } = useLocation()
  const { name, embed } = calculatorOfMatches(useMatches())
  if (!data) return null
  const View = views[name]
  const view = (
    <>
      {/* A stylesheet rather than an effect: it holds from the first paint, before the view's chunk arrives. */}
      {embed.overflow ? <style>{`html,body{overflow:${embed.overflow}}`}</style> : null}
      <View key={name} initialSearch={search} brand={data.brand} today={data.today} heading="h1" />
    </>
  )
  if (embed.card) {
    // The loader script sizes its frame to the content (height=auto): there the card takes its full height.
    const fitsContent = new URLSearchParams(search).get('height') === 'auto'
    return (
      <main className="p-2 sm:p-4">
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
    <main className="w-full p-4 sm:p-6" style={embed.minHeight ? { minHeight: embed.minHeight } : undefined}>
      {view}
    </main>
  )
}
