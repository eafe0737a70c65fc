import { describe, expect, test } from 'vitest'
import { DEFAULT_BRAND, type Lang } from '~/calculators/branding'
import type { CalculatorType } from '~/calculators/registry'
import { overlaps, pageLines, pdfLayout } from '../../../tests/support/pdf-layout'
import { captureCalculator } from './capture.server'
import { testSigning } from '../../../tests/support/receipts'
import { calculatorReport } from './report.server'
import { uiText } from '~/calculators/ui/ui-text'
import { printable } from './pdf-glyphs'
import { renderReportPdf } from './pdf.server'
import { reportText } from './report-text'

/*
 * The report as it is printed, read from its layout (poppler's pdftotext -bbox-layout), not only its text:
 * overprinted rows, blank pages and wrong page counts all keep the text intact (issue 33 §1).
 */

const today = '2026-11-25'
const MORTGAGE_30 = 'price=300000&down=30000&rate=7&years=30&tax=1.25&insurance=1200&pmi=0.6'
const DEBTS = 'budget=600&b1=4500&r1=24.99&m1=135&b2=1200&r2=19.9&m2=40&b3=9800&r3=7.5&m3=196'
const RETIREMENT =
  'age=30&retireAge=67&savings=10000&mode=percent&percent=10&salary=60000&match=3&return=6&returnAfter=4&inflation=2.5&withdrawal=3000'

interface Case {
  name: string
  type: CalculatorType
  search: string
  lang: Lang
  maxPages?: number
}

const cases: Case[] = [
  {
    name: 'loan, 10 months',
    type: 'loan',
    search: 'principal=10000&rate=8&months=10&start=2030-01-31',
    lang: 'en',
  },
  { name: 'loan, 84 months', type: 'loan', search: 'principal=25000&rate=6.5&months=84', lang: 'en' },
  { name: 'mortgage, 30 years', type: 'mortgage', search: MORTGAGE_30, lang: 'en', maxPages: 9 },
  { name: 'mortgage, 30 years, Spanish', type: 'mortgage', search: MORTGAGE_30, lang: 'es', maxPages: 9 },
  {
    name: 'mortgage, 15 years',
    type: 'mortgage',
    search: MORTGAGE_30.replace('years=30', 'years=15'),
    lang: 'en',
  },
  {
    name: 'CD, one year',
    type: 'cd',
    search: 'deposit=1000&rate=5.25&days=365&compounding=daily',
    lang: 'en',
  },
  { name: 'debt payoff, three debts', type: 'debt-payoff', search: DEBTS, lang: 'en' },
  { name: 'debt payoff, Spanish', type: 'debt-payoff', search: DEBTS, lang: 'es' },
  { name: 'retirement, 37 years', type: 'retirement', search: RETIREMENT, lang: 'en' },
  // Short reports whose closing lines used to begin a page of their own (issue 48 §3).
  { name: 'CD, 12 months', type: 'cd', search: '', lang: 'en', maxPages: 1 },
  { name: 'auto loan, 60 months', type: 'auto-loan', search: '', lang: 'en', maxPages: 2 },
  { name: 'RMD', type: 'rmd', search: '', lang: 'es', maxPages: 1 },
]

const printedCases = new Map<Case, ReturnType<typeof print>>()
/** Each case laid out once for all its tests. */
function printed(item: Case) {
  let result = printedCases.get(item)
  if (!result) printedCases.set(item, (result = print(item)))
  return result
}

async function print(item: Case) {
  const brand = { ...DEFAULT_BRAND, lang: item.lang, color: '#7c2d12' }
  const search = `?${item.search}`
  const [pdf, capture] = await Promise.all([
    calculatorReport({
      type: item.type,
      search,
      brand,
      brandName: 'Acme Credit Union',
      source: 'https://www.acme.example/loans',
      today,
      signing: testSigning(),
    }),
    captureCalculator({ type: item.type, search, brand, today }),
  ])
  const pages = pdfLayout(pdf)
  return { pages, capture, lines: pages.map(pageLines) }
}

