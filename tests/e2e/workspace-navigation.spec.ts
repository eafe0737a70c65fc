import type { Locator, Page } from '@playwright/test'
import { totp } from '../support/totp'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import {
  createLoanCalculator,
  openWorkspacePage,
  password,
  signUpAndVerify,
  workspaceNav,
} from './workspace-support'

// Issue 48 §1: the workspace's navigation in groups, one frame for every page, a pending indicator, and
// sign-in that lands where the member was going or in their workspace (decision 0078).
const shots = '/tmp/shots-nav'
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }

const xOf = async (locator: Locator) => (await locator.boundingBox())!.x

async function signInOnAuth(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth$/)
  await hydrated(page)
  await page.getByRole('tabpanel').getByLabel('Email').fill(email)
  await page.getByRole('tabpanel').getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

test('the daily work in one row, Settings and Records as disclosures, in one frame that never moves', async ({
  browser,
}) => {
  const owner = await signUpAndVerify(browser, `nav-${unique()}@example.com`)
  await owner.setViewportSize(desktop)
  await createLoanCalculator(owner, 'Nav Bank', 'Nav loan')
  const editorUrl = owner.url()
  const base = new URL(editorUrl).pathname.replace(/\/calculators\/.*/, '')
  const nav = workspaceNav(owner)
  const settings = nav.getByRole('button', { name: 'Settings' })
  const records = nav.getByRole('button', { name: 'Records' })

  await test.step('the top level is one row at 1280 px; the editor is under Calculators', async () => {
    const top = [
      ...['Calculators', 'Leads', 'Usage', 'Rates'].map((name) =>
        nav.getByRole('link', { name, exact: true }),
      ),
      settings,
      records,
    ]
    const tops = await Promise.all(top.map(async (item) => (await item.boundingBox())!.y))
    expect(new Set(tops).size, `top-level items at y = ${tops.join(', ')}`).toBe(1)
    await expect(nav.getByRole('link', { name: 'Calculators' })).toHaveAttribute('aria-current', 'true')
    await expect(settings).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Members' })).toBeHidden()
    await owner.screenshot({ path: `${shots}/editor-1280.png` })
    // The frame's edges are the site header's: the navigation starts under the logo, not left of it.
    const frame = (await owner.locator('[data-workspace-frame]').boundingBox())!
    const header = (await owner.getByRole('banner').locator('> div').first().boundingBox())!
    expect({ x: frame.x, width: frame.width }).toEqual({ x: header.x, width: header.width })
    // Open over the editor, the group's list sits above the form and the preview.
    await hydrated(owner)
    await records.click()
    await expect(nav.getByRole('link', { name: 'Archive' })).toBeVisible()
    await owner.screenshot({ path: `${shots}/editor-records-open-1280.png` })
    await owner.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Archive' })).toBeHidden()
  })

  await test.step('nothing moves between the editor and the other pages', async () => {
    const rates = nav.getByRole('link', { name: 'Rates', exact: true })
    const onEditor = { rates: await xOf(rates), records: await xOf(records) }
    for (const [label, heading] of [
      ['Leads', 'Leads'],
      ['Calculators', 'Calculators'],
      ['Privacy', 'Privacy'],
      ['Audit log', 'Audit log'],
    ] as const) {
      await openWorkspacePage(owner, label)
      await expect(owner.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      expect({ page: label, rates: await xOf(rates), records: await xOf(records) }).toEqual({
        page: label,
        ...onEditor,
      })
    }
  })

  await test.step('a group opens and closes by mouse and keyboard, and says where the member is', async () => {
    await owner.goto(`${base}/members`)
    await hydrated(owner)
    await expect(settings).toHaveAttribute('aria-current', 'true')
    await expect(records).not.toHaveAttribute('aria-current')
    await settings.click()
    await expect(settings).toHaveAttribute('aria-expanded', 'true')
    const list = nav.getByRole('list', { name: 'Settings' })
    await expect(list.getByRole('link')).toHaveText([
      'Brand',
      'Lead form',
      'Members',
      'Integrations',
      'Single sign-on',
      'Privacy',
      'Billing',
    ])
    await expect(list.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page')
    await owner.screenshot({ path: `${shots}/settings-open-1280.png` })
    expect(await seriousAxeViolations(owner)).toEqual([])
    // Escape closes it and leaves the focus on its button.
    await owner.keyboard.press('Escape')
    await expect(settings).toHaveAttribute('aria-expanded', 'false')
    await expect(list).toBeHidden()
    // From the keyboard: Enter opens, Tab walks into the links, leaving the group closes it.
    await settings.focus()
    await owner.keyboard.press('Enter')
    await expect(settings).toHaveAttribute('aria-expanded', 'true')
    await owner.keyboard.press('Tab')
    await expect(list.getByRole('link', { name: 'Brand' })).toBeFocused()
    await owner.keyboard.press('Escape')
    await expect(settings).toBeFocused()
    await expect(settings).toHaveAttribute('aria-expanded', 'false')
    // One group at a time; a click elsewhere closes it.
    await settings.click()
    await records.click()
    await expect(settings).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('list', { name: 'Records' }).getByRole('link')).toHaveText([
      'History',
      'Audit log',
      'Archive',
      'Vendor review',
    ])
    await owner.getByRole('heading', { name: 'Members', level: 1 }).click()
    await expect(records).toHaveAttribute('aria-expanded', 'false')
    // A choice goes there and closes the group.
    await records.click()
    await nav.getByRole('link', { name: 'History' }).click()
    await expect(owner.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()
    await expect(records).toHaveAttribute('aria-expanded', 'false')
    await expect(records).toHaveAttribute('aria-current', 'true')
  })

  await test.step('on a phone the whole navigation is one menu', async () => {
    await owner.setViewportSize(phone)
    await owner.goto(`${base}/leads`)
    await hydrated(owner)
    const menu = nav.getByRole('button', { name: 'Workspace menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link')).toHaveCount(0)
    await expect(settings).toBeHidden()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link')).toHaveText([
      'Calculators',
      'Leads',
      'Usage',
      'Rates',
      'Brand',
      'Lead form',
      'Members',
      'Integrations',
      'Single sign-on',
      'Privacy',
      'Billing',
      'History',
      'Audit log',
      'Archive',
      'Vendor review',
    ])
    await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page')
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
    await owner.screenshot({ path: `${shots}/menu-390.png` })
    expect(await seriousAxeViolations(owner)).toEqual([])
    await owner.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    await nav.getByRole('link', { name: 'Audit log' }).click()
    await expect(owner.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await owner.goto(editorUrl)
    await expect(owner.getByRole('heading', { name: 'Nav loan', level: 1 })).toBeVisible()
    await owner.screenshot({ path: `${shots}/editor-390.png` })
  })
})

test('a navigation that takes longer than a moment shows a progress bar until the page comes', async ({
  browser,
}) => {
  const owner = await signUpAndVerify(browser, `nav-pending-${unique()}@example.com`)
  await owner.setViewportSize(desktop)
  await createLoanCalculator(owner, 'Pending Bank', 'Pending loan')
  await openWorkspacePage(owner, 'Leads')
  await expect(owner.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  const progress = owner.getByRole('progressbar', { name: 'Loading the page' })
  await expect(progress).toHaveCount(0)

  // The usage page's data is held back until the bar has been seen: a slow server, without a timer.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await owner.route(/\/usage\.data/, async (route) => {
    await held
    await route.continue()
  })
  await openWorkspacePage(owner, 'Usage')
  await expect(progress).toBeVisible()
  await expect(owner.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await owner.screenshot({ path: `${shots}/pending-1280.png` })
  release()
  await expect(owner.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible()
  await expect(progress).toHaveCount(0)
})

test('a sign-in goes where the member was going, or to / as the spec says; two-factor too', async ({
  browser,
}) => {
  const email = `nav-landing-${unique()}@example.com`
  const owner = await signUpAndVerify(browser, email)
  await createLoanCalculator(owner, 'Landing Bank', 'Landing loan')
  const base = new URL(owner.url()).pathname.replace(/\/calculators\/.*/, '')

  await test.step('a link into the workspace, opened signed out, lands there after the sign-in', async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto(`${base}/leads?q=ada`)
    await signInOnAuth(page, email)
    await expect(page).toHaveURL(new RegExp(`${base}/leads\\?q=ada$`))
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
    await expect(page.getByText('You have been signed in successfully.')).toBeVisible()
    await page.context().close()
  })

  await test.step('with nowhere to go back to, the spec’s /, whose header links the workspace', async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto('/auth')
    await signInOnAuth(page, email)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('You have been signed in successfully.')).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Workspace' }).first().click()
    await expect(page).toHaveURL(new RegExp(`${base}$`))
    await page.context().close()
  })

  await test.step('after the two-factor code, back to the page she asked for (the issue’s case)', async () => {
    await owner.goto('/account/two-factor')
    await hydrated(owner)
    await owner.getByLabel('Password').fill(password)
    await owner.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    const secret = (await owner.getByTestId('totp-secret').textContent())!
    await owner.getByLabel('Authentication code').fill(totp(secret))
    await owner.getByRole('button', { name: 'Turn on' }).click()
    await expect(owner.getByTestId('two-factor-state')).toContainText('On:')
    const page = await (await browser.newContext()).newPage()
    await page.goto(`${base}/usage`)
    await signInOnAuth(page, email)
    await expect(page).toHaveURL(/\/auth\/two-factor$/)
    await hydrated(page)
    await page.getByLabel('Authentication code').fill(totp(secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(new RegExp(`${base}/usage$`))
    await expect(page.getByText('You have been signed in successfully.')).toBeVisible()
    await page.context().close()
  })
})
