import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { expect, hydrated } from './fixtures'
import { adminPage } from './workspace-support'

/** The loan example definition under another id and English name (a run's own calculator). */
export function loanDefinition(slug: string, title: string) {
  return readFileSync('app/lib/formulas/examples/loan.json', 'utf8')
    .replace('"id": "loan"', `"id": "${slug}"`)
    .replace('"en": "Loan payment"', `"en": "${title}"`)
}

/**
 * An admin (one of the server's ADMIN_EMAILS) imports `definition` in /admin/calculators and publishes version
 * 1 offered to the catalogue; `beforePublish` sees the builder first. Returns the admin's page, signed in.
 */
export async function offerToCatalogue(
  browser: Browser,
  adminEmail: string,
  { slug, definition }: { slug: string; definition: string },
  beforePublish?: (admin: Page) => Promise<void>,
) {
  const admin = await adminPage(browser, adminEmail)
  await admin.goto('/admin/calculators')
  await hydrated(admin)
  await admin.getByLabel('JSON file').setInputFiles({
    name: `${slug}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(definition),
  })
  await admin.getByRole('button', { name: 'Create' }).click()
  await expect(admin).toHaveURL(/\/admin\/calculators\/[0-9a-f-]{36}$/)
  await hydrated(admin)
  const preview = admin.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('definition').first()).toHaveText('$489.15')
  await beforePublish?.(admin)
  await admin.getByLabel('Offered to').selectOption('catalogue')
  await admin.getByRole('button', { name: 'Publish version 1' }).click()
  await expect(admin.getByRole('list', { name: 'Versions, newest first' })).toContainText(
    /Version 1: published .*, offered to every workspace/,
  )
  return admin
}

/**
 * Full-page screenshots of `page` at 1280x800 and 390x844 (`<dir>/<name>-<width>.png`), each checked for
 * nothing wider than the window; the page is left at 1280x800.
 */
export async function desktopAndPhoneShots(page: Page, dir: string, name: string) {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `${dir}/${name}-${size.width}.png`, fullPage: true })
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${size.width}`,
    ).toBeLessThanOrEqual(size.width)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}
