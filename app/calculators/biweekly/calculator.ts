import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { BiweeklyCalculator } from './biweekly-calculator'
import { computeBiweekly } from './engine'
import { biweeklyFigures } from './figures'
import { biweeklyDefaults, biweeklyInputSchema, biweeklyQueryNames, parseBiweeklyParams } from './schema'

export default defineCalculatorModule({
  Component: BiweeklyCalculator,
  queryNames: biweeklyQueryNames,
  inputSchema: biweeklyInputSchema,
  defaults: biweeklyDefaults,
  parseParams: parseBiweeklyParams,
  headline: headlineOf({ parse: parseBiweeklyParams, compute: computeBiweekly, figures: biweeklyFigures }),
})
