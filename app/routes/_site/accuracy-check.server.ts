import type { CalculationStep } from '~/calculators/kit/steps'
import {
  calculationSteps,
  calculatorByName,
  isCalculatorType,
  loadCalculatorModule,
} from '~/calculators/registry'
import { computeScenario } from '~/lib/accuracy/scenario'
import { receiptKey } from '~/lib/receipts/receipt-key.server'
import { signReceipt, type SignedReceipt } from '~/lib/receipts/receipt.server'
import type { Config } from '~/lib/env.server'

export interface CheckField {
  param: string
  label: string
  value: string
}

export type ScenarioCheck =
  | { kind: 'pick' }
  | {
      kind: 'check'
      calculator: string
      title: string
      engineVersion: number
      fields: CheckField[]
      /** Why there are no results (each refused input's message), or none. */
      problems: string[]
      figures: { label: string; value: string }[]
      steps: CalculationStep[] | undefined
      receipt: SignedReceipt | undefined
    }

/**
 * /accuracy/check?calculator=<name>&<its query parameters>: the results for those inputs by the engine that
 * serves visitors, the calculation written out, and a signed receipt of inputs, results and engine version.
 */
export async function checkScenario(url: URL, config: Config, now: Date): Promise<ScenarioCheck> {
  const name = url.searchParams.get('calculator')
  if (!isCalculatorType(name)) return { kind: 'pick' }
  const meta = calculatorByName(name)
  const module = await loadCalculatorModule(name)
  const search = new URLSearchParams(url.searchParams)
  search.delete('calculator')
  const defaults = module.defaultTexts(search)
  const fields = Object.entries(module.labels).map(([param, label]) => ({
    param,
    label: label.en,
    value: search.get(param) ?? defaults[param] ?? '',
  }))
  const base = {
    kind: 'check',
    calculator: name,
    title: meta.title.en,
    engineVersion: meta.engineVersion,
    fields,
  } as const
  const computed = await computeScenario(name, search, now.toISOString().slice(0, 10))
  const { values } = computed
  const problems = computed.problems.map((problem) => problem.message)
  if (problems.length > 0) return { ...base, problems, figures: [], steps: undefined, receipt: undefined }
  const figures = computed.figures.map(({ label, value }) => ({ label, value }))
  const receipt = signReceipt(
    {
      calculator: name,
      engineVersion: meta.engineVersion,
      inputs: { ...values },
      results: Object.fromEntries(figures.map((figure) => [figure.label, figure.value])),
      issuedAt: now.toISOString(),
    },
    receiptKey({ pem: config.receiptSigningKey, dataDir: config.dataDir }),
  )
  return { ...base, problems, figures, steps: await calculationSteps(name, values), receipt }
}
