import { PagePathContext } from '~/lib/page-path'
import type { Brand } from '../branding'
import type { CalculatorType } from '../registry'
import { CalculatorView } from './calculator-view'

export type CalculatorIslandProps = {
  type: CalculatorType
  /** The query the page is rendered from ('?principal=…'). */
  search: string
  brand: Brand
  today: string
  /** The embed's own path (`/embed/<name>-calculator`): the visitor tools' report and link key. */
  path: string
}

/**
 * A registry calculator's embed as an island (decision 0104): rendered by the embed's loader and hydrated by
 * app/islands/calculator-embed.client.tsx from the same props, without React Router.
 */
export function CalculatorIsland({ type, search, brand, today, path }: CalculatorIslandProps) {
  return (
    <PagePathContext.Provider value={path}>
      <CalculatorView type={type} initialSearch={search} brand={brand} today={today} heading="h1" />
    </PagePathContext.Provider>
  )
}
