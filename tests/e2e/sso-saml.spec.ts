import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { proveDomainByDns } from './dns-support'
import { freePort } from '../support/ports'
import { startSamlIdp } from '../support/saml-idp'
import { createWorkspace, signUpAndVerify, openWorkspacePage } from './workspace-support'

const sizes = [
  [1280, 800],
  [390, 844],
] as const

// Issue 34 §2 (decision 0069): a client whose identity provider speaks SAML 2.0, a real one on loopback
// (samlp, Auth0's), reached by the browser as a bank's would be: its own page, then its form posted back to us.
test('connects a SAML identity provider from its metadata, and a user of the domain signs in through it', async ({
  browser,
}) => {
  // Five screens and a journey through the provider: the limit is for hangs, not speed.
  test.setTimeout(4 * 60_000)
  const idp = await startSamlIdp(await freePort())
  try {
    const id = unique()
    const domain = `union${id}.test`
    const owner = await signUpAndVerify(browser, `saml-owner-${id}@example.com`)
    const workspaceId = await createWorkspace(owner, `Credit Union ${id}`)

    await test.step('the owner picks SAML, gives its IT team our two addresses, and connects', async () => {
      await openWorkspacePage(owner, 'Single sign-on')
      await hydrated(owner)
      await owner.getByRole('link', { name: 'SAML 2.0' }).click()
      await expect(owner.getByRole('link', { name: 'SAML 2.0' })).toHaveAttribute('aria-current', 'page')
      const acs = await owner.getByTestId('saml-acs-url').textContent()
      expect(acs).toMatch(new RegExp(`/api/sso/saml/${workspaceId}/acs$`))
      await expect(owner.getByTestId('saml-entity-id')).toHaveText(
        new RegExp(`/api/sso/saml/${workspaceId}$`),
      )
      idp.trust(acs!)
      // The provider's metadata (samlp's own, from its entity ID) gives the three values.
      await owner.getByLabel('Provider metadata (optional)').fill(await (await fetch(idp.entityId)).text())
      await owner.getByLabel('E-mail domains').fill(domain)
      await owner.getByRole('button', { name: 'Connect' }).click()
      await expect(owner.getByRole('status')).toHaveText('Single sign-on saved.')
      await expect(owner.getByLabel('Identity provider entity ID')).toHaveValue(idp.entityId)
      await expect(owner.getByLabel('Sign-in URL')).toHaveValue(idp.ssoUrl)
      await expect(owner.getByLabel('Provider metadata (optional)')).toHaveValue('')
      await expect(owner.getByLabel('Signing certificate')).toHaveAccessibleDescription(
        /In use: Loopback SAML IdP, valid until \d{4}-\d\d-\d\d, SHA-256/,
      )
      expect(await seriousAxeViolations(owner)).toEqual([])
      for (const [width, height] of sizes) {
        await owner.setViewportSize({ width, height })
        const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `the page is wider than ${width} px`).toBeLessThanOrEqual(0)
        await owner.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        )
        await owner.screenshot({ path: `/tmp/shots-sso/saml-setup-${width}.png`, fullPage: true })
      }
      await owner.setViewportSize({ width: 1280, height: 800 })
      // Our metadata, at the entity ID, for a provider that imports it.
      const metadata = await owner.request.get(`/api/sso/saml/${workspaceId}`)
      expect(metadata.headers()['content-type']).toContain('application/samlmetadata+xml')
      expect(await metadata.text()).toContain(`Location="${acs}"`)
    })

    await test.step('a DNS record at the domain proves it', async () => {
      await proveDomainByDns(owner)
    })

    await test.step('a user of the domain signs in at the provider and lands in the workspace', async () => {
      const ana = await (await browser.newContext()).newPage()
      await ana.goto('/auth')
      await hydrated(ana)
      await ana.getByRole('link', { name: 'Sign in with single sign-on' }).click()
      await ana.getByLabel('Work e-mail').fill(`ana@${domain}`)
      await ana.getByRole('button', { name: 'Continue' }).click()
      // The provider's own page, then its form posts the signed assertion to our ACS URL.
      await expect(ana).toHaveURL(new RegExp(`^${idp.ssoUrl}\\?SAMLRequest=`))
      await ana.getByLabel('Work e-mail').fill(`ana@${domain}`)
      await ana.getByRole('button', { name: 'Sign in at the IdP' }).click()
      await expect(ana).toHaveURL(new RegExp(`/workspace/${workspaceId}$`))
      await expect(ana.getByRole('heading', { name: 'Calculators' })).toBeVisible()
      await owner.goto(`/workspace/${workspaceId}/members`)
      await expect(owner.getByLabel(`Role of ana@${domain}`)).toHaveValue('editor')
      await ana.context().close()
    })

    await test.step('an assertion for another application signs nobody in, and says so', async () => {
      idp.mode.audience = 'https://another-app.example'
      const eve = await (await browser.newContext()).newPage()
      await eve.goto('/auth/sso')
      await eve.getByLabel('Work e-mail').fill(`eve@${domain}`)
      await eve.getByRole('button', { name: 'Continue' }).click()
      await expect(eve).toHaveURL(new RegExp(`^${idp.ssoUrl}\\?SAMLRequest=`))
      await eve.getByLabel('Work e-mail').fill(`eve@${domain}`)
      await eve.getByRole('button', { name: 'Sign in at the IdP' }).click()
      await expect(eve).toHaveURL(/\/auth\/sso\?error=/)
      await expect(eve.getByText('Your organization’s provider did not sign you in')).toBeVisible()
      for (const [width, height] of sizes) {
        await eve.setViewportSize({ width, height })
        await eve.screenshot({ path: `/tmp/shots-sso/saml-refused-${width}.png` })
      }
      await eve.context().close()
    })
  } finally {
    await idp.stop()
  }
})
