import { defineCalculatorModule } from '../kit/define'
import { LoanCalculator } from './loan-calculator'
import { loanDefaults, loanInputSchema, loanQueryNames, parseLoanParams } from './schema'

export default defineCalculatorModule({
  Component: LoanCalculator,
  queryNames: loanQueryNames,
  inputSchema: loanInputSchema,
  defaults: loanDefaults,
  parseParams: parseLoanParams,
})
