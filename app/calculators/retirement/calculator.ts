import { defineCalculatorModule } from '../kit/define'
import { RetirementCalculator } from './retirement-calculator'
import {
  parseRetirementParams,
  retirementDefaults,
  retirementInputSchema,
  retirementQueryNames,
} from './schema'

export default defineCalculatorModule({
  Component: RetirementCalculator,
  queryNames: retirementQueryNames,
  inputSchema: retirementInputSchema,
  defaults: retirementDefaults,
  parseParams: parseRetirementParams,
})
