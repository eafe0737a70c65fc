import { describe, expect, test } from 'vitest'
import { DEFAULT_BRAND } from '~/calculators/branding'
import { loadCalculatorModule } from '~/calculators/registry'
import mortgageExample from '~/calculators/mortgage/example'
import { pdfTextLines } from './pdf-text'
import { testSigning } from '../../../tests/support/receipts'
import { calculatorReport, reportPage } from './report.server'

const today = '2026-11-25'
const source = 'https://calculators.example/calculators/mortgage'

async function report(
  type: 'mortgage' | 'savings-goal' | 'loan',
  search: string,
  lang: 'en' | 'es',
  disclosure?: string,
  notes?: Record<string, string>,
) {
  const pdf = await calculatorReport({
    notes,
    type,
    search: `?${search}`,
    brand: { ...DEFAULT_BRAND, lang, color: '#7c2d12' },
    brandName: 'Acme Credit Union',
    disclosure,
    source,
    today,
    signing: testSigning(),
  })
  return { pdf, lines: pdfTextLines(pdf) }
}

describe('the PDF report', () => {
  test('mortgage: the worked example to the cent, inputs under their labels, the full schedule', async () => {
    const { pdf, lines } = await report('mortgage', mortgageExample.search, 'en')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    for (const figure of mortgageExample.results) expect(lines).toContain(figure)
    expect(lines).toContain('Acme Credit Union')
    expect(lines).toContain('Mortgage Calculator')
    expect(lines.join(' ')).toContain(`Prepared on November 25, 2026 from ${source}`)
    const price = lines.indexOf('Home price')
    expect(price).toBeGreaterThan(-1)
    expect(lines[price + 1]).toBe('$300,000')
    // Every one of the 360 payments, with the header cells and the last payment's zero balance.
    expect(lines).toContain('360')
    expect(lines).toContain('Balance')
    expect(lines.filter((line) => line === 'Month').length).toBeGreaterThan(5)
    expect(lines).toContain('Page 1 of ' + String(lines.filter((line) => line.startsWith('Page ')).length))
  })

  test('the same figures as the headline the page shows, in Spanish, with the client’s disclosure', async () => {
    const module = await loadCalculatorModule('mortgage')
    const figures = module.headline(new URLSearchParams(mortgageExample.search), 'es', today)
    const { lines } = await report('mortgage', mortgageExample.search, 'es', 'Acme CU, NMLS 12345.')
    for (const figure of figures) {
      expect(lines).toContain(figure.label)
      expect(lines).toContain(figure.value)
    }
    expect(lines).toContain('Sus datos')
    expect(lines).toContain('Acme CU, NMLS 12345.')
    expect(lines).not.toContain('Estimaciones solo ilustrativas')
  })

  test('prints the client’s disclosure with its placeholders filled from the report’s own figures', async () => {
    const module = await loadCalculatorModule('mortgage')
    const figures = module.headline(new URLSearchParams(mortgageExample.search), 'es', today)
    const payment = figures.find((figure) => figure.fills === 'payment')!.value
    const { lines } = await report(
      'mortgage',
      mortgageExample.search,
      'es',
      'Pago {payment}, {term}, APR {apr}.',
    )
    expect(lines).toContain(`Pago ${payment}, 30 años, APR 7%.`)
  })

  test('savings goal (no schedule table of months): inputs, figures, chart, the generic disclaimer', async () => {
    const module = await loadCalculatorModule('savings-goal')
    const example = (await import('~/calculators/savings-goal/example')).default
    const { lines } = await report('savings-goal', example.search, 'en')
    for (const figure of module.headline(new URLSearchParams(example.search), 'en', today))
      expect(lines).toContain(figure.value)
    expect(lines.some((line) => line.startsWith('Estimates for illustration only'))).toBe(true)
  })

  test('is tagged: structure tree, marked content, language and displayed title', async () => {
    const { pdf } = await report('mortgage', mortgageExample.search, 'en')
    const text = pdf.toString('latin1')
    expect(text).toContain('/StructTreeRoot')
    expect(text).toContain('/Marked true')
    expect(text).toContain('/Lang (en)')
    expect(text).toContain('/DisplayDocTitle true')
    for (const tag of ['/H1', '/Table', '/TH', '/TD', '/Figure']) expect(text).toContain(`/S ${tag}`)
  })

  test('inputs the calculator refuses give a report that says so, never a made-up figure', async () => {
    const { lines } = await report('mortgage', 'price=300000&down=300000', 'en')
    expect(lines.join(' ')).toContain('These inputs cannot be calculated')
    expect(lines).not.toContain('Month')
  })

  test('prints a rate from the client’s rate sheet with its date, as the page shows it (decision 0038)', async () => {
    const note = 'Rate as of November 20, 2026'
    const { lines } = await report('mortgage', mortgageExample.search, 'en', undefined, { rate: note })
    const rate = lines.findIndex((line) => line.startsWith('7%'))
    expect(lines.slice(rate, rate + 2).join(' ')).toContain(`7% (${note})`)
    const { lines: plain } = await report('mortgage', mortgageExample.search, 'en')
    expect(plain.join(' ')).not.toContain('Rate as of')
  })

  test('names the client’s page the visitor was on, never our frame’s address or its parameters', () => {
    const frame = 'https://calculators.example/embed/c/0123456789abcdef?height=auto&lang=es'
    expect(
      reportPage(`${frame}&page=${encodeURIComponent('https://www.acme.example/loans?utm=x#top')}`),
    ).toBe('https://www.acme.example/loans')
    expect(reportPage(frame)).toBeUndefined()
    expect(reportPage('https://calculators.example/embed/mortgage-calculator?color=%23000')).toBeUndefined()
    expect(reportPage(`${frame}&page=${encodeURIComponent(frame)}`)).toBeUndefined()
    expect(reportPage('https://www.acme.example/rates/?amount=1#x')).toBe('https://www.acme.example/rates/')
    expect(reportPage('javascript:alert(1)')).toBeUndefined()
    expect(reportPage('')).toBeUndefined()
  })

  test('a report without a known page says when it was prepared, and from nowhere', async () => {
    const pdf = await calculatorReport({
      type: 'loan',
      search: '?principal=10000&rate=8&months=10',
      brand: DEFAULT_BRAND,
      brandName: 'Acme Credit Union',
      source: 'https://calculators.example/embed/loan-calculator?height=auto',
      today,
      signing: testSigning(),
    })
    const text = pdfTextLines(pdf).join(' ')
    expect(text).toContain('Prepared on November 25, 2026')
    expect(text).not.toContain('Prepared on November 25, 2026 from')
    expect(text).not.toContain('height=auto')
  })

  test('compares the visitor’s saved scenarios as the page does', async () => {
    const scenarios = ['principal=10000&rate=8&months=10', 'principal=12000&rate=7.5&months=24']
    const query = scenarios.map((scenario) => `scenario=${encodeURIComponent(scenario)}`).join('&')
    const { lines } = await report('loan', `principal=10000&rate=8&months=10&${query}`, 'en')
    expect(lines).toContain('Scenarios: inputs')
    expect(lines).toContain('Scenarios: results')
    expect(lines).toContain('Scenario 2')
    expect(lines).toContain('$12,000')
    expect(lines).toContain('$540.00')
    expect(lines.join(' ')).toContain('Differences: Loan amount: $10,000 vs $12,000;')
    const { lines: single } = await report('loan', 'principal=10000&rate=8&months=10', 'en')
    expect(single).not.toContain('Scenarios: inputs')
  })
})
