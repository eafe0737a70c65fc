import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { CollegeSavingsCalculator } from './college-savings-calculator'
import { computeCollegeSavings } from './engine'
import { collegeSavingsFigures } from './figures'
import {
  collegeSavingsDefaults,
  collegeSavingsInputSchema,
  collegeSavingsQueryNames,
  parseCollegeSavingsParams,
} from './schema'
import { collegeSavingsFields } from './fields'
import { collegeSavingsMessages, collegeSavingsText } from './texts'

export default defineCalculatorModule({
  Component: CollegeSavingsCalculator,
  queryNames: collegeSavingsQueryNames,
  inputSchema: collegeSavingsInputSchema,
  defaults: collegeSavingsDefaults,
  parseParams: parseCollegeSavingsParams,
  fields: collegeSavingsFields,
  text: collegeSavingsText,
  messages: collegeSavingsMessages,
  headline: headlineOf({
    parse: parseCollegeSavingsParams,
    compute: computeCollegeSavings,
    figures: collegeSavingsFigures,
  }),
})
