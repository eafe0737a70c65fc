import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeHomeEquity } from './engine'
import { homeEquityFigures } from './figures'
import { HomeEquityCalculator } from './home-equity-calculator'
import {
  homeEquityDefaults,
  homeEquityInputSchema,
  homeEquityQueryNames,
  parseHomeEquityParams,
} from './schema'
import { homeEquityFields } from './fields'
import { homeEquityMessages, homeEquityText } from './texts'

export default defineCalculatorModule({
  Component: HomeEquityCalculator,
  queryNames: homeEquityQueryNames,
  inputSchema: homeEquityInputSchema,
  defaults: homeEquityDefaults,
  parseParams: parseHomeEquityParams,
  fields: homeEquityFields,
  text: homeEquityText,
  messages: homeEquityMessages,
  headline: headlineOf({
    parse: parseHomeEquityParams,
    compute: computeHomeEquity,
    figures: homeEquityFigures,
  }),
})
