import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeMortgagePoints } from './engine'
import { mortgagePointsFigures } from './figures'
import { MortgagePointsCalculator } from './mortgage-points-calculator'
import {
  mortgagePointsDefaults,
  mortgagePointsInputSchema,
  mortgagePointsQueryNames,
  parseMortgagePointsParams,
} from './schema'

export default defineCalculatorModule({
  Component: MortgagePointsCalculator,
  queryNames: mortgagePointsQueryNames,
  inputSchema: mortgagePointsInputSchema,
  defaults: mortgagePointsDefaults,
  parseParams: parseMortgagePointsParams,
  headline: headlineOf({
    parse: parseMortgagePointsParams,
    compute: computeMortgagePoints,
    figures: mortgagePointsFigures,
  }),
})
