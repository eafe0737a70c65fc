import { autoLoanFields } from '~/calculators/auto-loan/fields'
import { autoLoanText } from '~/calculators/auto-loan/texts'
import type { Lang } from '~/calculators/branding'
import { cdMoneyFields, daysField, monthsField } from '~/calculators/cd/cd-fields'
import { cdText } from '~/calculators/cd/texts'
import { creditCardFields } from '~/calculators/credit-card-payoff/fields'
import { creditCardText } from '~/calculators/credit-card-payoff/texts'
import { affordabilityFields } from '~/calculators/home-affordability/fields'
import { affordabilityText } from '~/calculators/home-affordability/texts'
import { loanFields } from '~/calculators/loan/loan-fields'
import { loanText } from '~/calculators/loan/texts'
import { mortgageFields } from '~/calculators/mortgage/fields'
import { mortgageText } from '~/calculators/mortgage/texts'
import { refinanceFields } from '~/calculators/refinance/fields'
import { refinanceText } from '~/calculators/refinance/texts'
import { retirementFields } from '~/calculators/retirement/retirement-fields'
import { retirementText } from '~/calculators/retirement/texts'
import { savingsGoalFields } from '~/calculators/savings-goal/fields'
import { savingsGoalText } from '~/calculators/savings-goal/texts'
import { formatMoney, formatNumber, formatPercent } from '~/calculators/ui/format'
import type { FieldKind } from '~/calculators/ui/number-field'
import type { LabelledInput, LeadSnapshot } from './lead-schema'

type Field = { name: string; kind: FieldKind; label: string }

/** A calculator's inputs as its view labels them: its field specs read with its texts. */
function source<Text>(
  fields: readonly { name: string; kind: FieldKind; label: (t: Text) => string }[],
  text: Record<Lang, Text>,
) {
  return (lang: Lang): Field[] =>
    fields.map(({ name, kind, label }) => ({ name, kind, label: label(text[lang]) }))
}

// Keyed by calculator type. A calculator missing here shows its inputs under their parameter names (a test
// lists every registered type, so a new calculator is noticed).
const sources: Record<string, (lang: Lang) => Field[]> = {
  loan: source(loanFields, loanText),
  cd: source([...cdMoneyFields, monthsField, daysField], cdText),
  retirement: source(retirementFields, retirementText),
  mortgage: source(mortgageFields, mortgageText),
  'auto-loan': source(autoLoanFields, autoLoanText),
  'credit-card-payoff': source(creditCardFields, creditCardText),
  refinance: source(refinanceFields, refinanceText),
  'savings-goal': source(savingsGoalFields, savingsGoalText),
  'home-affordability': source(affordabilityFields, affordabilityText),
}

export const labelledTypes = () => Object.keys(sources)

function formatted(kind: FieldKind | undefined, value: string, lang: Lang) {
  const number = value.trim() === '' ? NaN : Number(value)
  if (!kind || !Number.isFinite(number)) return value
  if (kind === 'money') return formatMoney(number, lang).replace(/\.00$/, '')
  if (kind === 'percent') return formatPercent(number, lang, 3)
  return formatNumber(number, lang)
}

/**
 * The one function that names a lead's inputs: "Home price: $425,000" in the calculator's language, in
 * the order of its form, for the inbox, the e-mail, the CSV and integrations. A snapshot that stored them
 * keeps its own; inputs the view has no field for keep their parameter name.
 */
export function labelledInputs(
  snapshot: Pick<LeadSnapshot, 'type' | 'lang' | 'inputs' | 'labelledInputs'>,
): LabelledInput[] {
  if (snapshot.labelledInputs) return snapshot.labelledInputs
  const lang: Lang = snapshot.lang === 'es' ? 'es' : 'en'
  const fields = sources[snapshot.type]?.(lang) ?? []
  const byName = new Map(fields.map((field) => [field.name, field]))
  const order = (name: string) => {
    const index = fields.findIndex((field) => field.name === name)
    return index === -1 ? fields.length : index
  }
  return Object.entries(snapshot.inputs)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([name, value]) => {
      const field = byName.get(name)
      return { name, label: field?.label ?? name, value: formatted(field?.kind, value, lang) }
    })
}
