import type { Lang } from '~/calculators/branding'
import type { CalculatorModule } from '~/calculators/kit/define'
import { isResolvable, resolveModule } from '~/calculators/resolve'
import { formatMoney, formatNumber, formatPercent } from '~/calculators/ui/format'
import type { FieldKind } from '~/calculators/ui/number-field'
import type { LabelledInput, LeadSnapshot } from './lead-schema'

type Snapshot = Pick<LeadSnapshot, 'type' | 'lang' | 'inputs' | 'labelledInputs'>

function formatted(kind: FieldKind | undefined, value: string, lang: Lang) {
  const number = value.trim() === '' ? NaN : Number(value)
  if (!kind || !Number.isFinite(number)) return value
  if (kind === 'money') return formatMoney(number, lang).replace(/\.00$/, '')
  if (kind === 'percent') return formatPercent(number, lang, 3)
  return formatNumber(number, lang)
}

/**
 * The one function that names a lead's inputs: "Home price: $425,000" in the calculator's language, in the
 * order of its form, for the inbox, the e-mail, the CSV and integrations. Labels and kinds come from the
 * calculator's own module (the registry); a snapshot that stored them keeps its own; an input the calculator
 * does not label keeps its parameter name.
 */
export async function labelledInputs(snapshot: Snapshot): Promise<LabelledInput[]> {
  if (snapshot.labelledInputs) return snapshot.labelledInputs
  const lang: Lang = snapshot.lang === 'es' ? 'es' : 'en'
  const module = isResolvable(snapshot.type) ? await resolveModule(snapshot.type) : undefined
  return nameInputs(module, Object.entries(snapshot.inputs), lang)
}

/**
 * Inputs named as the calculator's form names them (label, value in its kind), in the form's order; a
 * parameter the calculator does not label keeps its name. The leads' inputs above, and the accuracy ledger's.
 */
export function nameInputs(
  module: Pick<CalculatorModule, 'labels' | 'kinds'> | undefined,
  inputs: Iterable<[string, string]>,
  lang: Lang,
): LabelledInput[] {
  const order = Object.keys(module?.labels ?? {})
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  return [...inputs]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => ({
      name,
      label: module?.labels[name]?.[lang] ?? name,
      value: formatted(module?.kinds[name], value, lang),
    }))
}

/** The labelled inputs a snapshot stored (every lead since they were added), else its parameters as they are. */
export function storedLabelledInputs(snapshot: Snapshot): LabelledInput[] {
  return (
    snapshot.labelledInputs ??
    Object.entries(snapshot.inputs).map(([name, value]) => ({ name, label: name, value }))
  )
}
