import type { Browser } from '@playwright/test'
import { mailedLink, unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { proveDomainByDns } from './dns-support'
import { CLIENT_ID, CLIENT_SECRET, startOidcProvider } from './oidc-provider-support'
import { createWorkspace, password, signUpAndVerify, openWorkspacePage } from './workspace-support'

const sizes = [
  [1280, 800],
  [390, 844],
] as const

const SSO_REQUIRED =
  'Your organization signs in with single sign-on. Use "Sign in with single sign-on" below, with your work e-mail.'

/** "Sign in with single sign-on" from /auth, then the provider's own login and consent screens. */
async function signInThroughProvider(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/auth')
  await hydrated(page)
  await page.getByRole('link', { name: 'Sign in with single sign-on' }).click()
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  // oidc-provider's login screen, then its consent screen.
  await page.locator('input[name="login"]').fill(email)
  await page.locator('input[name="password"]').fill('any password: the test provider does not check it')
  await page.locator('button[type="submit"]').click()
  await page.locator('button[type="submit"]').click()
  return page
}

// Issue 34 §2: a client's team signs in through its own identity provider (a real one, on loopback).
test(
  'connects an OpenID provider, proves the domain, and its users join through the provider’s own screens',
  { tag: '@postgres' },
  async ({ browser }) => {
    // Eight screens and two browsers' journeys through the provider: the limit is for hangs, not speed.
    test.setTimeout(6 * 60_000)
    const provider = await startOidcProvider()
    try {
      const id = unique()
      const domain = `bank${id}.test`
      const owner = await signUpAndVerify(browser, `sso-owner-${id}@example.com`)
      const workspaceId = await createWorkspace(owner, `Client Bank ${id}`)

      await test.step('the owner connects the provider (discovery from the issuer)', async () => {
        await openWorkspacePage(owner, 'Single sign-on')
        await hydrated(owner)
        await expect(owner.getByTestId('redirect-uri')).toHaveText(/\/api\/auth\/sso\/callback$/)
        await expect(owner.getByLabel('Role of someone who joins through single sign-on')).toHaveValue(
          'editor',
        )
        expect(await seriousAxeViolations(owner)).toEqual([])
        await owner.getByLabel('Issuer URL').fill(provider.issuer)
        await owner.getByLabel('Client ID').fill(CLIENT_ID)
        await owner.getByLabel('Client secret').fill(CLIENT_SECRET)
        await owner.getByLabel('E-mail domains').fill(domain)
        await owner.getByRole('button', { name: 'Connect' }).click()
        await expect(owner.getByRole('status')).toHaveText('Single sign-on saved.')
        await expect(owner.getByTestId('domain-status')).toContainText('Waiting for proof')
        // The secret is stored, never shown back.
        await expect(owner.getByLabel('Client secret')).toHaveValue('')
        expect(await owner.content()).not.toContain(CLIENT_SECRET)
        expect(await seriousAxeViolations(owner)).toEqual([])
        for (const [width, height] of sizes) {
          await owner.setViewportSize({ width, height })
          await owner.screenshot({ path: `/tmp/shots-sso/setup-${width}.png`, fullPage: true })
        }
        await owner.setViewportSize({ width: 1280, height: 800 })
      })

      await test.step('nobody signs in through an unproved domain', async () => {
        const early = await (await browser.newContext()).newPage()
        await early.goto('/auth/sso')
        await early.getByLabel('Work e-mail').fill(`ana@${domain}`)
        await early.getByRole('button', { name: 'Continue' }).click()
        await expect(early.getByText(`Single sign-on is not set up for ${domain}.`)).toBeVisible()
        await early.context().close()
      })

      await test.step('a DNS record at the domain proves it; a check before it is published does not', async () => {
        await expect(owner.getByTestId('proof-name')).toHaveText(`_brightline-verification.${domain}`)
        await owner.getByRole('button', { name: 'Check the DNS record' }).click()
        await expect(owner.getByRole('status')).toContainText(
          `No matching TXT record at _brightline-verification.${domain} yet.`,
        )
        for (const [width, height] of sizes) {
          await owner.setViewportSize({ width, height })
          const overflow = await owner.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          )
          expect(overflow, `the page is wider than ${width} px`).toBeLessThanOrEqual(0)
          await owner.screenshot({ path: `/tmp/shots-sso/dns-proof-${width}.png`, fullPage: true })
        }
        await owner.setViewportSize({ width: 1280, height: 800 })
        await proveDomainByDns(owner)
      })

      // A colleague with a password account, a member before single sign-on is required: the rule binds the
      // workspace's own members at its domain (issue 43 §2).
      const bob = await signUpAndVerify(browser, `bob@${domain}`)
      await owner.goto(`/workspace/${workspaceId}/members`)
      await owner.getByLabel('E-mail').fill(`bob@${domain}`)
      await owner.getByRole('button', { name: 'Send invitation' }).click()
      await bob.goto(
        await mailedLink(
          `bob@${domain}`,
          'You are invited to a workspace on Brightline Digital',
          '/workspace/invitations/',
        ),
      )
      await bob.getByRole('button', { name: 'Accept invitation' }).click()
      await expect(bob.getByRole('heading', { name: 'Calculators' })).toBeVisible()
      await bob.context().close()

      await test.step('a user of the domain signs in through the provider and joins as an editor', async () => {
        const ana = await signInThroughProvider(browser, `ana@${domain}`)
        await expect(ana).toHaveURL(new RegExp(`/workspace/${workspaceId}$`))
        await expect(ana.getByRole('heading', { name: 'Calculators' })).toBeVisible()
        await ana.goto(`/workspace/${workspaceId}/members`)
        await expect(ana.getByLabel(`Role of ana@${domain}`)).toHaveCount(0)
        await owner.goto(`/workspace/${workspaceId}/members`)
        await expect(owner.getByLabel(`Role of ana@${domain}`)).toHaveValue('editor')
        // An editor may neither read nor change the settings.
        expect((await ana.request.get(`/workspace/${workspaceId}/sso`)).status()).toBe(403)
        const removal = await ana.request.post(`/workspace/${workspaceId}/sso`, {
          form: { intent: 'remove' },
          headers: { Origin: new URL(ana.url()).origin },
        })
        expect(removal.status()).toBe(403)

        // Her sign-in proves itself again through the provider: she has no password to type (decision 0057).
        const leads = `/workspace/${workspaceId}/leads`
        await ana.goto(`/auth/confirm?next=${encodeURIComponent(leads)}`)
        await expect(ana.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
        await expect(
          ana.getByText('Sign in again through your organization’s identity provider'),
        ).toBeVisible()
        await expect(ana.getByLabel('Password')).toHaveCount(0)
        expect(await seriousAxeViolations(ana)).toEqual([])
        for (const [width, height] of sizes) {
          await ana.setViewportSize({ width, height })
          await ana.screenshot({ path: `/tmp/shots-sso/confirm-sso-${width}.png`, fullPage: true })
        }
        await hydrated(ana)
        await ana.getByRole('button', { name: 'Continue with single sign-on' }).click()
        // The provider may remember her sign-in and consent, or ask again: its screens until she is back.
        const providerOrigin = new URL(provider.issuer).origin
        await expect(ana).toHaveURL((url) => url.origin === providerOrigin || url.pathname === leads)
        for (let screen = 0; screen < 3 && new URL(ana.url()).origin === providerOrigin; screen++) {
          const login = ana.locator('input[name="login"]')
          if (await login.isVisible()) {
            await login.fill(`ana@${domain}`)
            await ana
              .locator('input[name="password"]')
              .fill('any password: the test provider does not check it')
          }
          await ana.locator('button[type="submit"]').click()
          await ana.waitForURL((url) => url.origin !== providerOrigin || url.href !== ana.url())
        }
        await expect(ana).toHaveURL(new RegExp(`${leads}$`))
        await expect(ana.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
        await ana.context().close()
      })

      await test.step('with single sign-on required, the domain’s password is refused', async () => {
        await owner.goto(`/workspace/${workspaceId}/sso`)
        await owner.getByLabel('Require single sign-on').check()
        await owner.getByRole('button', { name: 'Save single sign-on setting' }).click()
        await expect(owner.getByRole('status')).toHaveText(
          'Members of the domain now sign in only with single sign-on.',
        )
        const page = await (await browser.newContext()).newPage()
        await page.goto('/auth')
        await hydrated(page)
        await page.getByRole('tabpanel').getByLabel('Email').fill(`bob@${domain}`)
        await page.getByRole('tabpanel').getByLabel('Password').fill(password)
        await page.getByRole('button', { name: 'Sign In', exact: true }).click()
        await expect(page.getByRole('tabpanel').getByText(SSO_REQUIRED)).toBeVisible()
        await expect(page).toHaveURL(/\/auth/)
        await page.context().close()
      })

      await test.step('an ID token addressed to another client is refused', async () => {
        provider.mode.issueForAnotherAudience = true
        const carol = await signInThroughProvider(browser, `carol@${domain}`)
        await expect(carol).toHaveURL(/\/auth\/sso\?error=/)
        await expect(carol.getByText('Your organization’s provider did not sign you in')).toBeVisible()
        expect((await carol.request.get('/api/session')).status()).not.toBe(500)
        expect(
          await (await carol.request.get(`/workspace/${workspaceId}`, { maxRedirects: 0 })).status(),
        ).toBe(302)
        await owner.goto(`/workspace/${workspaceId}/members`)
        await expect(owner.getByTestId('members')).not.toContainText(`carol@${domain}`)
        provider.mode.issueForAnotherAudience = false
        await carol.context().close()
      })

      await test.step('a provider that is down gets a sentence, not an error page', async () => {
        await provider.stop()
        const page = await (await browser.newContext()).newPage()
        await page.goto('/auth/sso')
        await page.getByLabel('Work e-mail').fill(`dave@${domain}`)
        await page.getByRole('button', { name: 'Continue' }).click()
        await expect(page.getByText('Your organization’s sign-in service (127.0.0.1:')).toBeVisible()
        await expect(page.getByText('is not answering')).toBeVisible()
        expect(await seriousAxeViolations(page)).toEqual([])
        for (const [width, height] of sizes) {
          await page.setViewportSize({ width, height })
          await page.screenshot({ path: `/tmp/shots-sso/sign-in-down-${width}.png`, fullPage: true })
        }
        await page.context().close()
      })
    } finally {
      await provider.stop().catch(() => {})
    }
  },
)

// Tenancy: the settings are the owner's alone.
test('another workspace’s owner, a removed member and a signed-out visitor get nothing of the settings', async ({
  browser,
}) => {
  test.setTimeout(4 * 60_000)
  const id = unique()
  const owner = await signUpAndVerify(browser, `sso-iso-owner-${id}@example.com`)
  const workspaceId = await createWorkspace(owner, `Isolated ${id}`)
  const outsider = await signUpAndVerify(browser, `sso-iso-other-${id}@example.com`)
  await createWorkspace(outsider, `Other ${id}`)
  const origin = new URL(owner.url()).origin
  for (const page of [outsider]) {
    expect((await page.request.get(`/workspace/${workspaceId}/sso`)).status()).toBe(404)
    const post = await page.request.post(`/workspace/${workspaceId}/sso`, {
      form: { intent: 'require-sso', on: 'on' },
      headers: { Origin: origin },
    })
    expect(post.status()).toBe(404)
  }
  const visitor = await (await browser.newContext()).newPage()
  const anonymous = await visitor.request.get(`/workspace/${workspaceId}/sso`, { maxRedirects: 0 })
  expect([302, 303]).toContain(anonymous.status())
  expect(anonymous.headers().location).toMatch(/\/auth/)
  const posted = await visitor.request.post(`/workspace/${workspaceId}/sso`, {
    form: { intent: 'remove' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  expect([302, 303, 401, 403, 404]).toContain(posted.status())
  // A member who was removed: the owner invites and removes her; she then gets the same 404 as a stranger.
  const memberEmail = `sso-iso-member-${id}@example.com`
  await owner.goto(`/workspace/${workspaceId}/members`)
  await owner.getByLabel('E-mail').fill(memberEmail)
  await owner.getByRole('button', { name: 'Send invitation' }).click()
  const member = await signUpAndVerify(browser, memberEmail)
  await member.goto(
    await mailedLink(
      memberEmail,
      'You are invited to a workspace on Brightline Digital',
      '/workspace/invitations/',
    ),
  )
  await member.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(member.getByRole('heading', { name: 'Calculators' })).toBeVisible()
  expect((await member.request.get(`/workspace/${workspaceId}/sso`)).status()).toBe(403)
  await owner.goto(`/workspace/${workspaceId}/members`)
  await owner.getByRole('button', { name: `Remove ${memberEmail}` }).click()
  await owner.getByRole('button', { name: 'Remove member' }).click()
  await expect(owner.getByTestId('members')).not.toContainText(memberEmail)
  expect((await member.request.get(`/workspace/${workspaceId}/sso`)).status()).toBe(404)
})

// The entry sits beside the spec's sign-in form, whose texts stay as they are.
test('the sign-in page offers single sign-on beside its forms', async ({ page }) => {
  await page.goto('/auth')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in with single sign-on' })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `/tmp/shots-sso/auth-${width}.png`, fullPage: true })
  }
  await page.getByRole('link', { name: 'Sign in with single sign-on' }).click()
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `/tmp/shots-sso/auth-sso-${width}.png`, fullPage: true })
  }
})
