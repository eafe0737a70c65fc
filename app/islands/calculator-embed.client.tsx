import { hydrateRoot } from 'react-dom/client'
import { CalculatorIsland, type CalculatorIslandProps } from '~/calculators/kit/calculator-island'
import { ISLAND_ID_PREFIX, readIsland } from '~/lib/islands/island'

// A registry calculator's embed (/embed/<name>-calculator): the page's one React root, over the calculator only.
const { root, props } = readIsland<CalculatorIslandProps>()
hydrateRoot(root, <CalculatorIsland {...props} />, { identifierPrefix: ISLAND_ID_PREFIX })
