import { calculators } from '../../app/calculators/registry'
import { business } from '../../app/lib/business'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'

type PageSpec = { path: string; title: string; h1: string; texts: string[] }

const pages: PageSpec[] = [
  {
    path: '/',
    title: `White-Label Financial Calculators and Custom Websites | ${business.name}`,
    h1: 'Giving Your Clients a Better Window into Their Future',
    texts: [
      'Our Solutions',
      'Responsive Design',
      'High Performance',
      'SEO Optimized',
      '99.9% Accuracy',
      'Lightning Fast',
      'Fully Branded',
      'Accuracy and Reliability',
      'Interactive Controls and Graphics',
      'Dedicated Support',
      'Scalable Solutions',
      'Ready to Transform Your Calculations?',
    ],
  },
  {
    path: '/home',
    title: `White-Label Financial Calculators and Custom Websites | ${business.name}`,
    h1: 'Giving Your Clients a Better Window into Their Future',
    texts: ['Our Solutions', 'Ready to Transform Your Calculations?'],
  },
  {
    path: '/about-us',
    title: `About Us | ${business.name}`,
    h1: 'About Us',
    texts: ['optimise their online presence with simple, effective tools', 'Des Moines, Iowa'],
  },
  {
    path: '/how-it-works',
    title: `How it Works | ${business.name}`,
    h1: 'How it Works',
    texts: [
      'Choose your calculators',
      'Specialty calculators can be requested.',
      'We match the colour, font and language',
      'Once your team approves the result, the calculators are hosted on your site',
    ],
  },
  {
    path: '/view-our-work',
    title: `View Our Work | ${business.name}`,
    h1: 'View Our Work',
    texts: [...business.portfolio.map((project) => project.name), 'Start Your Project Today'],
  },
  {
    path: '/pricing-breakdown',
    title: `Pricing Breakdown | ${business.name}`,
    h1: 'Pricing Breakdown',
    texts: [
      'Monthly Management',
      '$65',
      'per month',
      "A custom-built site matching your business's colour, font and style",
      'Ongoing maintenance and updates',
      'Priority technical support',
      'Content updates',
      'Custom revisions',
      'Personalised service',
      'Mobile-responsive design',
      'Single Purchase',
      'Get Custom Quote',
      'A 30-day support period after launch',
      'Request a Custom Quote',
    ],
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy | ${business.name}`,
    h1: 'Privacy Policy',
    texts: [
      'Effective date: 7/10/2025',
      business.legalName,
      'We do not sell, rent or trade your personal information.',
    ],
  },
  {
    path: '/terms-of-service',
    title: `Terms of Service | ${business.name}`,
    h1: 'Terms of Service',
    texts: ['Effective date: 7/10/2025', 'not financial, investment, tax or legal advice', 'State of Iowa'],
  },
  {
    path: '/white-label-calculators',
    title: `White Label Calculators | ${business.name}`,
    h1: 'White Label Calculators',
    texts: [
      'Loan Calculator',
      'CD Calculator',
      'Retirement Calculator',
      'Choose Calculators',
      'Customize and Refine',
      'Engage and Convert',
    ],
  },
]

for (const spec of pages) {
  test(`${spec.path} answers 200 with its title, a single h1 and the spec's words`, async ({ page }) => {
    const response = await page.goto(spec.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(spec.title)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(spec.h1)
    for (const text of spec.texts) await expect(page.getByText(text).first()).toBeVisible()
  })
}

test('the home page buttons lead where the spec says', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  const expected: Array<[string, string]> = [
    ['Get Started Today', '/contact-us'],
    ['View Pricing Options', '/pricing-breakdown'],
    ['View Our Work', '/view-our-work'],
    ['Explore Our Calculators', '/white-label-calculators'],
    ['How it Works', '/how-it-works'],
    ['Loan Calculator', '/calculators/loan'],
    ['CD Calculator', '/calculators/cd'],
    ['Retirement Calculator', '/calculators/retirement'],
  ]
  for (const [name, href] of expected) {
    await expect(main.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href)
  }
  await expect(main.getByRole('link', { name: 'Get Started Today' })).toHaveCount(2)
  await expect(page.locator('#products').getByRole('heading', { name: 'Our Solutions' })).toBeVisible()
})

test('the home page icons come from the same-origin sprite and render', async ({ page }) => {
  const sprite = page.waitForResponse((response) => response.url().endsWith('/images/icons.svg'))
  await page.goto('/')
  expect((await sprite).status()).toBe(200)
  const icon = page.locator('#products svg').first()
  await expect(icon).toBeVisible()
  expect(await icon.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(24)
})

test('the FAQ opens and closes natively, from the keyboard too', async ({ page }) => {
  await page.goto('/')
  const question = page.getByText('Are the calculators financial advice?')
  const answer = page.getByText('They give estimates from the figures a visitor enters')
  await expect(answer).toBeHidden()
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await question.click()
  await expect(answer).toBeHidden()
})

test("the catalogue has a Back link and the spec's three cards with their 'Try Calculator' buttons", async ({
  page,
}) => {
  await page.goto('/white-label-calculators')
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/')
  for (const [name, href] of [
    ['Loan Calculator', '/calculators/loan'],
    ['CD Calculator', '/calculators/cd'],
    ['Retirement Calculator', '/calculators/retirement'],
  ] as const) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
    const button = card.getByRole('link', { name: /Try Calculator/ })
    await expect(button).toHaveText('Try Calculator')
    await expect(button).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('link', { name: 'Get White-Label Calculators' })).toHaveAttribute(
    'href',
    '/contact-us',
  )
})

