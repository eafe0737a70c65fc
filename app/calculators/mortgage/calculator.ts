import { defineCalculatorModule } from '../kit/define'
import { MortgageCalculator } from './mortgage-calculator'
import { mortgageDefaults, mortgageInputSchema, mortgageQueryNames, parseMortgageParams } from './schema'

export default defineCalculatorModule({
  Component: MortgageCalculator,
  queryNames: mortgageQueryNames,
  inputSchema: mortgageInputSchema,
  defaults: mortgageDefaults,
  parseParams: parseMortgageParams,
})
