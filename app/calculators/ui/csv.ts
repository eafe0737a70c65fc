import type { Decimal } from '../money'

/** A Decimal cell (an engine's exact money) is written with all its digits, never through a double. */
export type CsvCell = string | number | Decimal

// Leading =, +, -, @ make spreadsheets evaluate a cell as a formula; text cells starting so are quoted with '.
const FORMULA_START = /^[=+\-@\t\r]/

function escapeCell(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : ''
  if (typeof cell !== 'string') return cell.isFinite() ? cell.toFixed() : ''
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** RFC 4180 CSV: a header row then one line per row, CRLF line endings. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(escapeCell).join(',')).join('\r\n') + '\r\n'
}

/** Saves text as a file through a temporary object URL (browser only). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
