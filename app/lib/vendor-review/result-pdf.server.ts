import { drawBrandHeader } from '~/lib/reports/pdf-brand.server'
import { openLetterPdf } from '~/lib/reports/pdf-letter.server'
import { drawFooters } from '~/lib/reports/pdf-footer.server'
import { printable } from '~/lib/reports/pdf-glyphs'
import { heading, INK, PAGE, paragraph } from '~/lib/reports/pdf-page.server'
import { drawPairs } from '~/lib/reports/pdf-summary.server'
import { drawTable } from '~/lib/reports/pdf-table.server'
import type { FigureCheck, ScenarioOutcome } from './outcome'
import { counts, factLines, resultFileName, verifyCommand, type RunFacts } from './result-csv'

const BLUE = '#075985'
const MAX_INPUT_COLUMNS = 6
const FIGURE = 'Line (scenario): figure'

/**
 * The figure a check compares, where it is: 'Line 4 (LOS-1002): Row 12 balance'. Drawn as the table's first
 * column, which wraps: a bank's long reference or a schedule column's label ('Row 1 (age 75) balance Dec 31
 * prior year') would run into the next cell in a one-line column (decision 0093).
 */
const figureOf = (row: ScenarioOutcome, check: FigureCheck) =>
  printable(`Line ${row.line}${row.scenario ? ` (${row.scenario})` : ''}: ${check.label}`)

/**
 * The run as a tagged, text-based PDF: what was run, the counts, every flagged figure with its difference,
 * every refused line, then each scenario's figures. Signed as a whole by a detached signature (decision 0083),
 * so it states the key and the command rather than carrying its own signature.
 */
export async function resultPdf(
  facts: RunFacts,
  outcomes: readonly ScenarioOutcome[],
  /** The inputs the file gave (its other inputs took the calculator's defaults); the CSV has every one. */
  givenInputs: readonly string[],
): Promise<Buffer> {
  const title = printable(`Vendor review: ${facts.calculator}`)
  const { doc, sheet, width, finish } = await openLetterPdf(
    {
      Title: title,
      Author: 'Brightline Digital',
      Subject: `Scenario run ${facts.id}`,
      CreationDate: new Date(facts.ranAt),
    },
    BLUE,
  )

  drawBrandHeader(sheet, {
    company: printable(facts.workspace),
    title,
    prepared: `Run ${facts.ranAt.replace('T', ' ').slice(0, 19)} UTC by ${printable(facts.by)}`,
  })
  const total = counts(outcomes)
  drawPairs(
    sheet,
    'Result',
    [
      { label: 'Passed', value: String(total.passed), main: false },
      { label: 'Flagged', value: String(total.flagged) },
      { label: 'Refused lines', value: String(total.refused) },
    ],
    3,
  )
  heading(sheet, 'The run', 40)
  for (const [label, value] of factLines(facts, outcomes))
    paragraph(sheet, printable(`${label}: ${value}`), { size: 9, color: INK.text })
  doc.moveDown(0.8)

  const flagged = outcomes.flatMap((row) =>
    row.checks
      .filter((check) => !check.pass)
      .map((check) => [
        figureOf(row, check),
        printable(check.expected),
        printable(check.computed),
        check.difference,
        check.tolerance || 'cent',
      ]),
  )
  if (flagged.length > 0)
    drawTable(
      sheet,
      {
        caption: 'Flagged figures',
        columns: [FIGURE, 'Expected', 'Computed', 'Difference', 'Tolerance'],
        rows: flagged,
      },
      { labels: true },
    )
  const refused = outcomes.flatMap((row) =>
    row.problems.map((problem) => [
      String(problem.line),
      problem.column ? `${problem.column.index} (${printable(problem.column.name)})` : '',
      printable(problem.message),
    ]),
  )
  if (refused.length > 0) {
    heading(sheet, 'Refused lines', 40)
    for (const [line, column, message] of refused)
      paragraph(sheet, `Line ${line}${column ? `, column ${column}` : ''}: ${message}`, {
        size: 9,
        color: INK.text,
      })
    doc.moveDown(0.8)
  }
  const all = outcomes.flatMap((row) =>
    row.checks.map((check) => [
      figureOf(row, check),
      printable(check.expected),
      printable(check.computed),
      check.difference,
      check.pass ? 'pass' : 'FLAGGED',
    ]),
  )
  drawTable(
    sheet,
    {
      caption: 'Every figure compared',
      columns: [FIGURE, 'Expected', 'Computed', 'Difference', 'Result'],
      rows: all,
    },
    { labels: true },
  )
  const shownInputs = givenInputs.slice(0, MAX_INPUT_COLUMNS)
  drawTable(sheet, {
    caption:
      givenInputs.length > shownInputs.length
        ? `Inputs (the first ${MAX_INPUT_COLUMNS} columns; the CSV has every input)`
        : 'Inputs',
    columns: ['Line', 'Scenario', ...shownInputs],
    rows: outcomes
      .filter((row) => row.status !== 'refused')
      .map((row) => [
        String(row.line),
        printable(row.scenario),
        ...shownInputs.map((name) => printable(row.inputs[name] ?? '')),
      ]),
  })
  heading(sheet, 'Verify this file', 40)
  paragraph(
    sheet,
    `This PDF is signed as it is, byte for byte, with Ed25519 (key ${facts.keyId}); the signature is the file ${resultFileName(facts, 'pdf')}.sig beside it. With the public key from /.well-known/brightline-receipt-key.pem saved as key.pem:`,
    { size: 9, color: INK.text },
  )
  paragraph(sheet, verifyCommand(resultFileName(facts, 'pdf')), { size: 8, color: INK.text })
  drawFooters(
    doc,
    (number, count) => `Page ${number} of ${count}`,
    { left: PAGE.margin, right: PAGE.margin + width },
    `Run ${facts.id.slice(0, 8)} · input SHA-256 ${facts.inputSha256.slice(0, 16)}`,
  )
  return finish()
}