// The receipt's line at the left of the footer, "Page N of M" at its right, on one baseline (decision 0049).
const receiptFooter = /^(Receipt|Recibo) [0-9a-f]{16} · (engine version|versión del motor) \d+ /
const footer =
  /^(Receipt|Recibo) [0-9a-f]{16} · (engine version|versión del motor) \d+ (Page|Página) \d+ (of|de) \d+$/

describe.each(cases)('the printed report: $name', (item) => {
  test('no text over other text, every page with content, "Page N of M" right', async () => {
    const { pages, lines } = await printed(item)
    expect(pages.length).toBeGreaterThan(0)
    if (item.maxPages) expect(pages.length).toBeLessThanOrEqual(item.maxPages)
    for (const page of pages) {
      const crossing = overlaps(page).map(([a, b]) => `p${page.number}: "${a.text}" × "${b.text}"`)
      expect(crossing.slice(0, 5)).toEqual([])
    }
    lines.forEach((pageText, index) => {
      const footers = pageText.filter((line) => footer.test(line))
      expect(footers.map((line) => line.replace(receiptFooter, ''))).toEqual([
        reportText[item.lang].page(index + 1, pages.length),
      ])
      expect(pageText.filter((line) => !footer.test(line)).length).toBeGreaterThan(0)
    })
  })

  test('each schedule row printed once, the header on every page it runs over, pages as full as they go', async () => {
    const { capture, lines } = await printed(item)
    for (const schedule of capture.schedules) {
      const header = schedule.columns.join(' ').split(' ')
      const rowPages = schedule.rows.map((cells) => {
        const text = cells.join(' ')
        const found = lines.flatMap((pageText, page) =>
          pageText.filter((line) => line === text).map(() => page),
        )
        expect(found, text).toHaveLength(1)
        return found[0]!
      })
      const onPage = new Map<number, number>()
      for (const page of rowPages) onPage.set(page, (onPage.get(page) ?? 0) + 1)
      const used = [...onPage.keys()]
      // Consecutive pages, each with the header row above its first row.
      expect(used).toEqual(used.map((_, index) => (used[0] ?? 0) + index))
      for (const page of used) {
        const pageText = lines[page]!
        const first = schedule.rows[rowPages.indexOf(page)]!.join(' ')
        // Header cells may wrap over two lines: every word of theirs above the page's first row.
        const above = new Set(pageText.slice(0, pageText.indexOf(first)).join(' ').split(' '))
        expect(
          header.filter((word) => !above.has(word)),
          `header on page ${page + 1}`,
        ).toEqual([])
      }
      // The page count the rows imply: every page between the first and the last is full.
      const counts = used.map((page) => onPage.get(page)!)
      const full = Math.max(...counts)
      expect(counts.slice(1, -1).every((count) => count === full)).toBe(true)
      expect(used.length).toBe(
        1 + Math.ceil(Math.max(0, schedule.rows.length - (counts[0] ?? 0)) / Math.max(1, full)),
      )
    }
  })
})

/** The line the closing disclosure starts with: the generic disclaimer, printed when no disclosure is given. */
const closingStart = (lang: Lang) => uiText[lang].disclaimer.split(' ').slice(0, 4).join(' ')

describe.each(cases)('the end of the printed report: $name', (item) => {
  test('the last page holds more than the disclosure and the receipt’s note', async () => {
    const { lines } = await printed(item)
    const last = lines.at(-1)!
    const closing = last.findIndex((line) => line.startsWith(closingStart(item.lang)))
    expect(closing, last.slice(0, 3).join(' | ')).toBeGreaterThan(0)
  })

  test('every word of every figure whole on one line', async () => {
    const { pages, capture } = await printed(item)
    const words = new Set(pages.flatMap((page) => page.words.map((word) => word.text)))
    const figures = [...capture.inputs, ...capture.figures].flatMap((pair) => pair.value.split(/\s+/))
    expect(figures.filter((word) => word && !words.has(printable(word)))).toEqual([])
  })
})

