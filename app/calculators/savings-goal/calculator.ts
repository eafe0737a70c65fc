import { defineCalculatorModule } from '../kit/define'
import { SavingsGoalCalculator } from './savings-goal-calculator'
import {
  parseSavingsGoalParams,
  savingsGoalDefaults,
  savingsGoalInputSchema,
  savingsGoalQueryNames,
} from './schema'

export default defineCalculatorModule({
  Component: SavingsGoalCalculator,
  queryNames: savingsGoalQueryNames,
  inputSchema: savingsGoalInputSchema,
  defaults: savingsGoalDefaults,
  parseParams: parseSavingsGoalParams,
})
