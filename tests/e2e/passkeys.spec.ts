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

/**
 * A browser without passkeys in autofill (no conditional mediation): Chromium's virtual authenticator answers
 * the sign-in page's autofill request at once, which would sign in before the button is pressed.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false)
  })
}

// Passkeys (issue 34 §1): enrol one on the account page, sign out, sign in with it alone (the button, in a
// browser without autofill), then remove it.
test('adds a passkey, signs in with it, and removes it', { tag: '@postgres' }, async ({ browser }) => {
  test.setTimeout(180_000)
  const email = `passkey-${unique()}@example.com`
  const page = await signUpAndVerify(browser, email)
  const credentials = await virtualAuthenticator(page)
  await withoutAutofill(page)
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

/** What the browser said on `page` that a careful reviewer would call an error (contexts of our own: no fixture). */
function consoleErrorsOf(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('You have been signed out.')).toBeVisible()
}

async function addPasskey(page: Page, name: string) {
  await page.goto('/account/two-factor')
  await hydrated(page)
  const section = page.getByRole('region', { name: 'Passkeys' })
  await section.getByLabel('Passkey name').fill(name)
  await section.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(section.getByTestId('passkeys')).toContainText(name, { timeout: 30_000 })
  return section
}

// Decision 0065, its open point: a passkey's name can change after it is added, by keyboard, for the owner only.
test('renames a passkey: the new name after a reload, nothing of it for another account', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await signUpAndVerify(browser, `passkey-rename-${unique()}@example.com`)
  const errors = consoleErrorsOf(page)
  await virtualAuthenticator(page)
  const section = await addPasskey(page, 'Work laptop')
  const rename = section.getByRole('button', { name: 'Rename the passkey Work laptop' })
  await expect(rename).toHaveAttribute('aria-expanded', 'false')

  // Escape closes the form and gives the focus back.
  await rename.focus()
  await page.keyboard.press('Enter')
  const form = section.getByRole('form', { name: 'Rename the passkey Work laptop' })
  const field = form.getByLabel('New name')
  await expect(field).toBeFocused()
  await expect(rename).toHaveAttribute('aria-expanded', 'true')
  await expect(form).toContainText('Up to 60 characters.')
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(rename).toBeFocused()

  // A blank name is refused in the page, with the schema's message beside the field.
  await page.keyboard.press('Enter')
  await field.fill('   ')
  await page.keyboard.press('Enter')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('alert')).toHaveText('Name the passkey.')
  await expect(field).toHaveAttribute('maxlength', '60')

  // Sixty characters, the longest name there is.
  const renamed = 'Work laptop (Chrome), 3rd floor, desk 12, by the east window'
  expect(renamed).toHaveLength(60)
  await field.fill(renamed)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Passkey renamed to "${renamed}".`)).toBeVisible()
  await expect(form).toBeHidden()
  const renamedButton = section.getByRole('button', { name: `Rename the passkey ${renamed}` })
  await expect(renamedButton).toBeFocused()
  await page.reload()
  await hydrated(page)
  await expect(section.getByTestId('passkeys').getByRole('listitem')).toHaveCount(1)
  await expect(section.getByTestId('passkeys')).toContainText(renamed)
  expect(await seriousAxeViolations(page)).toEqual([])
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    await section.screenshot({ path: `/tmp/passkey2-shots/renamed-${width}.png` })
    await section.getByRole('button', { name: `Rename the passkey ${renamed}` }).click()
    await section.screenshot({ path: `/tmp/passkey2-shots/rename-form-${width}.png` })
    // Nothing of the list is wider than the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
    await section.getByRole('button', { name: 'Cancel' }).click()
  }
  await page.setViewportSize({ width: 1280, height: 800 })

  // Another account sees none of it, and cannot rename it by posting its id.
  const passkeyId = await section.locator('input[name="passkeyId"]').first().inputValue()
  const other = await signUpAndVerify(browser, `passkey-other-${unique()}@example.com`)
  await other.goto('/account/two-factor')
  await expect(other.getByRole('region', { name: 'Passkeys' }).getByTestId('no-passkeys')).toBeVisible()
  await expect(other.locator('body')).not.toContainText(renamed)
  const refused = await other.request.post('/account/two-factor', {
    form: { intent: 'rename-passkey', passkeyId, name: 'Taken over' },
  })
  expect(refused.status()).toBe(404)
  await page.reload()
  await expect(section.getByTestId('passkeys')).toContainText(renamed)
  await expect(section).not.toContainText('Taken over')
  expect(errors).toEqual([])
})

/** Every WebAuthn assertion request the page makes, by its mediation, recorded before the app's scripts run. */
async function recordAssertionRequests(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { assertionRequests: seen })
    const get = navigator.credentials.get.bind(navigator.credentials)
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      seen.push(options?.mediation ?? 'optional')
      return get(options)
    }
  })
  return () => page.evaluate(() => (window as unknown as { assertionRequests: string[] }).assertionRequests)
}

// Decision 0065, its other open point: the browser's autofill of the e-mail field offers the visitor's passkeys.
// Chromium's virtual authenticator answers a conditional request by itself (no list to pick from, headless), so
// a visitor with a passkey is signed in as the page opens; one without keeps the request pending.
test('the sign-in page offers passkeys in the e-mail field’s autofill', async ({ browser }) => {
  test.setTimeout(180_000)
  // No authenticator at all (as in every other journey): the request waits under the field, and the password
  // signs in as before.
  const withoutEmail = `passkey-none-${unique()}@example.com`
  const without = await signUpAndVerify(browser, withoutEmail)
  const noErrors = consoleErrorsOf(without)
  const pending = await recordAssertionRequests(without)
  await without.goto('/')
  await signOut(without)
  await without.goto('/auth')
  await hydrated(without)
  const email = without.getByRole('tabpanel').getByLabel('Email')
  await expect(email).toHaveAttribute('autocomplete', 'username webauthn')
  await expect.poll(pending).toEqual(['conditional'])
  await email.fill(withoutEmail)
  await without.getByRole('tabpanel').getByLabel('Password').fill(password)
  await without.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click()
  await expect(without).toHaveURL(/\/$/, { timeout: 30_000 })
  await expect(without.getByText('You have been signed in successfully.')).toBeVisible()
  expect(noErrors).toEqual([])

  // A passkey on the device: picked from the autofill request, through the same action as the button's.
  const page = await signUpAndVerify(browser, `passkey-autofill-${unique()}@example.com`)
  const errors = consoleErrorsOf(page)
  await virtualAuthenticator(page)
  await addPasskey(page, 'Phone')
  const requests = await recordAssertionRequests(page)
  await signOut(page)
  const finished = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/auth'),
  )
  await page.goto('/auth')
  expect(new URLSearchParams((await finished).postData() ?? '').get('intent')).toBe('passkey')
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  await expect(page.getByText('You have been signed in successfully.')).toBeVisible()
  expect(await requests()).toEqual(['conditional'])
  expect(errors).toEqual([])
})
