import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, hydrated, test } from './fixtures'
import { pdfLines, sharedLink } from './visitor-tools-support'

// Share, compare and the PDF report (decision 0028) on a calculator with a schedule (mortgage) and one without
// (savings goal), in English and Spanish, on our pages, the plain embed and a client's page through the loader.

const MORTGAGE = 'price=300000&down=30000&rate=7&years=30&tax=1.25&insurance=1200&pmi=0.6'
const SAVINGS = 'goal=10000&savings=1000&deposit=250&rate=4&months=24'

let server: http.Server
let clientOrigin: string

test.beforeAll(async ({ baseURL }) => {
  server = http.createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://client').pathname !== '/rates') {
      response.writeHead(204).end()
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rates</title></head>
<body><h1>Our rates</h1><div data-calculator="mortgage" data-color="#0f766e"></div>
<script async src="${baseURL}/embed.js"></script></body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  clientOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

test('mortgage page: two scenarios compared, shared by link, and the PDF with the page’s figures', async ({
  page,
}) => {
  await page.goto(`/calculators/mortgage?${MORTGAGE}`)
  const frame = page.frameLocator('iframe[title="Mortgage Calculator"]')
  await hydrated(frame)
  await frame.getByRole('button', { name: 'Add scenario' }).click()
  await frame.getByLabel('Loan term (years)', { exact: true }).fill('15')
  await frame.getByRole('button', { name: 'Add scenario' }).click()
  const table = frame.getByRole('table', { name: 'Scenarios' })
  await expect(table.getByRole('columnheader', { name: /Scenario 2/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /Total monthly payment/ })).toContainText('$2,343.82')
  await expect(frame.getByTestId('scenario-differences')).toHaveText('Loan term (years): 30 vs 15')

  const link = await sharedLink(frame, /Copy link/)
  expect(link).toContain('/calculators/mortgage?')
  expect(new URL(link).searchParams.getAll('scenario')).toHaveLength(2)

  const lines = await pdfLines(page, frame, /Download PDF/)
  // The same figures to the cent as the page shows.
  const shown = await frame.getByTestId('result-summary').locator('dd').allTextContents()
  expect(shown.length).toBeGreaterThan(5)
  for (const value of shown) expect(lines).toContain(value)
  expect(lines).toContain('Mortgage Calculator')
  // The whole 15-year schedule: its last payment's row.
  expect(lines).toContain('180')

  // The shared link opens the same comparison.
  await page.goto(link)
  const reopened = page.frameLocator('iframe[title="Mortgage Calculator"]')
  await expect(reopened.getByTestId('scenario-differences')).toHaveText('Loan term (years): 30 vs 15')
  await expect(reopened.getByLabel('Loan term (years)', { exact: true })).toHaveValue('15')
})

test('savings goal embed in Spanish: scenario, link and PDF in Spanish, no schedule needed', async ({
  page,
}) => {
  await page.goto(`/embed/savings-goal-calculator?${SAVINGS}&lang=es`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Añadir escenario' }).click()
  await expect(page.getByRole('table', { name: 'Escenarios' })).toContainText('$10,104.37')
  const link = await sharedLink(page, /Copiar enlace/)
  expect(link).toContain('/embed/savings-goal-calculator?')
  expect(new URL(link).searchParams.get('lang')).toBe('es')
  const lines = await pdfLines(page, page, /Descargar PDF/)
  expect(lines).toContain('Sus datos')
  expect(lines).toContain('$10,104.37')
  expect(lines).toContain('$357.50')
  // The saved scenario is compared in the PDF too (decision 0044).
  expect(lines).toContain('Escenarios: datos')
  expect(lines).toContain('Escenario 1')
  await page.getByRole('button', { name: 'Quitar el escenario 1' }).click()
  await expect(page.getByTestId('scenario-comparison')).toHaveCount(0)
})

test('a client’s page: the link leads back to it, its bl_mortgage parameter fills the frame', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${clientOrigin}/rates`)
  const frame = page.frameLocator('iframe[title="Mortgage Calculator"]')
  await hydrated(frame)
  await frame.getByLabel('Loan term (years)', { exact: true }).fill('15')
  await frame.getByRole('button', { name: 'Add scenario' }).click()
  const link = await sharedLink(frame, /Copy link/)
  const url = new URL(link)
  expect(url.origin + url.pathname).toBe(`${clientOrigin}/rates`)
  const inputs = new URLSearchParams(url.searchParams.get('bl_mortgage') ?? '')
  expect(inputs.get('years')).toBe('15')
  expect(inputs.has('color')).toBe(false)

  await page.goto(link)
  const reopened = page.frameLocator('iframe[title="Mortgage Calculator"]')
  await expect(reopened.getByLabel('Loan term (years)', { exact: true })).toHaveValue('15')
  await expect(reopened.getByRole('table', { name: 'Scenarios' })).toBeVisible()
  expect(await page.locator('iframe').getAttribute('src')).toContain('color=%230f766e')
  const lines = await pdfLines(page, reopened, /Download PDF/, baseURL)
  expect(lines).toContain('Loan term (years)')
  expect(lines[lines.indexOf('Loan term (years)') + 1]).toBe('15')
})
