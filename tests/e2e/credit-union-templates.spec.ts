import { readFileSync, writeFileSync } from 'node:fs'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { desktopAndPhoneShots } from './specialty-support'
import { adminPage } from './workspace-support'

// Issue 46 §2: the eight credit-union templates are offered in the admin's "Or start from" list; three of them
// (the longest forms) are published here with their worked examples passing, listed on /accuracy/specialty and
// opened as a visitor's page. All eight publish in tests/integration/credit-union-templates.test.ts: publishing
// them all here would add every case to the /accuracy page that accuracy.spec.ts reads whole with axe. Each run
// publishes under its own ids (a template's own id can be published once per database).
const SHOTS = '/tmp/template-shots'
const TEMPLATES = [
  ['share-certificate', 'Share certificate (dividends and APY)'],
  ['certificate-ladder', 'Share certificate ladder'],
  ['skip-a-payment', 'Skip-a-payment (fee vs extra interest)'],
  ['share-secured-loan', 'Share-secured loan'],
  ['heloc-interest-only', 'HELOC: interest-only draw, then repayment'],
  ['holiday-club', 'Holiday club savings'],
  ['debt-consolidation', 'Debt consolidation loan'],
  ['rent-vs-buy', 'Rent or buy'],
] as const
const PUBLISHED = [
  { file: 'heloc-interest-only', headline: '$354.17' },
  { file: 'debt-consolidation', headline: '$238.62' },
  { file: 'rent-vs-buy', headline: '$35,110.35' },
] as const

interface Template {
  id: string
  name: { en: string }
  examples: { expected: Record<string, number> }[]
}

test('the admin lists the eight templates; three publish, the ledger lists them passing, visitors use them', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000)
  const run = unique().slice(-8)
  const admin = await adminPage(browser, 'ledger-admin@brightline-e2e.test')
  await admin.goto('/admin/calculators')
  await hydrated(admin)
  const starters = admin.getByLabel('Or start from')
  for (const [, label] of TEMPLATES)
    await expect(starters.locator('option', { hasText: label })).toHaveCount(1)

  const published: { file: string; title: string; slug: string; figures: number; headline: string }[] = []
  for (const { file, headline } of PUBLISHED) {
    const template = JSON.parse(readFileSync(`app/lib/formulas/examples/${file}.json`, 'utf8')) as Template
    const title = `${template.name.en} ${run}`
    const definition = { ...template, id: `${template.id}_${run}`, name: { ...template.name, en: title } }
    await admin.goto('/admin/calculators')
    await hydrated(admin)
    await admin.getByLabel('JSON file').setInputFiles({
      name: `${file}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(definition)),
    })
    await admin.getByRole('button', { name: 'Create' }).click()
    await expect(admin).toHaveURL(/\/admin\/calculators\/[0-9a-f-]{36}$/)
    await hydrated(admin)
    await admin.getByLabel('Offered to').selectOption('catalogue')
    await admin.getByRole('button', { name: 'Publish version 1' }).click()
    await expect(admin.getByRole('list', { name: 'Versions, newest first' })).toContainText(
      /Version 1: published .*, offered to every workspace/,
    )
    const figures = template.examples.reduce((sum, each) => sum + Object.keys(each.expected).length, 0)
    published.push({ file, title, slug: definition.id, figures, headline })
  }
  await admin.context().close()

  // A signed-out visitor reads the ledger's page of its own.
  await page.goto('/accuracy/specialty')
  for (const { title, figures } of published) {
    const section = page.getByRole('region', { name: title })
    await expect(section).toContainText(`${figures} of ${figures} expected figures passing`)
    await expect(section.getByText('Fail', { exact: true })).toHaveCount(0)
  }
  expect(await seriousAxeViolations(page)).toEqual([])
  const heloc = page.getByRole('region', { name: published[0]!.title })
  await expect(heloc).toContainText('$66.67')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 })
    await heloc.evaluate((element) => element.scrollIntoView())
    await page.screenshot({ path: `${SHOTS}/ledger-heloc-${width}.png` })
  }
  await desktopAndPhoneShots(page, SHOTS, 'ledger-templates')

  // A visitor's page of each at its defaults, and the HELOC's PDF report.
  for (const { file, title, slug, headline } of published) {
    await page.goto(`/calculators/specialty/${slug}`)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByTestId('result-summary')).toContainText(headline)
    expect(await seriousAxeViolations(page)).toEqual([])
    await desktopAndPhoneShots(page, SHOTS, `page-${file}`)
  }
  await page.goto(`/calculators/specialty/${published[0]!.slug}`)
  const href = await page.getByRole('link', { name: /Download PDF/ }).getAttribute('href')
  const report = await page.request.get(href!)
  expect(report.status()).toBe(200)
  writeFileSync(`${SHOTS}/heloc-report.pdf`, Buffer.from(await report.body()))
})
