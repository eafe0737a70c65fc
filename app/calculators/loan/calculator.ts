import { defineCalculatorModule } from '../kit/define'
import { headlineOf } from '../ui/headline'
import { computeLoanSummary } from './engine'
import { loanFigures } from './figures'
import { LoanCalculator } from './loan-calculator'
import { loanFields } from './fields'
import { loanDefaults, loanInputSchema, loanQueryNames, parseLoanParams } from './schema'
import { loanMessages, loanText } from './texts'

export default defineCalculatorModule({
  Component: LoanCalculator,
  queryNames: loanQueryNames,
  inputSchema: loanInputSchema,
  defaults: loanDefaults,
  parseParams: parseLoanParams,
  fields: loanFields,
  text: loanText,
  messages: loanMessages,
  otherLabels: (t) => ({ start: t.start }),
  headline: headlineOf({
    parse: parseLoanParams,
    // The summary shows no schedule: the snapshot does without building one.
    compute: (values, today) => computeLoanSummary(values, { today }),
    figures: loanFigures,
  }),
})
