import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeAffordability } from './engine'
import { affordabilityFigures } from './figures'
import { HomeAffordabilityCalculator } from './home-affordability-calculator'
import {
  affordabilityDefaults,
  affordabilityInputSchema,
  affordabilityQueryNames,
  parseAffordabilityParams,
} from './schema'

export default defineCalculatorModule({
  Component: HomeAffordabilityCalculator,
  queryNames: affordabilityQueryNames,
  inputSchema: affordabilityInputSchema,
  defaults: affordabilityDefaults,
  parseParams: parseAffordabilityParams,
  headline: headlineOf({
    parse: parseAffordabilityParams,
    compute: computeAffordability,
    figures: affordabilityFigures,
  }),
})
