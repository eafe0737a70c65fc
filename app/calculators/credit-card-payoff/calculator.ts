import { defineCalculatorModule } from '../kit/define'
import { CreditCardPayoffCalculator } from './credit-card-payoff-calculator'
import {
  creditCardDefaults,
  creditCardInputSchema,
  creditCardQueryNames,
  parseCreditCardParams,
} from './schema'

export default defineCalculatorModule({
  Component: CreditCardPayoffCalculator,
  queryNames: creditCardQueryNames,
  inputSchema: creditCardInputSchema,
  defaults: creditCardDefaults,
  parseParams: parseCreditCardParams,
})
