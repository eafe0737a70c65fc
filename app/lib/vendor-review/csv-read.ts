/** One record of a CSV file: its cells and the line of the file it starts on (1-based). */
export interface CsvRecord {
  line: number
  cells: string[]
}

export type CsvRead = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string }

/**
 * RFC 4180 as spreadsheets write it: comma-separated, fields in double quotes may hold commas, quotes ("")
 * and line breaks; CRLF or LF. A leading byte-order mark is dropped, blank lines are skipped. The one thing
 * that stops the read is a quoted field never closed: nothing after it can be told apart.
 */
export function readCsv(text: string): CsvRead {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const records: CsvRecord[] = []
  let line = 1
  let index = 0
  while (index < source.length) {
    const start = line
    const cells: string[] = []
    let cell = ''
    let ended = false
    while (!ended) {
      if (source[index] === '"' && cell === '') {
        const close = closingQuote(source, index + 1)
        if (close === -1) return { ok: false, line: start, message: 'A quoted cell is never closed.' }
        const quoted = source.slice(index + 1, close)
        line += countBreaks(quoted)
        cell = quoted.replaceAll('""', '"')
        index = close + 1
        const next = source[index]
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
          return { ok: false, line, message: 'A quoted cell is followed by text before the next comma.' }
      }
      const char = source[index]
      if (char === ',') {
        cells.push(cell)
        cell = ''
        index++
      } else if (char === '\n' || char === '\r' || char === undefined) {
        cells.push(cell)
        index += char === '\r' && source[index + 1] === '\n' ? 2 : char === undefined ? 0 : 1
        if (char !== undefined) line++
        ended = true
      } else {
        cell += char
        index++
      }
    }
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: start, cells })
  }
  return { ok: true, records }
}

/** The index of the quote that closes a quoted field opened before `from` ("" is an escaped quote). */
function closingQuote(source: string, from: number): number {
  let at = from
  for (;;) {
    const quote = source.indexOf('"', at)
    if (quote === -1) return -1
    if (source[quote + 1] !== '"') return quote
    at = quote + 2
  }
}

function countBreaks(text: string): number {
  return (text.match(/\r\n|\r|\n/g) ?? []).length
}
