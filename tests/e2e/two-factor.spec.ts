import { totp } from '../support/totp'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { password, signUpAndVerify } from './workspace-support'

const sizes = [
  [1280, 800],
  [390, 844],
] as const

// Two-factor sign-in (issue 34 §1): enrol with the QR code or the key shown as text, then sign in with a code.
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
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
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
