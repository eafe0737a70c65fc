import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeRetirement } from './engine'
import { retirementFigures } from './figures'
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
  headline: headlineOf({
    parse: parseRetirementParams,
    compute: computeRetirement,
    figures: retirementFigures,
  }),
})
