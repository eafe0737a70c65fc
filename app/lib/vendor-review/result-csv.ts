import { csvCell } from '~/lib/admin/csv'
import { figureAmount } from './compare'
import type { ScenarioOutcome } from './outcome'

/** What a run states about itself, printed at the top of its CSV and PDF. */
export interface RunFacts {
  id: string
  workspace: string
  calculator: string
  type: string
  revision: number
  engineVersion: number
  /** ISO 8601, UTC. */
  ranAt: string
  fileName: string
  inputSha256: string
  keyId: string
  by: string
  rerunOf: string | null
  /** The disclosure the published calculator shows under the results of the first scenario computed. */
  disclosure: { line: number; text: string } | null
}

/** The names the result's files are served under (the verification commands use them). */
export const resultFileName = (facts: Pick<RunFacts, 'id' | 'ranAt'>, extension: 'csv' | 'pdf') =>
  `vendor-review-${facts.ranAt.slice(0, 10)}-${facts.id.slice(0, 8)}.${extension}`

export const verifyCommand = (file: string) =>
  `openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in ${file} -sigfile ${file}.sig`

/** One line of a comment: no line breaks a reader could take for a new row. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ')

export function counts(outcomes: readonly ScenarioOutcome[]) {
  const of = (status: ScenarioOutcome['status']) => outcomes.filter((row) => row.status === status).length
  return { scenarios: outcomes.length, passed: of('pass'), flagged: of('flagged'), refused: of('refused') }
}

export function factLines(facts: RunFacts, outcomes: readonly ScenarioOutcome[]): [string, string][] {
  const total = counts(outcomes)
  return [
    ['Run', facts.id],
    ['Workspace', facts.workspace],
    ['Calculator', `${facts.calculator} (${facts.type}), revision ${facts.revision}`],
    ['Engine version', String(facts.engineVersion)],
    ['Run at', `${facts.ranAt} (UTC) by ${facts.by}${facts.rerunOf ? `, a re-run of ${facts.rerunOf}` : ''}`],
    ['Input file', `${facts.fileName}, SHA-256 ${facts.inputSha256}`],
    [
      'Scenarios',
      `${total.scenarios}: ${total.passed} passed, ${total.flagged} flagged, ${total.refused} refused`,
    ],
    ['Compared', 'to the cent (both rounded half-up), or within the tolerance_ column a row gives'],
    ['Signature', `Ed25519, key ${facts.keyId}, detached (.sig, raw 64 bytes)`],
    ...(facts.disclosure
      ? [
          [
            'Disclosure',
            `as shown under the results of line ${facts.disclosure.line}: ${facts.disclosure.text}`,
          ] as [string, string],
        ]
      : []),
  ]
}

/** A number written as a number; any other text neutralised against spreadsheet formulas. */
export const csvValue = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? text : csvCell(text))

/**
 * The signed result: `#` lines stating the run, then a header and one row per line of the file, with each
 * expected figure beside the computed one, the difference and pass or flagged. Reading it back as a
 * scenario file is not its purpose: it is evidence, signed byte for byte (decision 0083).
 */
export function resultCsv(
  facts: RunFacts,
  inputNames: readonly string[],
  resultNames: readonly string[],
  outcomes: readonly ScenarioOutcome[],
): string {
  const comments = [
    '# Vendor review result (format vendor-review-result/1)',
    ...factLines(facts, outcomes).map(([label, value]) => `# ${label}: ${oneLine(value)}`),
    `# Verify: ${verifyCommand(resultFileName(facts, 'csv'))}`,
  ]
  const header = [
    'line',
    'scenario',
    'result',
    ...inputNames,
    ...resultNames.flatMap((name) => [
      `expected_${name}`,
      `computed_${name}`,
      `difference_${name}`,
      `tolerance_${name}`,
      `check_${name}`,
    ]),
    'problems',
  ]
  const rows = outcomes.map((row) => {
    const checks = new Map(row.checks.map((check) => [check.name, check]))
    return [
      String(row.line),
      row.scenario,
      row.status,
      ...inputNames.map((name) => row.inputs[name] ?? ''),
      ...resultNames.flatMap((name) => {
        const check = checks.get(name)
        if (!check) return ['', '', '', '', '']
        return [
          check.expected,
          figureAmount(check.computed) ?? check.computed,
          check.difference,
          check.tolerance,
          check.pass ? 'pass' : 'flagged',
        ]
      }),
      row.problems
        .map((problem) => `${problem.column ? `column ${problem.column.name}: ` : ''}${problem.message}`)
        .join(' '),
    ]
  })
  const lines = [...comments, header.join(','), ...rows.map((row) => row.map(csvValue).join(','))]
  return `${lines.join('\r\n')}\r\n`
}
