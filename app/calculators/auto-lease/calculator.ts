import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { AutoLeaseCalculator } from './auto-lease-calculator'
import { computeAutoLease } from './engine'
import { autoLeaseFigures } from './figures'
import { autoLeaseDefaults, autoLeaseInputSchema, autoLeaseQueryNames, parseAutoLeaseParams } from './schema'

export default defineCalculatorModule({
  Component: AutoLeaseCalculator,
  queryNames: autoLeaseQueryNames,
  inputSchema: autoLeaseInputSchema,
  defaults: autoLeaseDefaults,
  parseParams: parseAutoLeaseParams,
  headline: headlineOf({ parse: parseAutoLeaseParams, compute: computeAutoLease, figures: autoLeaseFigures }),
})
