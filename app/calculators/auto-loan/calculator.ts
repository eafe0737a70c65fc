import { defineCalculatorModule } from '../kit/define'
import { AutoLoanCalculator } from './auto-loan-calculator'
import { autoLoanDefaults, autoLoanInputSchema, autoLoanQueryNames, parseAutoLoanParams } from './schema'

export default defineCalculatorModule({
  Component: AutoLoanCalculator,
  queryNames: autoLoanQueryNames,
  inputSchema: autoLoanInputSchema,
  defaults: autoLoanDefaults,
  parseParams: parseAutoLoanParams,
})
