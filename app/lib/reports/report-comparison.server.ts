import type { Lang } from '~/calculators/branding'
import type { ReportCapture } from '~/calculators/kit/report-capture'
import { compareScenarios } from '~/calculators/kit/scenario-table'
import { scenariosOf } from '~/calculators/kit/share-url'
import { visitorText } from '~/calculators/kit/visitor-text'
import { resolveModule, type AnyCalculatorType } from '~/calculators/resolve'
import type { Comparison } from './pdf-summary.server'

/**
 * The visitor's saved scenarios (the `scenario` parameters of `search`) compared as the page compares them:
 * the same inputs, the same headline figures, the same "differences" line. None without scenarios.
 */
export async function reportComparison(options: {
  type: AnyCalculatorType
  search: string
  lang: Lang
  today: string
  capture: ReportCapture
}): Promise<Comparison | undefined> {
  const { type, search, lang, today, capture } = options
  const scenarios = scenariosOf(search)
  if (scenarios.length === 0) return undefined
  const { headline } = await resolveModule(type)
  const t = visitorText[lang]
  const compared = compareScenarios({ headline, today }, lang, scenarios, capture.scenarioInputs ?? [])
  const rows = (list: typeof compared.inputRows) => list.map((row) => [row.label, ...row.values])
  let differences: string | undefined
  if (scenarios.length > 1)
    differences =
      compared.differences.length > 0
        ? `${t.differences}: ${compared.differences.join('; ')}.`
        : t.noDifference
  return {
    columns: ['', ...scenarios.map((_, index) => t.scenario(index + 1))],
    inputs: { caption: `${t.scenarios}: ${t.inputs.toLowerCase()}`, rows: rows(compared.inputRows) },
    results: { caption: `${t.scenarios}: ${t.results.toLowerCase()}`, rows: rows(compared.figureRows) },
    differences,
  }
}
