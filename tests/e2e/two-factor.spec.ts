import fs from 'node:fs/promises'
import { totp } from '../support/totp'
import { unique } from './accounts-support'
import type { Page } from '@playwright/test'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { password, signUpAndVerify } from './workspace-support'

const sizes = [
  [1280, 800],
  [390, 844],
] as const

// Two-factor sign-in (issue 34 §1): enrol with the QR code or the key shown as text, then sign in with a code.
// The recovery codes come once the code has turned it on, to copy, download as text or print (issue 48 §3).
test(
  'enrols in two-factor sign-in and signs in with a code from the authenticator',
  { tag: '@postgres' },
  async ({ browser }) => {
    const email = `two-factor-${unique()}@example.com`
    const page = await signUpAndVerify(browser, email)
    await page.goto('/account/two-factor')
    await hydrated(page)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' })
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100)
    const secret = (await page.getByTestId('totp-secret').textContent())!
    await expect(page.getByRole('heading', { name: 'Recovery codes' })).toHaveCount(0)
    // The sign-in's toast and this page's stack up, the one behind faded: scanned once they are gone (two
    // clean-clone runs read the faded one's text as low contrast).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    expect(await seriousAxeViolations(page)).toEqual([])
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height })
      await page.screenshot({ path: `/tmp/shots-identity/enrol-${width}.png`, fullPage: true })
    }
    await page.getByLabel('Authentication code').fill(totp(secret))
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByTestId('two-factor-state')).toContainText('On:')
    await recoveryCodesToKeep(page)

    const other = await (await browser.newContext()).newPage()
    await other.goto('/auth')
    await hydrated(other)
    await other.getByRole('tabpanel').getByLabel('Email').fill(email)
    await other.getByRole('tabpanel').getByLabel('Password').fill(password)
    await other.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(other).toHaveURL(/\/auth\/two-factor$/)
    await expect(other.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
    expect(await seriousAxeViolations(other)).toEqual([])
    for (const [width, height] of sizes) {
      await other.setViewportSize({ width, height })
      await other.screenshot({ path: `/tmp/shots-identity/sign-in-code-${width}.png` })
    }
    await hydrated(other)
    await other.getByLabel('Authentication code').fill(totp(secret))
    await other.getByRole('button', { name: 'Verify' }).click()
    // An account without a workspace lands on the spec's / (decision 0078; a member lands in the workspace,
    // workspace-navigation.spec.ts).
    await expect(other).toHaveURL(/\/$/)
    await expect(other.getByText('You have been signed in successfully.')).toBeVisible()
  },
)

/** The ten codes just shown: on the clipboard, in a text file and on paper, each with nothing else. */
async function recoveryCodesToKeep(page: Page) {
  const items = page.getByTestId('recovery-codes').getByRole('listitem')
  await expect(items).toHaveCount(10)
  const codes = await items.allTextContents()
  expect(new Set(codes).size).toBe(10)

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Recovery codes copied.')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied.split('\n').filter((line) => codes.includes(line))).toEqual(codes)

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download as text' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('brightline-recovery-codes.txt')
  expect(await fs.readFile((await download.path())!, 'utf8')).toBe(copied)

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await page.getByRole('button', { name: 'Print' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(items.first()).toBeVisible()
  await page.screenshot({ path: '/tmp/shots-edges/recovery-codes-print.png', fullPage: true })
  await page.emulateMedia({ media: 'screen' })

  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  expect(await seriousAxeViolations(page)).toEqual([])
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `/tmp/shots-edges/recovery-codes-${width}.png`, fullPage: true })
  }
}
