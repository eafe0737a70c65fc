import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeAutoLoan } from './engine'
import { autoLoanFigures } from './figures'
import { AutoLoanCalculator } from './auto-loan-calculator'
import { autoLoanDefaults, autoLoanInputSchema, autoLoanQueryNames, parseAutoLoanParams } from './schema'
import { autoLoanFields } from './fields'
import { autoLoanMessages, autoLoanText } from './texts'

export default defineCalculatorModule({
  Component: AutoLoanCalculator,
  queryNames: autoLoanQueryNames,
  inputSchema: autoLoanInputSchema,
  defaults: autoLoanDefaults,
  parseParams: parseAutoLoanParams,
  fields: autoLoanFields,
  text: autoLoanText,
  messages: autoLoanMessages,
  headline: headlineOf({ parse: parseAutoLoanParams, compute: computeAutoLoan, figures: autoLoanFigures }),
})
