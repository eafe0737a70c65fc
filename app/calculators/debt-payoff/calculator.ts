import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { DebtPayoffCalculator } from './debt-payoff-calculator'
import { computeDebtPayoff } from './engine'
import { debtPayoffFigures } from './figures'
import {
  debtPayoffDefaults,
  debtPayoffInputSchema,
  debtPayoffQueryNames,
  parseDebtPayoffParams,
} from './schema'
import { debtPayoffFields } from './fields'
import { debtPayoffMessages, debtPayoffText } from './texts'

export default defineCalculatorModule({
  Component: DebtPayoffCalculator,
  queryNames: debtPayoffQueryNames,
  inputSchema: debtPayoffInputSchema,
  defaults: debtPayoffDefaults,
  parseParams: parseDebtPayoffParams,
  fields: debtPayoffFields,
  text: debtPayoffText,
  messages: debtPayoffMessages,
  headline: headlineOf({
    parse: parseDebtPayoffParams,
    compute: computeDebtPayoff,
    figures: debtPayoffFigures,
  }),
})
