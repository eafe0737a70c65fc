import type { Lang } from '../branding'
import type { Figure } from '../ui/calculator-shell'
import { EarlyButton } from '../ui/early-button'
import type { VisitorKit } from './visitor-kit'
import { visitorText } from './visitor-text'

/** An input of the calculator as the comparison shows it: its label and its value as the form shows it. */
export interface ScenarioInput {
  name: string
  label: string
  format: (text: string) => string
}

interface Row {
  label: string
  values: string[]
}

/** Inputs and figures of each scenario, and the inputs that differ ("Loan term: 30 vs 15"). */
export function compareScenarios(
  kit: Pick<VisitorKit, 'headline' | 'today'>,
  lang: Lang,
  scenarios: readonly string[],
  inputs: readonly ScenarioInput[],
) {
  const params = scenarios.map((scenario) => new URLSearchParams(scenario))
  const inputRows: Row[] = inputs.map((input) => ({
    label: input.label,
    values: params.map((param) => {
      const text = param.get(input.name)
      return text === null ? '' : input.format(text)
    }),
  }))
  const figures = params.map((param) => kit.headline(param, lang, kit.today))
  const labels = [...new Set(figures.flatMap((list) => list.map((figure: Figure) => figure.label)))]
  const t = visitorText[lang]
  const figureRows: Row[] = labels.map((label) => ({
    label,
    values: figures.map((list) => list.find((figure) => figure.label === label)?.value ?? t.unavailable),
  }))
  const differences = inputRows
    .filter((row) => new Set(row.values).size > 1)
    .map((row) => `${row.label}: ${row.values.join(` ${t.versus} `)}`)
  return { inputRows, figureRows, differences }
}

export function ScenarioTable(props: {
  lang: Lang
  kit: VisitorKit
  scenarios: readonly string[]
  inputs: readonly ScenarioInput[]
  onRemove: (index: number) => void
}) {
  const { lang, kit, scenarios, inputs, onRemove } = props
  const t = visitorText[lang]
  const { inputRows, figureRows, differences } = compareScenarios(kit, lang, scenarios, inputs)
  const section = (title: string, rows: Row[]) => (
    <tbody>
      <tr className="bg-slate-50">
        <th scope="colgroup" colSpan={scenarios.length + 1} className="px-3 py-1.5 text-left font-semibold">
          {title}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.label} className="border-t border-slate-200">
          <th scope="row" className="px-3 py-1.5 text-left font-medium">
            {row.label}
          </th>
          {row.values.map((value, index) => (
            <td key={index} className="px-3 py-1.5 text-right">
              {value}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  )
  return (
    <div className="mt-4" data-testid="scenario-comparison">
      <div
        className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200"
        tabIndex={0}
        role="region"
        aria-labelledby="calc-scenarios-caption"
      >
        <table className="w-full text-sm tabular-nums">
          <caption
            id="calc-scenarios-caption"
            className="px-3 py-2 text-left text-base font-semibold text-slate-900"
          >
            {t.scenarios}
          </caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <td />
              {scenarios.map((_, index) => (
                <th key={index} scope="col" className="px-3 py-2 text-right align-top font-semibold">
                  <span className="block whitespace-nowrap">{t.scenario(index + 1)}</span>
                  <EarlyButton
                    className="mt-1 -mr-1 px-1 py-0.5 text-sm font-normal text-(--calc-primary) underline"
                    aria-label={t.remove(index + 1)}
                    onClick={() => onRemove(index)}
                  >
                    {t.removeShort}
                  </EarlyButton>
                </th>
              ))}
            </tr>
          </thead>
          {section(t.inputs, inputRows)}
          {section(t.results, figureRows)}
        </table>
      </div>
      {scenarios.length > 1 ? (
        <div className="mt-2 text-sm text-slate-800">
          <h3 className="font-semibold">{t.differences}</h3>
          {differences.length > 0 ? (
            <ul className="list-disc pl-5" data-testid="scenario-differences">
              {differences.map((difference) => (
                <li key={difference}>{difference}</li>
              ))}
            </ul>
          ) : (
            <p>{t.noDifference}</p>
          )}
        </div>
      ) : null}
    </div>
  )
}
