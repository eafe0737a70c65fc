import { defineCalculatorModule } from '../kit/define'
import { RefinanceCalculator } from './refinance-calculator'
import { parseRefinanceParams, refinanceDefaults, refinanceInputSchema, refinanceQueryNames } from './schema'

export default defineCalculatorModule({
  Component: RefinanceCalculator,
  queryNames: refinanceQueryNames,
  inputSchema: refinanceInputSchema,
  defaults: refinanceDefaults,
  parseParams: parseRefinanceParams,
})
