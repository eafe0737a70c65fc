import { expect, test } from './fixtures'
import { mailedLink, unique, verificationLinkFor } from './accounts-support'

test('switching to Sign Up happens in the browser, keeps what was typed and the URL follows', async ({
  page,
}) => {
  // The page reads who is signed in once it has hydrated (app/components/auth-provider.tsx), whenever that is on a
  // busy machine: not a round trip for the tab. CI (20:50) saw it land after the listener below was set.
  const sessionRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session')
  await page.goto('/auth')
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('tabpanel').getByLabel('Email').fill('typed.first@example.com')
  await sessionRead
  const serverCalls: string[] = []
  page.on('request', (request) => {
    // React Router asks /__manifest about the links on the page once it has hydrated, whenever that is on a
    // busy machine: route discovery, not a round trip for the tab. A loader or action call would be `.data`.
    if (new URL(request.url()).pathname === '/__manifest') return
    // The passkey autofill's challenge, asked once the page has hydrated (decision 0065): not the tab either.
    if (new URL(request.url()).pathname === '/api/auth/passkey/generate-authenticate-options') return
    if (['document', 'fetch'].includes(request.resourceType())) serverCalls.push(request.url())
  })
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/\/auth\?tab=sign-up$/)
  const signUp = page.getByRole('tabpanel')
  await expect(signUp.getByRole('button', { name: 'Sign Up' })).toBeVisible()
  await signUp.getByLabel('First name').fill('Ada')
  await page.getByRole('tab', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/auth\?tab=sign-in$/)
  await expect(page.getByRole('tabpanel').getByLabel('Email')).toHaveValue('typed.first@example.com')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await expect(page.getByRole('tabpanel').getByLabel('First name')).toHaveValue('Ada')
  expect(serverCalls).toEqual([])
})

test("someone else's sign-up of an address never gives them the account; the owner recovers it by e-mail", async ({
  browser,
  baseURL,
}) => {
  // Two browsers, three e-mails and five password hashes: long on a busy 2-core machine, as the accounts flow is.
  test.setTimeout(90_000)
  const email = `taken-${unique()}@example.com`
  const attacker = await browser.newContext()
  const signedUp = await attacker.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'attacker picked this', name: '', callbackURL: '/' },
  })
  expect(signedUp.status()).toBe(200)

  const owner = await (await browser.newContext()).newPage()
  await owner.goto('/auth?tab=sign-up')
  const form = owner.getByRole('tabpanel')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill('the owners passphrase')
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expect(owner.getByText('Account created!')).toBeVisible()

  // The only verification link was sent for the attacker's sign-up: in the owner's browser it asks for the password.
  await owner.goto(await verificationLinkFor(email))
  await expect(owner).toHaveURL(/\/auth\/verify\?token=/)
  await owner.getByLabel('Password').fill('the owners passphrase')
  await owner.getByRole('button', { name: 'Confirm and sign in' }).click()
  await expect(owner.getByText('That is not the password this account was created with.')).toBeVisible()

  // The owner's own sign-up brought a mail that lets them choose the password.
  await owner.goto(await mailedLink(email, 'Your Brightline Digital account', '/auth/reset-password?token='))
  await owner.getByLabel('New password').fill('password')
  await owner.getByRole('button', { name: 'Save new password' }).click()
  await expect(owner.getByText('This password is one of the most common')).toBeVisible()
  await owner.getByLabel('New password').fill('the owners passphrase')
  await owner.getByRole('button', { name: 'Save new password' }).click()
  await expect(owner).toHaveURL(/\/auth$/)
  await expect(owner.getByText('Password changed')).toBeVisible()
  await owner.getByRole('tabpanel').getByLabel('Email').fill(email)
  await owner.getByRole('tabpanel').getByLabel('Password').fill('the owners passphrase')
  await owner.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(owner).toHaveURL(/\/$/)
  await expect(
    owner.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible()

  const refused = await attacker.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'attacker picked this' },
    headers: { Origin: baseURL! },
  })
  expect(refused.status()).toBe(401)
  await attacker.close()
})

test('"Forgot password?" on /auth mails a link that sets a new password and signs out everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const email = `forgot-${unique()}@example.com`
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'first passphrase 1', name: '', callbackURL: '/' },
  })
  expect(signedUp.status()).toBe(200)
  await page.goto(await verificationLinkFor(email))
  await expect(page).toHaveURL(/\/$/)
  const other = await browser.newContext()
  await other.request.post('/api/auth/sign-in/email', { data: { email, password: 'first passphrase 1' } })
  expect((await (await other.request.get('/api/session')).json()).user?.email).toBe(email)

  await page.context().clearCookies()
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/auth\/forgot-password$/)
  // The address bar changes before React shows the new page: until then /auth's two Email fields are there.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If an account exists for that address')).toBeVisible()

  const link = await mailedLink(email, 'Reset your password', '/auth/reset-password?token=')
  await page.goto(link)
  await page.getByLabel('New password').fill('second passphrase 2')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  expect((await (await other.request.get('/api/session')).json()).user).toBeNull()
  await other.close()
})
