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
import { affordabilityFields } from './fields'
import { affordabilityMessages, affordabilityText } from './texts'

export default defineCalculatorModule({
  Component: HomeAffordabilityCalculator,
  queryNames: affordabilityQueryNames,
  inputSchema: affordabilityInputSchema,
  defaults: affordabilityDefaults,
  parseParams: parseAffordabilityParams,
  fields: affordabilityFields,
  text: affordabilityText,
  messages: affordabilityMessages,
  headline: headlineOf({
    parse: parseAffordabilityParams,
    compute: computeAffordability,
    figures: affordabilityFigures,
  }),
})
