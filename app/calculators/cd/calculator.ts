import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeCdSummary } from './engine'
import { cdFigures } from './figures'
import { CdCalculator } from './cd-calculator'
import { cdDefaults, cdInputSchema, cdQueryNames, parseCdParams } from './schema'

export default defineCalculatorModule({
  Component: CdCalculator,
  queryNames: cdQueryNames,
  inputSchema: cdInputSchema,
  defaults: cdDefaults,
  parseParams: parseCdParams,
  // The summary shows no growth curve: the snapshot does without computing one.
  headline: headlineOf({ parse: parseCdParams, compute: computeCdSummary, figures: cdFigures }),
})
