import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A word as poppler places it on the page: its box in points, from the page's top left. */
export interface Word {
  text: string
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface Page {
  number: number
  height: number
  words: Word[]
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/**
 * The layout of a PDF as a reader sees it, read by poppler's `pdftotext -bbox-layout` (poppler-utils): every
 * page with the box of each word drawn on it. Overprinted text, blank pages and page counts show here, where
 * the extracted text alone hides them.
 */
export function pdfLayout(pdf: Buffer): Page[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-layout-'))
  try {
    const file = join(dir, 'report.pdf')
    writeFileSync(file, pdf)
    const xml = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8' })
    return xml
      .split('<page ')
      .slice(1)
      .map((chunk, index) => ({
        number: index + 1,
        height: Number(/height="([\d.]+)"/.exec(chunk)?.[1] ?? 0),
        words: [
          ...chunk.matchAll(
            /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
          ),
        ].map((match) => ({
          x0: Number(match[1]),
          y0: Number(match[2]),
          x1: Number(match[3]),
          y1: Number(match[4]),
          text: unescape(match[5] ?? ''),
        })),
      }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Pairs of words on a page whose boxes cross by more than a point each way (text drawn over text). */
export function overlaps(page: Page): [Word, Word][] {
  const found: [Word, Word][] = []
  const words = [...page.words].sort((a, b) => a.y0 - b.y0)
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!
    for (let j = i + 1; j < words.length; j++) {
      const b = words[j]!
      if (b.y0 >= a.y1) break
      const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)
      const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
      if (width > 1 && height > 1) found.push([a, b])
    }
  }
  return found
}

/** The page's text line by line: words grouped by their baseline (within a point), left to right. */
export function pageLines(page: Page): string[] {
  const rows: Word[][] = []
  for (const word of [...page.words].sort((a, b) => a.y1 - b.y1 || a.x0 - b.x0)) {
    const row = rows.find((candidate) => Math.abs((candidate[0]?.y1 ?? 0) - word.y1) < 1)
    if (row) row.push(word)
    else rows.push([word])
  }
  return rows.map((row) =>
    row
      .sort((a, b) => a.x0 - b.x0)
      .map((word) => word.text)
      .join(' '),
  )
}
