import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { AprCalculator } from './apr-calculator'
import { computeApr } from './engine'
import { aprFigures } from './figures'
import { aprDefaults, aprInputSchema, aprQueryNames, parseAprParams } from './schema'
import { aprFields } from './fields'
import { aprMessages, aprText } from './texts'

export default defineCalculatorModule({
  Component: AprCalculator,
  queryNames: aprQueryNames,
  inputSchema: aprInputSchema,
  defaults: aprDefaults,
  parseParams: parseAprParams,
  fields: aprFields,
  text: aprText,
  messages: aprMessages,
  headline: headlineOf({ parse: parseAprParams, compute: computeApr, figures: aprFigures }),
})
