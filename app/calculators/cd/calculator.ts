import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeCdSummary } from './engine'
import { cdFigures } from './figures'
import { CdCalculator } from './cd-calculator'
import { cdFields } from './fields'
import { cdDefaults, cdInputSchema, cdQueryNames, parseCdParams } from './schema'
import { cdMessages, cdText } from './texts'

export default defineCalculatorModule({
  Component: CdCalculator,
  queryNames: cdQueryNames,
  inputSchema: cdInputSchema,
  defaults: cdDefaults,
  parseParams: parseCdParams,
  fields: cdFields,
  text: cdText,
  messages: cdMessages,
  otherLabels: (t) => ({
    months: `${t.term} (${t.months.toLowerCase()})`,
    days: `${t.term} (${t.days.toLowerCase()})`,
    compounding: t.compounding,
  }),
  // The term is in days when `days` is given, otherwise in months.
  defaultTexts: (search) => ({
    deposit: String(cdDefaults.deposit),
    rate: String(cdDefaults.apr),
    ...(search.get('days') ? {} : { months: String(cdDefaults.term) }),
    compounding: cdDefaults.compounding,
  }),
  // The summary shows no growth curve: the snapshot does without computing one.
  headline: headlineOf({
    parse: parseCdParams,
    compute: computeCdSummary,
    figures: (result, lang) => cdFigures(result, lang),
  }),
})