describe('a schedule that fills its last page', () => {
  // However many rows, the closing lines never stand alone on the last page: when they do not fit under the
  // last row, the last rows go over with them.
  test('keeps its last rows with the closing lines', async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => [
        String(index + 1),
        `$${(1000 + index).toLocaleString()}.00`,
      ])
    for (let count = 40; count <= 130; count += 2) {
      const pdf = await renderReportPdf({
        brandName: 'Acme Credit Union',
        color: '#7c2d12',
        accent: '#f59e0b',
        lang: 'en',
        title: 'Savings',
        date: today,
        capture: {
          inputs: [{ name: 'deposit', label: 'Deposit', value: '$1,000' }],
          figures: [{ label: 'Balance', value: '$1,000,000,000,000,000,000,000.00', main: true }],
          charts: [],
          schedules: [{ caption: 'Schedule', columns: ['Month', 'Balance'], rows: rows(count) }],
        },
      })
      const pages = pdfLayout(pdf)
      const last = pageLines(pages.at(-1)!)
      const closing = last.findIndex((line) => line.startsWith(closingStart('en')))
      expect(last[closing - 1], `${count} rows`).toMatch(/^\d+ \$[\d,]+\.00$/)
      expect(last.filter((line) => /^\d+ \$/.test(line)).length, `${count} rows`).toBeGreaterThan(0)
      // Every row once; the figure far wider than usual still whole, set smaller.
      const printedRows = pages.flatMap(pageLines).filter((line) => /^\d+ \$[\d,]+\.00$/.test(line))
      expect(printedRows).toHaveLength(count)
      expect(pages[0]!.words.map((word) => word.text)).toContain('$1,000,000,000,000,000,000,000.00')
    }
    // 46 reports, each read back by pdftotext (a process each): 1.2 s on a quiet machine, past Vitest's 30 s
    // beside three browsers at load 15 (2026-11-29). The work is bounded; the limit is for a hang.
  }, 180_000)
})

describe('the receipt’s lines', () => {
  test.each(cases.filter((item) => item.type === 'mortgage'))(
    '$name: the footer names the receipt clear of the page number, below all content; "Check these figures" printed once',
    async (item) => {
      const { pages, lines } = await printed(item)
      const [receipt, page] = item.lang === 'es' ? ['Recibo', 'Página'] : ['Receipt', 'Page']
      for (const each of pages) {
        const baseline = each.words.find((word) => word.text === page)!
        const footerWords = each.words.filter((word) => Math.abs(word.y1 - baseline.y1) < 1)
        const left = footerWords.filter((word) => word.x1 < baseline.x0)
        expect(left[0]?.text).toBe(receipt)
        // A clear gap between the receipt's line and the page number, and nothing of the content below it.
        expect(baseline.x0 - Math.max(...left.map((word) => word.x1))).toBeGreaterThan(20)
        const content = each.words.filter((word) => !footerWords.includes(word))
        expect(Math.max(...content.map((word) => word.y1))).toBeLessThan(baseline.y0 - 4)
        expect(overlaps(each)).toEqual([])
      }
      const check = item.lang === 'es' ? 'Compruebe estas cifras:' : 'Check these figures:'
      expect(lines.flat().filter((line) => line.startsWith(check))).toHaveLength(1)
    },
  )
})

describe('what the report says', () => {
  test('the payoff order reads with an arrow the font has, never "!’"', async () => {
    const { lines } = await printed(cases.find((item) => item.type === 'debt-payoff')!)
    const text = lines.flat().join('\n')
    expect(text).not.toContain('!’')
    expect(text).toContain('Debt 1 (month 15) › Debt 2 (month 17) › Debt 3 (month 30)')
  })

  test('a Spanish report is Spanish throughout (usted), and names the page the visitor was on', async () => {
    const { lines } = await printed(cases.find((item) => item.lang === 'es' && item.type === 'mortgage')!)
    const text = lines.flat().join('\n')
    expect(text).toContain('Sus datos')
    // The US Spanish glossary: APR is "tasa de porcentaje anual (APR)", never Spain's "TAE".
    expect(text).toContain('Tasa de porcentaje anual (APR %)')
    expect(text).not.toContain('TAE')
    expect(text).toContain('Resultados')
    expect(text).toContain('Preparado el 25 de noviembre de 2026 desde https://www.acme.example/loans')
    for (const english of ['Your inputs', 'Results', 'Prepared', 'Page ', 'Tus datos'])
      expect(text).not.toContain(english)
  })
})
