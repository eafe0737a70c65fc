import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeCreditCard } from './engine'
import { creditCardFigures } from './figures'
import { CreditCardPayoffCalculator } from './credit-card-payoff-calculator'
import {
  creditCardDefaults,
  creditCardInputSchema,
  creditCardQueryNames,
  parseCreditCardParams,
} from './schema'
import { creditCardFields } from './fields'
import { creditCardMessages, creditCardText } from './texts'

export default defineCalculatorModule({
  Component: CreditCardPayoffCalculator,
  queryNames: creditCardQueryNames,
  inputSchema: creditCardInputSchema,
  defaults: creditCardDefaults,
  parseParams: parseCreditCardParams,
  fields: creditCardFields,
  text: creditCardText,
  messages: creditCardMessages,
  headline: headlineOf({
    parse: parseCreditCardParams,
    compute: computeCreditCard,
    figures: creditCardFigures,
  }),
})
