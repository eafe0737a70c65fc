import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeRetirementIncome } from './engine'
import { retirementIncomeFigures } from './figures'
import { RetirementIncomeCalculator } from './retirement-income-calculator'
import {
  parseRetirementIncomeParams,
  retirementIncomeDefaults,
  retirementIncomeInputSchema,
  retirementIncomeQueryNames,
} from './schema'
import { retirementIncomeFields } from './fields'
import { retirementIncomeMessages, retirementIncomeText } from './texts'

export default defineCalculatorModule({
  Component: RetirementIncomeCalculator,
  queryNames: retirementIncomeQueryNames,
  inputSchema: retirementIncomeInputSchema,
  defaults: retirementIncomeDefaults,
  parseParams: parseRetirementIncomeParams,
  fields: retirementIncomeFields,
  text: retirementIncomeText,
  messages: retirementIncomeMessages,
  headline: headlineOf({
    parse: parseRetirementIncomeParams,
    compute: computeRetirementIncome,
    figures: retirementIncomeFigures,
  }),
})
