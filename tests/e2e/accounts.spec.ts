import fs from 'node:fs/promises'
import { expect, seriousAxeViolations, test } from './fixtures'
import { seedMessage, unique, verificationLinkFor } from './accounts-support'

const password = 'a long passphrase 1'

test('sign up, verify, stay out of /admin as a user; an admin reads, searches and exports the messages', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // The owner signs up here, so a second run on the same server (`--repeat-each`) takes another of ADMIN_EMAILS.
  const repeat = testInfo.repeatEachIndex
  const owner = repeat === 0 ? 'owner@brightline-e2e.test' : `owner-repeat-${repeat}@brightline-e2e.test`
  // A whole journey of two accounts: 1.6 min on a busy 2-core machine (load 18) ran out of 90 s.
  test.setTimeout(180_000)
  const run = unique()
  const older = `Older lead ${run} asks about CD calculators`
  const newer = `<script>alert("x")</script> newer lead ${run}`
  await seedMessage(page.request, { firstName: 'Olga', message: older })
  await seedMessage(page.request, { firstName: 'Nate', message: newer })

  // Sign up as an ordinary user: no redirect, a toast asks to check the e-mail.
  const email = `user-${run}@example.com`
  await page.goto('/auth?tab=sign-up')
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  expect(await seriousAxeViolations(page)).toEqual([])
  const signUp = page.getByRole('tabpanel')
  await signUp.getByLabel('First name').fill('Una')
  await signUp.getByLabel('Email').fill(email)
  await expect(signUp.getByLabel('Email')).toHaveAttribute('type', 'email')
  await expect(signUp.getByText('Passwords are 8 to 128 characters.')).toBeVisible()
  await signUp.getByLabel('Password').fill(password)
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Account created!')).toBeVisible()
  await expect(page.getByText('Please check your email for verification.').first()).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?tab=sign-up$/)

  // The e-mailed link verifies the address and signs the user in at the site root.
  await page.goto(await verificationLinkFor(email))
  await expect(page).toHaveURL(/\/$/)
  const footer = page.getByRole('navigation', { name: 'Footer' })
  await expect(footer.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Admin' })).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0)

  // Signed in, /auth sends home; /admin refuses with the destructive toast.
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/$/)
  // Once hydrated, a page asks the server for the session and any toast waiting for it: leaving before that
  // answer lets this page's request take the toast the next page is to show (a CI run failed so).
  await expect(footer.getByRole('button', { name: 'Sign Out' })).toBeVisible({ timeout: 20_000 })
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/$/)
  // The toast appears once the landing page has hydrated, which its scripts do after the first paint: on a
  // busy machine that can take longer than the default wait.
  await expect(page.getByText('Access Denied')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText("You don't have admin privileges.")).toBeVisible()
  await expect(page.getByText(newer)).toHaveCount(0)

  await footer.getByRole('button', { name: 'Sign Out' }).click()
  await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/auth')

  // The owner (ADMIN_EMAILS) signs up, verifies, and signs in with the form.
  // A browser sends its Origin with a POST; better-auth refuses one that carries cookies (the sign-up proof) without.
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: owner, password, name: 'Owner', callbackURL: '/' },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(signedUp.status()).toBe(200)
  await page.goto(await verificationLinkFor(owner))
  await footer.getByRole('button', { name: 'Sign Out' }).click()
  await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/auth')
  await page.goto('/auth')
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('tabpanel').getByLabel('Email').fill(owner)
  await page.getByRole('tabpanel').getByLabel('Password').fill('wrong password 123')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText('Error signing in')).toBeVisible()
  await expect(page.getByText('Invalid email or password').first()).toBeVisible()
  // The refused sign-in answers 401, which the browser reports as a failed resource; nothing else may fail.
  const refusedLoad = consoleErrors.findIndex((text) => text.includes('status of 401'))
  expect(refusedLoad).toBeGreaterThanOrEqual(0)
  consoleErrors.splice(refusedLoad, 1)
  await page.getByRole('tabpanel').getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('You have been signed in successfully.')).toBeVisible()

  // The header names the admin area for an admin (issue 48 §1), beside the workspace.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveAttribute(
    'href',
    '/admin',
  )
  // The admin sees the messages newest first, the script as text. Other tests add messages to the same
  // server at the same time, so this one narrows the list to its own two before checking their order.
  await footer.getByRole('link', { name: 'Admin' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows.getByText(newer)).toBeVisible()
  await expect(page.getByText('You have been signed in successfully.')).toBeHidden({ timeout: 10_000 })
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.getByLabel('Search messages').fill(`lead ${run}`)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText(newer)
  await expect(rows.nth(2)).toContainText(older)

  await page.getByLabel('Search messages').fill(`Older lead ${run}`)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText(older)

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const csv = await fs.readFile((await (await downloading).path())!, 'utf8')
  expect(csv).toContain('Received (UTC),First name,Last name,Email,Company,Message')
  expect(csv).toContain(`Olga,Tester,lead@example.com,"Acme, Inc.",${older}`)
  expect(csv).not.toContain(newer)

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/auth')
  // Back to the dashboard after signing out: the sign-in page, as a full page load of /admin gives.
  await page.goBack()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByText(newer)).toHaveCount(0)
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  // The admin layout's browser guard asks who is signed in first: no request for the dashboard's data is refused.
  expect(consoleErrors.filter((text) => text.includes('status of 401'))).toEqual([])
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth$/)
})
