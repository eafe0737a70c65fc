import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeMortgagePayoff } from './engine'
import { mortgagePayoffFigures } from './figures'
import { MortgagePayoffCalculator } from './mortgage-payoff-calculator'
import {
  mortgagePayoffDefaults,
  mortgagePayoffInputSchema,
  mortgagePayoffQueryNames,
  parseMortgagePayoffParams,
} from './schema'
import { mortgagePayoffFields } from './fields'
import { mortgagePayoffMessages, mortgagePayoffText } from './texts'

export default defineCalculatorModule({
  Component: MortgagePayoffCalculator,
  queryNames: mortgagePayoffQueryNames,
  inputSchema: mortgagePayoffInputSchema,
  defaults: mortgagePayoffDefaults,
  parseParams: parseMortgagePayoffParams,
  fields: mortgagePayoffFields,
  text: mortgagePayoffText,
  messages: mortgagePayoffMessages,
  headline: headlineOf({
    parse: parseMortgagePayoffParams,
    compute: computeMortgagePayoff,
    figures: mortgagePayoffFigures,
  }),
})
