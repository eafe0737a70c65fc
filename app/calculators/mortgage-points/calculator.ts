import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeMortgagePoints } from './engine'
import { mortgagePointsFigures } from './figures'
import { MortgagePointsCalculator } from './mortgage-points-calculator'
import {
  mortgagePointsDefaults,
  mortgagePointsInputSchema,
  mortgagePointsQueryNames,
  parseMortgagePointsParams,
} from './schema'
import { mortgagePointsFields } from './fields'
import { mortgagePointsMessages, mortgagePointsText } from './texts'

export default defineCalculatorModule({
  Component: MortgagePointsCalculator,
  queryNames: mortgagePointsQueryNames,
  inputSchema: mortgagePointsInputSchema,
  defaults: mortgagePointsDefaults,
  parseParams: parseMortgagePointsParams,
  fields: mortgagePointsFields,
  text: mortgagePointsText,
  messages: mortgagePointsMessages,
  headline: headlineOf({
    parse: parseMortgagePointsParams,
    compute: computeMortgagePoints,
    figures: mortgagePointsFigures,
  }),
})
