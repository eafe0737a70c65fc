import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeRmd } from './engine'
import { rmdFigures } from './figures'
import { RmdCalculator } from './rmd-calculator'
import { parseRmdParams, rmdDefaults, rmdInputSchema, rmdQueryNames } from './schema'
import { rmdFields } from './fields'
import { rmdMessages, rmdText } from './texts'

export default defineCalculatorModule({
  Component: RmdCalculator,
  queryNames: rmdQueryNames,
  inputSchema: rmdInputSchema,
  defaults: rmdDefaults,
  parseParams: parseRmdParams,
  fields: rmdFields,
  text: rmdText,
  messages: rmdMessages,
  headline: headlineOf({ parse: parseRmdParams, compute: computeRmd, figures: rmdFigures }),
})
