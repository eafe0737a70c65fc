import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import {
  clickIntent,
  createCalculator,
  openWorkspacePage,
  publishedId,
  signUpAndVerify,
} from './workspace-support'

// Issue 46 §2 (decision 0092): an owner switches the workspace to credit-union wording on the Brand page; its
// published CD calculator then says "Dividend rate" and "Share certificate", in English and in Spanish.
// Screenshots go to /tmp/shots-cuwording/ for a person to look at.
const shots = '/tmp/shots-cuwording'
const sizes = [
  [1280, 800],
  [390, 844],
] as const

async function publish(owner: Page, revision: number) {
  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText(`Revision ${revision}: Draft`)
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText(`Revision ${revision}: Published`)
}

async function readEmbed(
  page: Page,
  publicId: string,
  words: { title: string; rate: string; earned: string },
  lang: string,
) {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    await page.goto(`/embed/c/${publicId}`)
    await hydrated(page)
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible()
    await expect(page.getByLabel(words.rate, { exact: true })).toBeVisible()
    await expect(page.getByText(words.earned, { exact: true }).first()).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/embed-${lang}-${width}.png`, fullPage: true })
  }
}

test('a credit union switches its CD calculator to dividend rate and share certificate, in English and Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  fs.mkdirSync(shots, { recursive: true })
  const run = unique()
  const owner = await signUpAndVerify(browser, `cu-${run}@example.com`)
  await createCalculator(owner, `Prairie Credit Union ${run}`, `Certificates ${run}`, 'cd')
  const editor = owner.url()
  await publish(owner, 2)
  const publicId = await publishedId(owner)

  // Before: the calculator's own words.
  await page.goto(`/embed/c/${publicId}`)
  await expect(page.getByRole('heading', { name: 'CD Calculator', level: 1 })).toBeVisible()

  await openWorkspacePage(owner, 'Brand')
  await hydrated(owner)
  await owner.getByLabel(/Use credit-union wording in the calculators/).check()
  await owner.getByRole('button', { name: 'Save wording' }).click()
  await expect(
    owner.getByText('Credit-union wording on: your published calculators say it now.'),
  ).toBeVisible()
  await expect(owner.getByLabel(/Use credit-union wording in the calculators/)).toBeChecked()
  for (const [width, height] of sizes) {
    await owner.setViewportSize({ width, height })
    expect(await seriousAxeViolations(owner)).toEqual([])
    await owner.screenshot({ path: `${shots}/brand-page-${width}.png`, fullPage: true })
  }

  await readEmbed(
    page,
    publicId,
    { title: 'Share Certificate Calculator', rate: 'Dividend rate (%)', earned: 'Dividends earned' },
    'en',
  )

  await owner.setViewportSize({ width: 1280, height: 800 })
  await owner.goto(editor)
  await owner.getByLabel('Language').selectOption('es')
  await publish(owner, 3)
  await readEmbed(
    page,
    publicId,
    {
      title: 'Calculadora de certificados de ahorro',
      rate: 'Tasa de dividendos (%)',
      earned: 'Dividendos ganados',
    },
    'es',
  )
})
