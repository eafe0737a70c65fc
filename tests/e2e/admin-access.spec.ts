import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
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
    '/admin?q=Confidential',
    '/admin/users',
    '/admin/users.data',
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
      const isPage = !url.endsWith('.data') && !url.endsWith('.csv')
      expect([who, url, response.status()]).toEqual([who, url, isPage ? 302 : expected.status])
      if (isPage) expect(response.headers()['location']).toBe(expected.page)
      expect(body, `${who} ${url}`).not.toContain('Confidential budget')
      expect(body, `${who} ${url}`).not.toContain('Secretive')
    }
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
