/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, tab and carriage return. */
const formulaStart = /^[=+\-@\t\r]/

/** One CSV cell: neutralised against formulas, quoted when it holds a quote, comma, line break or edge space. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? ''
  if (formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** RFC 4180 text (CRLF line ends) with a byte-order mark so that spreadsheets read UTF-8. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
