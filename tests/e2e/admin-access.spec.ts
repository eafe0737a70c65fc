import type { APIRequestContext, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { seedMessage, unique, verificationLinkFor } from './accounts-support'

/** A signed-in, verified, non-admin account's Cookie header, made through the site's own endpoints. */
async function userCookie(request: APIRequestContext) {
  const email = `plain-${unique()}@example.com`
  const signedUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a long passphrase 1', name: '', callbackURL: '/' },
  })
  expect(signedUp.status()).toBe(200)
  const verified = await request.get(await verificationLinkFor(email), { maxRedirects: 0 })
  expect(verified.status()).toBe(302)
  const cookie = verified
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .find((pair) => pair?.includes('session_token='))
  expect(cookie).toBeTruthy()
  return cookie!
}

test('admin pages, their .data requests and the CSV give nothing to visitors or non-admins', async ({
  playwright,
  baseURL,
}) => {
  // The setup context keeps the cookies it is sent; the two under test start from nothing but their header.
  const setup = await playwright.request.newContext({ baseURL })
  const secret = `Confidential budget ${unique()} for the CEO`
  const id = await seedMessage(setup, { firstName: 'Secretive', message: secret })
  const cookie = await userCookie(setup)
  await setup.dispose()
  const anonymous = await playwright.request.newContext({ baseURL })
  const signedIn = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: cookie } })
  expect(await (await signedIn.get('/api/session')).json()).toMatchObject({
    isAdmin: false,
    user: { emailVerified: true },
  })

  const urls = [
    '/admin',
    '/admin.data',
    '/admin.data?_routes=routes%2F_site%2Fadmin%2Fmessages',
    '/admin.data?_routes=root%2Croutes%2F_site%2Fadmin%2Fmessages',
    '/admin?q=Confidential',
    '/admin/users',
    '/admin/users.data',
    '/admin/disclosures',
    '/admin/disclosures.data',
    '/admin/calculators',
    '/admin/calculators.data',
    '/admin/calculators/00000000-0000-4000-8000-000000000000/definition.json',
    `/admin/messages/${id}`,
    `/admin/messages/${id}.data`,
    '/admin/messages.csv',
  ]
  for (const [who, context, expected] of [
    ['anonymous', anonymous, { page: '/auth', status: 401 }],
    ['non-admin', signedIn, { page: '/', status: 403 }],
  ] as const) {
    for (const url of urls) {
      const response = await context.get(url, { maxRedirects: 0 })
      const body = await response.text()
      const isPage = !/\.(data|csv|json)(\?|$)/.test(url)
      expect([who, url, response.status()]).toEqual([who, url, isPage ? 302 : expected.status])
      if (isPage) expect(response.headers()['location']).toBe(expected.page)
      expect(body, `${who} ${url}`).not.toContain('Confidential budget')
      expect(body, `${who} ${url}`).not.toContain('Secretive')
    }
    // The guard is the admin URLs' middleware: whichever loaders a .data request names, it is refused.
    const siteData = await context.get('/admin.data?_routes=root', { maxRedirects: 0 })
    expect([who, siteData.status(), await siteData.text()]).toEqual([who, expected.status, ''])
    // Actions are guarded too: a non-admin cannot mark a message handled or grant a role.
    const posted = await context.post('/admin.data?index', {
      form: { intent: 'handled', id },
      maxRedirects: 0,
    })
    expect([who, posted.status()]).toEqual([who, expected.status])
  }
  await anonymous.dispose()
  await signedIn.dispose()
})

/** An in-app navigation, as a React Router link or the browser's Back button makes: no full page load. */
async function navigateInApp(page: Page, to: string) {
  // Once hydrated: the router exists before React has committed the page, and a navigation then throws away
  // the hydration (React's error #418, found at E2E_CPU_THROTTLE=6). A visitor's click waits for it by itself.
  await hydrated(page)
  await page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(path),
    to,
  )
}

/** The browser logs the refused admin data request (401/403) as a failed resource; nothing else may fail. */
function dropRefusedDataRequest(consoleErrors: string[], status: 401 | 403) {
  const others = consoleErrors.filter((text) => !text.includes(`status of ${status}`))
  consoleErrors.splice(0, consoleErrors.length, ...others)
}

test('an in-app navigation to /admin sends a visitor to /auth, as a full page load does', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/contact-us')
  await navigateInApp(page, '/admin')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  dropRefusedDataRequest(consoleErrors, 401)
})

test('an in-app navigation to /admin sends a signed-in non-admin to / with Access Denied', async ({
  page,
  consoleErrors,
}) => {
  await page.context().setExtraHTTPHeaders({ Cookie: await userCookie(page.request) })
  await page.goto('/contact-us')
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible()
  await navigateInApp(page, '/admin/users')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Access Denied')).toBeVisible()
  await expect(page.getByText("You don't have admin privileges.")).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  dropRefusedDataRequest(consoleErrors, 403)
})
