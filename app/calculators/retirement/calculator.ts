import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeRetirement } from './engine'
import { retirementFigures } from './figures'
import { RetirementCalculator } from './retirement-calculator'
import { retirementFields } from './fields'
import {
  parseRetirementParams,
  retirementDefaults,
  retirementInputSchema,
  retirementQueryNames,
} from './schema'
import { retirementMessages, retirementText } from './texts'

export default defineCalculatorModule({
  Component: RetirementCalculator,
  queryNames: retirementQueryNames,
  inputSchema: retirementInputSchema,
  defaults: retirementDefaults,
  parseParams: parseRetirementParams,
  fields: retirementFields,
  text: retirementText,
  messages: retirementMessages,
  // Inputs the page carries in its query string without showing a field for them.
  otherLabels: (t) => ({
    percent: t.percent,
    mode: t.mode,
    raise: t.raise,
    returnAfter: t.returnAfter,
    years: t.years,
    timing: t.timing,
  }),
  headline: headlineOf({
    parse: parseRetirementParams,
    compute: computeRetirement,
    figures: retirementFigures,
  }),
})
