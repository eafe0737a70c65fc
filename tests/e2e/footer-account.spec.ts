import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { unique, verificationLinkFor } from './accounts-support'

/** A verified, signed-in non-admin, made in `request` (which keeps the session cookie). */
async function signInNewUser(request: APIRequestContext) {
  const email = `footer-${unique()}@example.com`
  const signedUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a long passphrase 1', name: '', callbackURL: '/' },
  })
  expect(signedUp.status()).toBe(200)
  expect((await request.get(await verificationLinkFor(email), { maxRedirects: 0 })).status()).toBe(302)
}

const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))

for (const path of ['/about-us', '/contact-us', '/auth/forgot-password']) {
  test(`the first HTML of ${path} has the footer of the account asking`, async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL })
    const signedOut = footerOf(await (await visitor.get(path)).text())
    expect(signedOut).toContain('href="/auth"')
    expect(signedOut).not.toContain('Sign Out')

    await signInNewUser(visitor)
    const signedIn = footerOf(await (await visitor.get(path)).text())
    expect(signedIn).toContain('Sign Out')
    expect(signedIn).not.toContain('href="/auth"')
    expect(signedIn).not.toContain('href="/admin"')
    await visitor.dispose()
  })
}

test('a signed-in page never shows the signed-out footer link, even before the session is read', async ({
  page,
}) => {
  await signInNewUser(page.request)
  // Hold the browser's own session read: the footer must already be right without it.
  await page.route('**/api/session', () => {})
  await page.goto('/about-us')
  const footer = page.getByRole('navigation', { name: 'Footer' })
  await expect(footer.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Admin' })).toHaveCount(0)
})
