import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { adminPage } from './workspace-support'

const SHOTS = '/tmp/shots-builder'

/** Axe finds nothing serious, and nothing is wider than the window (no sideways scrolling at 390 px). */
async function looksRight(page: Page, name: string) {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    expect(await seriousAxeViolations(page), `${name} at ${size.width}`).toEqual([])
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true })
    // Names what sticks out past the window's right edge, so a failure says where to look.
    const wider = await page.evaluate(() =>
      document.documentElement.scrollWidth <= window.innerWidth
        ? []
        : [...document.querySelectorAll('main *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
    )
    expect(wider, `${name} at ${size.width}`).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

// Issue 37 §1: an admin imports a definition, sees it compute to the cent, and publishes it once proven.
test('an admin imports the loan definition, previews its monthly payment to the cent and publishes version 1', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const id = `loan_${unique()}`
  const loan = readFileSync('app/lib/formulas/examples/loan.json', 'utf8').replace(
    '"id": "loan"',
    `"id": "${id}"`,
  )
  const admin = await adminPage(browser, 'builder-admin@brightline-e2e.test')
  await admin.goto('/admin/calculators')
  await hydrated(admin)
  await expect(
    admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calculators' }),
  ).toHaveAttribute('aria-current', 'page')
  await looksRight(admin, 'calculators-list')

  await admin.getByLabel('JSON file').setInputFiles({
    name: 'loan.json',
    mimeType: 'application/json',
    buffer: Buffer.from(loan),
  })
  await admin.getByRole('button', { name: 'Create' }).click()
  await expect(admin).toHaveURL(/\/admin\/calculators\/[0-9a-f-]{36}$/)
  await expect(admin.getByRole('heading', { name: 'Loan payment', level: 2 })).toBeVisible()
  await hydrated(admin)

  const preview = admin.getByRole('region', { name: 'Preview' })
  const payment = preview.getByRole('definition').first()
  await expect(payment).toHaveText('$489.15')
  await preview.getByLabel('Loan amount').fill('30,000')
  await expect(payment).toHaveText('$586.98')
  await expect(preview.getByText('Results for the inputs you typed')).toBeVisible()

  const examples = admin.getByRole('list', { name: 'Worked examples' }).getByRole('listitem')
  await expect(examples).toHaveCount(2)
  await expect(examples.getByText('Pass', { exact: true })).toHaveCount(2)
  await looksRight(admin, 'calculator-editor')

  const publish = admin.getByRole('button', { name: 'Publish version 1' })
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect(admin.getByText('Version 1 is published. Save an edit to make version 2.')).toBeVisible()
  await expect(admin.getByRole('list', { name: 'Versions, newest first' })).toContainText(
    'Version 1: published',
  )
  await expect(publish).toBeDisabled()

  await admin.goto('/admin/calculators')
  await expect(admin.getByRole('list', { name: 'Specialty calculators' })).toContainText(id)
})