test('the catalogue lists every calculator under its group, each card with its page and its branding playground', async ({
  page,
}) => {
  await page.goto('/white-label-calculators')
  await expect(page.getByRole('status')).toHaveText(`${calculators.length} calculators`)
  for (const calculator of calculators) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: calculator.title.en, exact: true }) })
    await expect(card.getByRole('link', { name: `Try Calculator: ${calculator.title.en}` })).toHaveAttribute(
      'href',
      `/calculators/${calculator.name}`,
    )
    await expect(
      card.getByRole('link', { name: `Brand this calculator: ${calculator.title.en}` }),
    ).toHaveAttribute('href', `/try/${calculator.name}-calculator`)
  }
  const home = page.getByRole('region', { name: 'Home', exact: true })
  await expect(home.getByRole('heading', { name: 'Mortgage Calculator' })).toBeVisible()
  const savings = page.getByRole('region', { name: 'Savings and retirement' })
  await expect(savings.getByRole('heading', { name: 'CD Calculator' })).toBeVisible()
})

test('the catalogue filters by group and by a search, and says how many calculators match', async ({
  page,
}) => {
  await page.goto('/white-label-calculators')
  await hydrated(page)
  const cards = page.getByRole('region', { name: 'Our Calculators' }).getByRole('listitem')
  await expect(cards).toHaveCount(calculators.length)
  const debts = calculators.filter((calculator) => calculator.group === 'debt')
  // The radios are visually hidden inside their pill-shaped labels: a visitor clicks the label.
  await page.locator('label', { hasText: 'Debt' }).click()
  await expect(page.getByRole('radio', { name: 'Debt' })).toBeChecked()
  await expect(cards).toHaveCount(debts.length)
  await expect(page.getByRole('status')).toHaveText(`${debts.length} of ${calculators.length} calculators`)
  await expect(page.getByRole('region', { name: 'Home', exact: true })).toHaveCount(0)

  await page.locator('label', { hasText: 'All calculators' }).click()
  await page.getByLabel('Search calculators').fill('cd')
  await expect(page.getByRole('heading', { name: 'CD Calculator', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Mortgage Calculator', exact: true })).toHaveCount(0)
  await page.getByLabel('Search calculators').fill('zzzz')
  await expect(cards).toHaveCount(0)
  await expect(page.getByRole('status')).toHaveText(`0 of ${calculators.length} calculators`)
  await page.getByRole('button', { name: 'show all calculators' }).click()
  await expect(cards).toHaveCount(calculators.length)
  await expect(page.getByLabel('Search calculators')).toHaveValue('')
})

test.describe('the catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows every calculator', async ({ page }) => {
    await page.goto('/white-label-calculators')
    const cards = page.getByRole('region', { name: 'Our Calculators' }).getByRole('listitem')
    await expect(cards).toHaveCount(calculators.length)
  })
})

test('portfolio links open safely in a new tab and say so', async ({ page }) => {
  await page.goto('/view-our-work')
  for (const project of business.portfolio) {
    const link = page.getByRole('link', { name: `Visit ${project.name} (opens in a new tab)` })
    await expect(link).toHaveAttribute('href', project.url)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(page.getByRole('link', { name: 'Start Your Project Today' })).toHaveAttribute(
    'href',
    '/pricing-breakdown',
  )
})

test('the about page shows its illustration with a description and links back home', async ({ page }) => {
  await page.goto('/about-us')
  const image = page.getByRole('img', { name: /Illustration of a business website/ })
  await expect(image).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
})

test('home and pricing read in full without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('h1')).toHaveText('Giving Your Clients a Better Window into Their Future')
  // The typing logo shows the whole name at once when it cannot animate.
  const fallback = page.getByRole('main').locator('noscript')
  await expect(fallback).toBeVisible()
  expect(await fallback.evaluate((element: HTMLElement) => element.innerText)).toBe(business.name)
  for (const text of pages[0]!.texts) await expect(page.getByText(text).first()).toBeVisible()
  await page.goto('/pricing-breakdown')
  for (const text of pages.find((spec) => spec.path === '/pricing-breakdown')!.texts) {
    await expect(page.getByText(text).first()).toBeVisible()
  }
  await context.close()
})

const axePaths = [
  ...pages.map((spec) => spec.path).filter((path) => path !== '/home'),
  '/contact-us',
  '/auth',
]

for (const path of axePaths) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
  })
}

test('the not-found page has no serious accessibility violations', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-marketing-page')
  expect(response?.status()).toBe(404)
  expect(await seriousAxeViolations(page)).toEqual([])
  // The browser reports the 404 document itself as a failed resource; nothing else may fail.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes('404')))
})

// A button's label longer than a phone's line wraps inside the button: its height grows with it. Fixed heights
// had "Start Your Project Today" and three other labels spill over their buttons' edges at 390 px (2026-11-30).
test("at 390 px every button's label stays inside the button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [...axePaths, '/white-label-calculators', '/trial']) {
    await page.goto(path)
    await expect(page.locator('h1')).toBeVisible()
    const spilling = await page.evaluate(() => {
      // The label as drawn: its text, leaving out what is clipped away for screen readers only ("opens in a
      // new tab", the skip link until it is focused).
      const shown = (element: Element | null) =>
        element !== null &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).clipPath === 'none'
      const spills = (element: HTMLElement) => {
        if (!shown(element)) return false
        const box = element.getBoundingClientRect()
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim() || !shown(text.parentElement)) continue
          const range = document.createRange()
          range.selectNodeContents(text)
          const label = range.getBoundingClientRect()
          if (label.top < box.top - 0.5 || label.bottom > box.bottom + 0.5) return true
        }
        return false
      }
      return [...document.querySelectorAll<HTMLElement>('a, button')]
        .filter(spills)
        .map((element) => element.textContent?.trim())
    })
    expect(spilling, path).toEqual([])
  }
})
