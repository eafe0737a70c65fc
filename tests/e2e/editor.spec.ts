import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import { clickIntent, createLoanCalculator, signUpAndVerify } from './workspace-support'

// Looked at by a person before a change lands (git ignores the folder).
const shots = 'screenshots/editor'
const shoot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: false })

test('the header offers "Sign in" signed out and "Workspace", the e-mail and "Sign out" signed in, in the mobile menu too', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/about-us')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(4)
  await shoot(page, 'header-signed-out-1280')

  const email = `header-${unique()}@example.com`
  const member = await signUpAndVerify(browser, email)
  await member.setViewportSize({ width: 1280, height: 800 })
  await member.goto('/about-us')
  const memberBanner = member.getByRole('banner')
  await expect(memberBanner.getByRole('link', { name: 'Workspace' })).toHaveAttribute('href', '/workspace')
  await expect(memberBanner.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  await memberBanner.getByLabel('Account').click()
  await expect(member.getByTestId('header-account').getByText(email)).toBeVisible()
  await expect(member.getByTestId('header-account').getByRole('button', { name: 'Sign out' })).toBeVisible()
  await shoot(member, 'header-signed-in-1280')

  await member.setViewportSize({ width: 390, height: 844 })
  await member.getByRole('button', { name: 'Open menu' }).click()
  const menu = member.locator('#mobile-menu')
  await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveCount(4)
  await expect(menu.getByRole('link', { name: 'Workspace' })).toBeVisible()
  await expect(menu.getByText(email)).toBeVisible()
  await shoot(member, 'header-menu-signed-in-390')
  await menu.getByRole('link', { name: 'Workspace' }).click()
  await expect(member).toHaveURL(/\/workspace/)
  await member.context().close()
})

test('the editor: contrast refusal, focus on the first invalid field, preview toggle, stale approval, review link with the lead form inert', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const owner = await signUpAndVerify(browser, `editor-${unique()}@example.com`)
  await owner.setViewportSize({ width: 1280, height: 800 })
  const company = `Editor Bank ${unique()}`
  await createLoanCalculator(owner, company, 'Car loan')

  // The whole form of a calculator fits in two screen heights at 1280×800.
  const form = owner.locator('form').filter({ has: owner.getByRole('button', { name: 'Save', exact: true }) })
  expect((await form.boundingBox())!.height).toBeLessThanOrEqual(1600)

  // A colour white text cannot be read on is refused as it is typed, with a readable shade offered.
  const colour = owner.getByLabel('Colour', { exact: true })
  await colour.fill('#7dd3fc')
  await expect(owner.getByText(/Colour #7dd3fc is too light: white text on it reaches 1\.\d:1/)).toBeVisible()
  await shoot(owner, 'editor-contrast-1280')

  // Save with errors: focus moves to the first invalid field, outlined and described.
  await owner.getByLabel('Name', { exact: true }).fill('')
  await clickIntent(owner, 'Save')
  const name = owner.getByLabel('Name', { exact: true })
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(/Name is required\./)
  await expect(colour).toHaveAttribute('aria-invalid', 'true')

  await owner
    .getByRole('button', { name: /^Use #/ })
    .first()
    .click()
  await expect(colour).not.toHaveAttribute('aria-invalid', 'true')
  await name.fill('Car loan')
  await owner.getByLabel('Show a contact form under the results').check()
  await owner.getByLabel('Recipients').fill('loans@example.com')
  await owner.getByLabel('Disclosure', { exact: true }).fill('Rates change daily.')

  // The preview is the visitor's view: disclosure, lead form and its consent line, at both widths.
  const preview = owner.getByTestId('preview')
  await expect(preview.getByText('Rates change daily.')).toBeVisible()
  await expect(
    preview.getByText(
      `I agree that ${company} may contact me about my enquiry and keep my details and these figures for that purpose.`,
    ),
  ).toBeVisible()
  await shoot(owner, 'editor-preview-desktop-1280')
  await owner.getByRole('button', { name: 'Phone' }).click()
  await expect(preview).toHaveAttribute('data-device', 'phone')
  expect((await preview.boundingBox())!.width).toBeLessThanOrEqual(390)
  await shoot(owner, 'editor-preview-phone-1280')
  await owner.getByRole('button', { name: 'Desktop' }).click()

  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')

  // An approval of revision 2 after revision 3 was saved publishes nothing, and says so.
  const stale = await owner.request.post(`${owner.url()}.data`, {
    form: {
      intent: 'save',
      name: 'Car loan',
      color: '#0b5ea8',
      accent: '#e39b12',
      font: 'system',
      lang: 'en',
    },
    headers: { Origin: new URL(owner.url()).origin },
  })
  expect(stale.status()).toBe(200)
  await clickIntent(owner, 'Approve and publish')
  await expect(
    owner
      .getByRole('alert')
      .filter({ hasText: 'A newer revision (#3) was saved after you opened this page' }),
  ).toBeVisible()
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 3: Draft')

  // The review link: the lead form visible (open) and inert.
  await owner.getByLabel('Show a contact form under the results').check()
  await owner.getByLabel('Recipients').fill('loans@example.com')
  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 4: Draft')
  await clickIntent(owner, 'Create review link')
  const reviewUrl = (await owner.getByTestId('review-url').textContent())!
  const reviewer = await browser.newPage()
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await reviewer.setViewportSize({ width, height })
    await reviewer.goto(reviewUrl)
    const lead = reviewer.getByTestId('lead-form-preview')
    await expect(
      lead.getByText(
        `I agree that ${company} may contact me about my enquiry and keep my details and these figures for that purpose.`,
      ),
    ).toBeVisible()
    await expect(lead).toHaveAttribute('inert', '')
    expect(await reviewer.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
    await shoot(reviewer, `review-${width}`)
  }
  await owner.setViewportSize({ width: 390, height: 844 })
  await owner.reload()
  expect(await owner.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
  await shoot(owner, 'editor-390')

  // Switched to Spanish, the preview shows before Save the Spanish consent line Save will store (issue 48 §3).
  await owner.setViewportSize({ width: 1280, height: 800 })
  await hydrated(owner)
  await owner.getByLabel('Language').selectOption('es')
  const spanish = owner.getByTestId('preview').getByText(`Acepto que ${company} me contacte`)
  await expect(spanish).toBeVisible()
  await expect(owner.getByTestId('preview').getByText(`I agree that ${company}`)).toHaveCount(0)
  await spanish.scrollIntoViewIfNeeded()
  await owner.screenshot({ path: '/tmp/shots-edges/editor-preview-es-1280.png' })
  await owner.getByRole('button', { name: 'Phone' }).click()
  await spanish.scrollIntoViewIfNeeded()
  await owner.screenshot({ path: '/tmp/shots-edges/editor-preview-es-phone.png' })
  await reviewer.close()
  await owner.context().close()
})
