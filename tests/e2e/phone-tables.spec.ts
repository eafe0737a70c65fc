import type { Locator } from '@playwright/test'
import { seedMessage, unique } from './accounts-support'
import { expect, seriousAxeViolations, test } from './fixtures'
import { phone } from './phone-support'
import { adminPage, createLoanCalculator, signUpAndVerify } from './workspace-support'

// Issue 33 §4: at 390 × 844 the editor's Inputs cells show whole numbers and the admin tables (contact
// messages, the webhook delivery log) reflow into the screen instead of hiding columns off to the side.
const shots = '/tmp/shots-leadui'

/** Visible boxes inside `scope` reaching past the viewport, and text boxes whose text is cut off. */
function overflowsIn(scope: Locator) {
  return scope.evaluate((root) => {
    const found: string[] = []
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue
      if (element.closest('.sr-only, nav')) continue
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5)
        found.push(`${name} reaches past the screen`)
      else if (
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).overflowX !== 'visible'
      )
        found.push(`${name} is cut off`)
    }
    return found
  })
}

test('on a phone the Inputs cells of the editor show whole numbers', async ({ browser }) => {
  const owner = await signUpAndVerify(browser, `inputs-${unique()}@example.com`)
  await owner.setViewportSize(phone)
  await createLoanCalculator(owner, 'Inputs Bank', 'Jumbo loan')
  await owner.locator('input[name="default.principal"]').fill('1500000')
  await owner.locator('input[name="min.principal"]').fill('100000')
  await owner.locator('input[name="max.principal"]').fill('10000000')
  const inputs = owner
    .locator('fieldset, section')
    .filter({ has: owner.locator('input[name="default.principal"]') })
  const cells = owner.locator('input[name^="default."], input[name^="min."], input[name^="max."]')
  const cut = await cells.evaluateAll((all) =>
    (all as HTMLInputElement[])
      .filter((cell) => cell.scrollWidth > cell.clientWidth)
      .map((cell) => `${cell.name}=${cell.value}`),
  )
  expect(cut).toEqual([])
  expect(await overflowsIn(inputs.last())).toEqual([])
  await inputs.last().screenshot({ path: `${shots}/inputs-390.png` })
})

test('on a phone the admin contact messages read as cards within the screen', async ({ browser }) => {
  const admin = await adminPage(browser, 'layout-admin@brightline-e2e.test')
  await seedMessage(admin.request, {
    firstName: 'Wilhelmina',
    email: 'wilhelmina.longname@prairie-credit-union.example',
    message: 'We would like loan and CD calculators in our colours, with a lead form on each page.',
  })
  await admin.setViewportSize(phone)
  await admin.goto('/admin')
  await expect(admin.getByText('wilhelmina.longname@prairie-credit-union.example').first()).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Mark handled' }).first()).toBeVisible()
  expect(await overflowsIn(admin.locator('main'))).toEqual([])
  await admin.screenshot({ path: `${shots}/admin-messages-390.png` })
  expect(await seriousAxeViolations(admin)).toEqual([])
  await admin.setViewportSize({ width: 1280, height: 800 })
  await expect(admin.getByRole('columnheader', { name: 'Email' })).toBeVisible()
  await admin.screenshot({ path: `${shots}/admin-messages-1280.png` })
})

test('on a phone the webhook delivery log reads as cards within the screen', async ({ browser }) => {
  const owner = await signUpAndVerify(browser, `log-${unique()}@example.com`)
  await owner.setViewportSize(phone)
  await createLoanCalculator(owner, 'Log Bank', 'Log loan')
  const workspaceId = new URL(owner.url()).pathname.split('/')[2]!
  await owner.goto(`/workspace/${workspaceId}/integrations`)
  await owner.getByLabel('URL').fill('https://hooks.example.com/catch/phone')
  await owner.getByLabel('Description').press('Enter')
  await expect(owner.getByRole('heading', { name: 'https://hooks.example.com/catch/phone' })).toBeVisible()
  await owner.getByRole('button', { name: 'Send test event' }).click()
  const log = owner.getByRole('list', { name: 'Delivery log' })
  await expect(log.getByText('Retry scheduled')).toBeVisible({ timeout: 30_000 })
  expect(await overflowsIn(owner.locator('main'))).toEqual([])
  await log.screenshot({ path: `${shots}/delivery-log-390.png` })
  expect(await seriousAxeViolations(owner)).toEqual([])
})
