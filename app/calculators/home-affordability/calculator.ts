import { defineCalculatorModule } from '../kit/define'
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
})
