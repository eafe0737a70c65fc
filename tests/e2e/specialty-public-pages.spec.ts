import type { Page } from '@playwright/test'
import { pdfTextLines } from '../../app/lib/reports/pdf-text'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { loanDefinition, offerToCatalogue } from './specialty-support'

/*
 * Issue 37 §2, decision 0064: a specialty calculator offered to the catalogue gets public pages, as the
 * registry's calculators have: its own page, where a visitor computes, and a card in the catalogue.
 */

const SHOTS = '/tmp/pages-shots'

async function shotsAndAxe(page: Page, name: string) {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true })
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${size.width}`,
    ).toBeLessThanOrEqual(size.width)
    expect(await seriousAxeViolations(page), `${name} at ${size.width}`).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('a catalogue specialty calculator has a public page that computes, and a card in the catalogue', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  const run = unique()
  const slug = `public_loan_${run}`
  const title = `Harbor loan ${run}`
  const admin = await offerToCatalogue(browser, 'pages-admin@brightline-e2e.test', {
    slug,
    definition: loanDefinition(slug, title),
  })
  await admin.context().close()

  // The visitor, signed out, on the calculator's page: its title, description meta and canonical address.
  const path = `/calculators/specialty/${slug}`
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('private, no-cache')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(`${title} | Brightline Digital`)
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(path)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /monthly payment/)

  // Their inputs, their result to the cent, and the disclaimer under it.
  const summary = page.getByTestId('result-summary')
  await expect(summary).toContainText('$489.15')
  await page.getByLabel('Loan amount', { exact: true }).fill('30000')
  await expect(summary).toContainText('$586.98')
  await expect(summary).not.toContainText('$489.15')
  await expect(page.getByText(/^Estimates for illustration only, not financial advice\./)).toBeVisible()
  await shotsAndAxe(page, 'specialty-page')
  // Its PDF report, computed by the version shown, with the visitor's figure.
  const href = await page.getByRole('link', { name: /Download PDF/ }).getAttribute('href')
  const report = await page.request.get(href!)
  expect(report.status()).toBe(200)
  const lines = pdfTextLines(Buffer.from(await report.body()))
  expect(lines).toContain('$586.98')
  expect(lines.join('\n')).toContain(title)

  // The catalogue shows its card beside the registry's, and the card leads to the page.
  await page.goto('/white-label-calculators')
  await hydrated(page)
  const specialty = page.getByRole('region', { name: 'Specialty calculators' })
  await expect(specialty.getByRole('heading', { name: title })).toBeVisible()
  await shotsAndAxe(page, 'catalogue')
  await specialty.getByRole('link', { name: `Try Calculator: ${title}` }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  // "How we check this" leads to its worked examples in the accuracy ledger.
  await page.getByRole('link', { name: 'How we check this' }).click()
  await expect(page).toHaveURL(/\/accuracy\/specialty#specialty-/)
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible()

  // The specialty catalogue's own page, server-rendered: the same card without JavaScript.
  await page.goto('/white-label-calculators/specialty')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await hydrated(page)
  await shotsAndAxe(page, 'specialty-catalogue')

  // An address no catalogue calculator has is the site's 404 page.
  const before = consoleErrors.length
  const missing = await page.goto('/calculators/specialty/no_such_calculator')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found | Brightline Digital')
  await hydrated(page)
  // The browser reports the 404 document itself as a failed resource; nothing else may fail.
  const after = consoleErrors.splice(before).filter((text) => !text.includes('404'))
  consoleErrors.push(...after)
})
