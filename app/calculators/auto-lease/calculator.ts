import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { AutoLeaseCalculator } from './auto-lease-calculator'
import { computeAutoLease } from './engine'
import { autoLeaseFigures } from './figures'
import { autoLeaseDefaults, autoLeaseInputSchema, autoLeaseQueryNames, parseAutoLeaseParams } from './schema'
import { autoLeaseFields } from './fields'
import { autoLeaseMessages, autoLeaseText } from './texts'

export default defineCalculatorModule({
  Component: AutoLeaseCalculator,
  queryNames: autoLeaseQueryNames,
  inputSchema: autoLeaseInputSchema,
  defaults: autoLeaseDefaults,
  parseParams: parseAutoLeaseParams,
  fields: autoLeaseFields,
  text: autoLeaseText,
  messages: autoLeaseMessages,
  // The money factor comes only from a link (no field): it still needs its label in workspaces and leads.
  otherLabels: (t) => ({ mf: t.mf }),
  headline: headlineOf({ parse: parseAutoLeaseParams, compute: computeAutoLease, figures: autoLeaseFigures }),
})
