import { business } from '../../app/lib/business'
import { prefillMessages, type PrefillKey } from '../../app/lib/prefill'
import { expect, hydrated, scriptPaths, test } from './fixtures'
import type { Page } from '@playwright/test'

async function expectPrefilledContactForm(page: Page, key: PrefillKey) {
  await expect(page).toHaveURL(/\/contact-us$/)
  // From `/` (an island) the URL changes before the contact page loads (decision 0106): the field first, so
  // that the history entry is read on the page that opened, not on `/` as it goes.
  await expect(page.getByLabel('Message')).toHaveValue(prefillMessages[key])
  // The message travels in history state, never in the URL.
  expect(await page.evaluate(() => history.state?.usr?.prefillMessage)).toBe(prefillMessages[key])
}

test('the mobile menu opens from its button, lists the four links and closes on a choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/how-it-works')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(menu).toBeHidden()
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await expect(menu).toBeVisible()
  // The nav keeps exactly its four links; the account's "Sign in" sits in the menu, outside the nav.
  await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
    'Home',
    'Products',
    'About Us',
    'Contact Us',
  ])
  await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
  await menu.getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
})

test("'Products' from another page lands on / with the products section scrolled into view", async ({
  page,
}) => {
  await page.goto('/about-us')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL(/\/$/)
  const viewport = page.viewportSize()!
  await expect
    .poll(async () => (await page.locator('#products').boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(0)
  await expect
    .poll(async () => (await page.locator('#products').boundingBox())!.y)
    .toBeLessThan(viewport.height / 3)
  await expect(page.getByRole('heading', { name: 'Our Solutions' })).toBeInViewport()
})

test("'Products' on the home page scrolls to the products section without leaving it", async ({ page }) => {
  await page.goto('/home')
  // Typing has begun only once the page is hydrated and past its own 100 ms scroll to the top.
  await expect(page.locator('[data-typing-logo]')).toHaveText(/^\S/)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click()
  await expect(page.getByRole('heading', { name: 'Our Solutions' })).toBeInViewport()
  await expect(page).toHaveURL(/\/home$/)
})

test("on a phone, 'Products' in the menu of the home page lands on the section's top, the menu closed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  // The smooth scroll's end: the page is where it stays (the browser's scroll anchoring does not act during one).
  const scrolled = page.evaluate(
    () => new Promise<void>((resolve) => addEventListener('scrollend', () => resolve(), { once: true })),
  )
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Products' }).click()
  await scrolled
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  // Measured with the menu open, the scroll overshot by the menu's height once it closed (158 px on 2026-12-01).
  expect((await page.locator('#products').boundingBox())!.y).toBeGreaterThanOrEqual(0)
  await expect(page.getByRole('heading', { name: 'Our Solutions' })).toBeInViewport({ ratio: 1 })
})

test("'Home' is a full page load of /home that ends at the top", async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.evaluate(() => Object.assign(window, { marker: 'same document' }))
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.locator('h1')).toHaveText('Giving Your Clients a Better Window into Their Future')
  expect(await page.evaluate(() => 'marker' in window)).toBe(false)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a route change shows the new page at its top at once, without scrolling up through it', async ({
  page,
}) => {
  await page.goto('/')
  // Typing has begun only once the page is hydrated.
  await expect(page.locator('[data-typing-logo]')).toHaveText(/^\S/)
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  const afterTwoFrames = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
      ),
  )
  expect(afterTwoFrames).toBe(0)
})

test('the skip link moves keyboard focus past the header to the page content', async ({ page }) => {
  await page.goto('/contact-us')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
  // The next Tab reaches the content, not the header's links.
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(
      () => document.activeElement?.closest('main') !== null && !document.activeElement?.closest('header'),
    ),
  ).toBe(true)
})

test("'Get Started Today' opens the contact form with the getting-started message", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'Get Started Today' }).first().click()
  await expectPrefilledContactForm(page, 'getStarted')
})

test("the closing 'Get Started Today' carries the same message", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'Get Started Today' }).last().click()
  await expectPrefilledContactForm(page, 'getStarted')
})

test("/ hydrates as an island without React Router's client; its message survives the document load, and Back returns", async ({
  page,
}) => {
  const scripts = scriptPaths(page)
  await page.goto('/')
  await hydrated(page)
  // Decision 0106: the island's entry, none of the router's files.
  expect(scripts.some((path) => path.includes('/home.client-'))).toBe(true)
  expect(scripts.filter((path) => /\/(router|entry\.client|root)-/.test(path))).toEqual([])
  await page.evaluate(() => Object.assign(window, { marker: 'same document' }))
  await page.getByRole('main').getByRole('link', { name: 'Get Started Today' }).first().click()
  await expectPrefilledContactForm(page, 'getStarted')
  // The contact page is a document of its own, with the router.
  expect(await page.evaluate(() => 'marker' in window)).toBe(false)
  expect(scripts.some((path) => /\/router-/.test(path))).toBe(true)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('h1')).toHaveText('Giving Your Clients a Better Window into Their Future')
  // The router's request for `/` (from another page) gets the page's data, without the island's HTML.
  const data = await page.request.get('/_root.data')
  expect(data.status()).toBe(200)
  expect(await data.text()).not.toContain('Better Window')
})

