import { inflateSync } from 'node:zlib'

/**
 * The text drawn in a PDF made by pdfkit with its standard fonts: each content stream inflated, each TJ
 * array's hex strings decoded (WinAnsi; pdfkit splits a line at kerning pairs) and joined, one line per TJ.
 * For tests: what a reader would extract, without a PDF library.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  const streams = /stream\r?\n/g
  let match: RegExpExecArray | null
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length
    const end = source.indexOf('endstream', start)
    let content: string
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      content = source.slice(start, end)
    }
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('')
      lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines
}
