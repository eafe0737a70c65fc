import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeMortgage } from './engine'
import { mortgageFigures } from './figures'
import { MortgageCalculator } from './mortgage-calculator'
import { mortgageDefaults, mortgageInputSchema, mortgageQueryNames, parseMortgageParams } from './schema'
import { mortgageFields } from './fields'
import { mortgageMessages, mortgageText } from './texts'

export default defineCalculatorModule({
  Component: MortgageCalculator,
  queryNames: mortgageQueryNames,
  inputSchema: mortgageInputSchema,
  defaults: mortgageDefaults,
  parseParams: parseMortgageParams,
  fields: mortgageFields,
  text: mortgageText,
  messages: mortgageMessages,
  headline: headlineOf({ parse: parseMortgageParams, compute: computeMortgage, figures: mortgageFigures }),
})
