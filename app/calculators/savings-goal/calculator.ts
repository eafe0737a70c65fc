import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeSavingsGoal } from './engine'
import { savingsGoalFigures } from './figures'
import { SavingsGoalCalculator } from './savings-goal-calculator'
import {
  parseSavingsGoalParams,
  savingsGoalDefaults,
  savingsGoalInputSchema,
  savingsGoalQueryNames,
} from './schema'
import { savingsGoalFields } from './fields'
import { savingsGoalMessages, savingsGoalText } from './texts'

export default defineCalculatorModule({
  Component: SavingsGoalCalculator,
  queryNames: savingsGoalQueryNames,
  inputSchema: savingsGoalInputSchema,
  defaults: savingsGoalDefaults,
  parseParams: parseSavingsGoalParams,
  fields: savingsGoalFields,
  text: savingsGoalText,
  messages: savingsGoalMessages,
  headline: headlineOf({
    parse: parseSavingsGoalParams,
    compute: computeSavingsGoal,
    figures: savingsGoalFigures,
  }),
})