const pricingButtons: Array<[string, PrefillKey]> = [
  ['Choose Monthly Management', 'monthlyManagement'],
  ['Get Custom Quote', 'singlePurchase'],
  ['Request a Custom Quote', 'customQuote'],
]

for (const [name, key] of pricingButtons) {
  test(`pricing '${name}' opens the contact form with its own message`, async ({ page }) => {
    await page.goto('/pricing-breakdown')
    await page.getByRole('link', { name }).click()
    await expectPrefilledContactForm(page, key)
  })
}

test("the catalogue's 'Get White-Label Calculators' asks about white-label calculators", async ({ page }) => {
  await page.goto('/white-label-calculators')
  await page.getByRole('link', { name: 'Get White-Label Calculators' }).click()
  await expectPrefilledContactForm(page, 'whiteLabelCalculators')
})

test('the typing logo types the company name, then blinks its cursor', async ({ page }) => {
  await page.addInitScript(() => {
    const frames: string[] = []
    Object.assign(window, { typingFrames: frames })
    new MutationObserver(() => {
      const text = document.querySelector('[data-typing-logo]')?.textContent
      if (text !== undefined && text !== null && frames.at(-1) !== text) frames.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('/')
  const logo = page.locator('[data-typing-logo]')
  await expect(logo).toHaveText(business.name)
  const frames = await page.evaluate(() => (window as unknown as { typingFrames: string[] }).typingFrames)
  // Every frame is a prefix of the name, growing by one character at a time once typing is under way.
  for (const frame of frames) expect(business.name.startsWith(frame)).toBe(true)
  expect(frames.length).toBeGreaterThan(business.name.length / 2)
  const cursor = logo.locator('span')
  await expect(cursor).toHaveClass(/opacity-0/)
  await expect(cursor).toHaveClass(/opacity-100/)
  // The sr-only copy gives assistive technology the whole name from the first byte.
  await expect(page.getByRole('main').getByText(business.name, { exact: true }).first()).toBeAttached()
})

test('with reduced motion the logo shows the whole name at once', async ({ browser }) => {
  // Without JavaScript the first paint is all there is: the whole name must be in it, never typed.
  const context = await browser.newContext({ reducedMotion: 'reduce', javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('[data-logo-whole]')).toBeVisible()
  await expect(page.locator('[data-logo-whole]')).toHaveText(business.name)
  await expect(page.locator('[data-typing-logo]')).toBeHidden()
  await context.close()
})

test('with reduced motion the logo stays whole once the scripts have run', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/')
  // React has hydrated the page once its elements carry fibers: from then on the scripts could re-render it.
  await expect
    .poll(() =>
      page
        .locator('h1')
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true)
  await expect(page.locator('[data-logo-whole]')).toBeVisible()
  await expect(page.locator('[data-logo-whole]')).toHaveText(business.name)
  await expect(page.locator('[data-typing-logo]')).toBeHidden()
  await context.close()
})

const footerPaths = [
  '/',
  '/about-us',
  '/how-it-works',
  '/view-our-work',
  '/pricing-breakdown',
  '/privacy-policy',
  '/terms-of-service',
  '/white-label-calculators',
  '/contact-us',
]

for (const path of footerPaths) {
  test(`the footer on ${path} offers the legal pages, a demo request and the admin sign-in`, async ({
    page,
  }) => {
    await page.goto(path)
    const footer = page.getByRole('navigation', { name: 'Footer' })
    const expected: Array<[string, string]> = [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Request a Demo', '/contact-us'],
      ['Admin', '/auth'],
    ]
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: business.email })).toBeVisible()
  })
}

for (const width of [768, 820, 1024]) {
  test(`the header at ${width} px: the nav's four links on one line, clear of the logo`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/about-us')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Products', 'About Us', 'Contact Us'])
    const boxes = await nav.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const rect = link.getBoundingClientRect()
        return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right }
      }),
    )
    const lineHeight = await nav
      .getByRole('link', { name: 'Home' })
      .evaluate((link) => parseFloat(getComputedStyle(link).lineHeight))
    for (const box of boxes) {
      expect(box.top).toBe(boxes[0]!.top)
      // One line of text plus the link's vertical padding (16 px).
      expect(box.bottom - box.top).toBeLessThanOrEqual(lineHeight + 16 + 1)
    }
    const logo = (await page.getByRole('banner').getByRole('link', { name: business.name }).boundingBox())!
    expect(boxes[0]!.left).toBeGreaterThanOrEqual(logo.x + logo.width + 8)
    const viewport = page.viewportSize()!
    expect(boxes.at(-1)!.right).toBeLessThanOrEqual(viewport.width - 16)
    // The account control sits at the right edge, clear of the nav.
    const account = (await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).boundingBox())!
    expect(account.x).toBeGreaterThanOrEqual(boxes.at(-1)!.right + 8)
    expect(account.x + account.width).toBeLessThanOrEqual(viewport.width - 16 + 1)
    // Still centred in the header.
    expect(Math.abs((boxes[0]!.left + boxes.at(-1)!.right) / 2 - width / 2)).toBeLessThanOrEqual(2)
  })
}
