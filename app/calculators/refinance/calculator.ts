import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeRefinance } from './engine'
import { refinanceFigures } from './figures'
import { RefinanceCalculator } from './refinance-calculator'
import { parseRefinanceParams, refinanceDefaults, refinanceInputSchema, refinanceQueryNames } from './schema'
import { refinanceFields } from './fields'
import { refinanceMessages, refinanceText } from './texts'

export default defineCalculatorModule({
  Component: RefinanceCalculator,
  queryNames: refinanceQueryNames,
  inputSchema: refinanceInputSchema,
  defaults: refinanceDefaults,
  parseParams: parseRefinanceParams,
  fields: refinanceFields,
  text: refinanceText,
  messages: refinanceMessages,
  headline: headlineOf({ parse: parseRefinanceParams, compute: computeRefinance, figures: refinanceFigures }),
})
