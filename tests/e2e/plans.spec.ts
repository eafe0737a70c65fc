import { calculators } from '../../app/calculators/registry'
import { formatCents, PLANS, EVERY_PLAN_INCLUDES } from '../../app/lib/billing/plans'
import { allowOneRefusal, expect, seriousAxeViolations, test } from './fixtures'

const shots = process.env.SHOTS_DIR

/* Issue 44 §1: the calculator plans on the pricing page, from the catalogue, readable on a phone. */
test('the pricing page shows every plan from the catalogue, monthly and annual, and what every plan has', async ({
  page,
}) => {
  await page.goto('/pricing-breakdown')
  for (const plan of PLANS) {
    const card = page.getByRole('region', { name: plan.name, exact: true })
    await expect(card).toContainText(`${formatCents(plan.monthlyCents)}per month`)
    await expect(card).toContainText(`or ${formatCents(plan.annualCents)} per year`)
    await expect(card.getByRole('link', { name: /Start a free 30-day trial/ })).toHaveAttribute(
      'href',
      '/trial',
    )
  }
  for (const item of EVERY_PLAN_INCLUDES) await expect(page.getByText(item)).toBeVisible()
  // The website offers stay as the spec states them.
  await expect(page.getByRole('heading', { name: 'Monthly Management' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Single Purchase' })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
})

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`the pricing page and the trial page do not scroll sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    for (const path of ['/pricing-breakdown', '/trial', '/']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
      if (shots)
        await page.screenshot({
          path: `${shots}/${path === '/' ? 'home' : path.slice(1)}-${width}.png`,
          fullPage: true,
        })
    }
  })
}

test('"Start a free 30-day trial" is on the home page, the pricing page and every calculator page', async ({
  page,
}) => {
  const paths = ['/', '/pricing-breakdown', ...calculators.map(({ name }) => `/calculators/${name}`)]
  for (const path of paths) {
    await page.goto(path)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start a free 30-day trial' }).first(),
      path,
    ).toHaveAttribute('href', '/trial')
  }
  await page.goto('/')
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started Today' })).toHaveCount(2)
  await expect(page.getByRole('main').getByRole('link', { name: 'Talk to us' }).first()).toHaveAttribute(
    'href',
    '/contact-us',
  )
})

test('the trial page asks the name and colour, refuses a pale colour, and sends a visitor to sign up', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/trial')
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.getByLabel('Institution name').fill('Prairie Credit Union')
  await page.getByLabel('Brand colour').fill('#fde68a')
  await page.getByRole('button', { name: 'Continue to sign up' }).click()
  await expect(page.getByText('White text on this colour would be hard to read')).toBeVisible()
  allowOneRefusal(consoleErrors)
  await page.getByLabel('Brand colour').fill('#0f766e')
  await page.getByRole('button', { name: 'Continue to sign up' }).click()
  await expect(page).toHaveURL(/\/auth\?tab=sign-up$/)
  await expect(page.getByTestId('sign-in-reason')).toContainText('start the free 30-day trial')
  if (shots) await page.screenshot({ path: `${shots}/auth-trial-reason.png` })
})
