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

export default defineCalculatorModule({
  Component: CollegeSavingsCalculator,
  queryNames: collegeSavingsQueryNames,
  inputSchema: collegeSavingsInputSchema,
  defaults: collegeSavingsDefaults,
  parseParams: parseCollegeSavingsParams,
  headline: headlineOf({
    parse: parseCollegeSavingsParams,
    compute: computeCollegeSavings,
    figures: collegeSavingsFigures,
  }),
})
