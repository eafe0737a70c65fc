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

export default defineCalculatorModule({
  Component: HomeEquityCalculator,
  queryNames: homeEquityQueryNames,
  inputSchema: homeEquityInputSchema,
  defaults: homeEquityDefaults,
  parseParams: parseHomeEquityParams,
  headline: headlineOf({
    parse: parseHomeEquityParams,
    compute: computeHomeEquity,
    figures: homeEquityFigures,
  }),
})
