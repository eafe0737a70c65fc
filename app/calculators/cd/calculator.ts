import { defineCalculatorModule } from '../kit/define'
import { CdCalculator } from './cd-calculator'
import { cdDefaults, cdInputSchema, cdQueryNames, parseCdParams } from './schema'

export default defineCalculatorModule({
  Component: CdCalculator,
  queryNames: cdQueryNames,
  inputSchema: cdInputSchema,
  defaults: cdDefaults,
  parseParams: parseCdParams,
})
