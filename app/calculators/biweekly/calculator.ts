import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { BiweeklyCalculator } from './biweekly-calculator'
import { computeBiweekly } from './engine'
import { biweeklyFigures } from './figures'
import { biweeklyDefaults, biweeklyInputSchema, biweeklyQueryNames, parseBiweeklyParams } from './schema'
import { biweeklyFields } from './fields'
import { biweeklyMessages, biweeklyText } from './texts'

export default defineCalculatorModule({
  Component: BiweeklyCalculator,
  queryNames: biweeklyQueryNames,
  inputSchema: biweeklyInputSchema,
  defaults: biweeklyDefaults,
  parseParams: parseBiweeklyParams,
  fields: biweeklyFields,
  text: biweeklyText,
  messages: biweeklyMessages,
  headline: headlineOf({ parse: parseBiweeklyParams, compute: computeBiweekly, figures: biweeklyFigures }),
})
