import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { password, signUpAndVerify } from './workspace-support'

const sizes = [
  [1280, 800],
  [390, 844],
] as const

/** Chromium's virtual authenticator on this page: a platform passkey that checks the user (decision 0065). */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
}

// Passkeys (issue 34 §1): enrol one on the account page, sign out, sign in with it alone, then remove it.
test('adds a passkey, signs in with it, and removes it', { tag: '@postgres' }, async ({ browser }) => {
  test.setTimeout(180_000)
  const email = `passkey-${unique()}@example.com`
  const page = await signUpAndVerify(browser, email)
  const credentials = await virtualAuthenticator(page)
  // Another browser signed in with the password: adding a passkey ends its session.
  const other = await (await browser.newContext()).newPage()
  const signedIn = await other.request.post('/api/auth/sign-in/email', { data: { email, password } })
  expect(signedIn.status()).toBe(200)

  await page.goto('/account/two-factor')
  await hydrated(page)
  const section = page.getByRole('region', { name: 'Passkeys' })
  await expect(section.getByTestId('no-passkeys')).toBeVisible()
  await section.getByLabel('Passkey name').fill('Work laptop')
  await section.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(section.getByTestId('passkeys').getByRole('listitem')).toHaveCount(1, { timeout: 30_000 })
  await expect(section.getByTestId('passkeys')).toContainText('Work laptop')
  await expect(section.getByTestId('passkeys')).toContainText('Added')
  expect(await credentials()).toHaveLength(1)
  await expect(page.getByText('Passkey "Work laptop" added.')).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    await section.screenshot({ path: `/tmp/passkey-shots/account-section-${width}.png` })
    await page.screenshot({ path: `/tmp/passkey-shots/account-page-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await other.goto('/account/two-factor')
  await expect(other).toHaveURL(/\/auth$/)

  await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('You have been signed out.')).toBeVisible()
  await page.goto('/auth')
  await hydrated(page)
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `/tmp/passkey-shots/sign-in-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  // The spec's sign-in: its toast, and /.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  await expect(page.getByText('You have been signed in successfully.')).toBeVisible()

  // Signed in seconds ago with the passkey: no password asked before removing it.
  await page.goto('/account/two-factor')
  await hydrated(page)
  await section.getByRole('button', { name: 'Remove the passkey Work laptop' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Remove the passkey "Work laptop"?')
  await page.screenshot({ path: `/tmp/passkey-shots/remove-dialog-1280.png` })
  await dialog.getByRole('button', { name: 'Remove passkey' }).click()
  await expect(section.getByTestId('no-passkeys')).toBeVisible()
  await expect(page.getByText('Passkey removed.')).toBeVisible()

  // The authenticator still holds the key, but the account no longer knows it.
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('You have been signed out.')).toBeVisible()
  await page.goto('/auth')
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByText('Error signing in')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/auth/)
})
