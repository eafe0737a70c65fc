import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { createLoanCalculator, signUpAndVerify } from './workspace-support'

// Issue 33 §4: an editor's unsaved changes are not lost silently, and the workspace's tab bar keeps its place.
const shots = '/tmp/shots-leadui'
const workspaceTabs = (page: Page) => page.getByRole('navigation', { name: 'Workspace' })

test('leaving the calculator editor with unsaved changes asks first; saved or untouched, it does not', async ({
  browser,
}) => {
  const owner = await signUpAndVerify(browser, `unsaved-${unique()}@example.com`)
  await owner.setViewportSize({ width: 1280, height: 800 })
  await createLoanCalculator(owner, 'Unsaved Bank', 'Unsaved loan')
  const editorUrl = owner.url()

  // Untouched: a tab opens at once.
  await workspaceTabs(owner).getByRole('link', { name: 'Leads' }).click()
  await expect(owner.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await owner.goBack()
  await expect(owner.getByRole('heading', { name: 'Unsaved loan', level: 1 })).toBeVisible()

  await owner.getByLabel('Name', { exact: true }).fill('Renamed loan')
  await workspaceTabs(owner).getByRole('link', { name: 'Leads' }).click()
  const dialog = owner.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Your changes to this calculator are not saved')
  await expect(dialog.getByRole('button', { name: 'Stay and keep editing' })).toBeFocused()
  await owner.screenshot({ path: `${shots}/unsaved-dialog-1280.png` })
  expect(await seriousAxeViolations(owner)).toEqual([])
  await dialog.getByRole('button', { name: 'Stay and keep editing' }).click()
  await expect(dialog).toBeHidden()
  expect(owner.url()).toBe(editorUrl)
  await expect(owner.getByLabel('Name', { exact: true })).toHaveValue('Renamed loan')

  // Escape stays too; "Leave" goes where the member asked.
  await workspaceTabs(owner).getByRole('link', { name: 'Leads' }).click()
  await expect(dialog).toBeVisible()
  await owner.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(owner.url()).toBe(editorUrl)
  await owner.setViewportSize({ width: 390, height: 844 })
  await workspaceTabs(owner).getByRole('link', { name: 'Usage' }).click()
  await expect(dialog).toBeVisible()
  await owner.screenshot({ path: `${shots}/unsaved-dialog-390.png` })
  await dialog.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(owner.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible()

  // Saved, the changes are safe: leaving asks nothing.
  await owner.setViewportSize({ width: 1280, height: 800 })
  await owner.goto(editorUrl)
  await hydrated(owner)
  await owner.getByLabel('Name', { exact: true }).fill('Saved loan')
  await owner.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(owner.getByTestId('revision-state')).toContainText('Revision 2')
  await workspaceTabs(owner).getByRole('link', { name: 'Leads' }).click()
  await expect(owner.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()

  // Leaving the site (closing the tab, another address) with changes: the browser's own question.
  await owner.goto(editorUrl)
  // Typed before hydration, the guard would take the typed name for the saved one (it compares with the form
  // as it was when it started).
  await hydrated(owner)
  await owner.getByLabel('Name', { exact: true }).fill('Unsaved again')
  const asked = owner.waitForEvent('dialog')
  await owner.close({ runBeforeUnload: true })
  const question = await asked
  expect(question.type()).toBe('beforeunload')
  await question.accept()
})

test('on a phone the workspace tab bar keeps its scroll position when a tab is chosen', async ({
  browser,
}) => {
  const owner = await signUpAndVerify(browser, `tabbar-${unique()}@example.com`)
  await owner.setViewportSize({ width: 390, height: 844 })
  await createLoanCalculator(owner, 'Tab Bar Bank', 'Tab loan')
  await workspaceTabs(owner).getByRole('link', { name: 'Calculators' }).click()
  await expect(owner.getByRole('heading', { name: 'Calculators', level: 1 })).toBeVisible()

  const bar = workspaceTabs(owner)
  // One row that scrolls sideways in its own box: the page itself does not. Scrolled so that History shows
  // whole, a little in from the left edge (wherever the tabs after it put it), the member chooses it.
  const scrolled = await bar.evaluate((nav: HTMLElement) => {
    const history = [...nav.querySelectorAll('a')].find((link) => link.textContent === 'History')!
    nav.scrollLeft = history.offsetLeft - nav.offsetLeft - 24
    return nav.scrollLeft
  })
  expect(scrolled).toBeGreaterThan(0)
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await bar.getByRole('link', { name: 'History' }).click()
  await expect(owner.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page')
  expect(await bar.evaluate((nav) => nav.scrollLeft)).toBe(scrolled)
  await expect(bar.getByRole('link', { name: 'History' })).toBeInViewport({ ratio: 1 })
  await owner.screenshot({ path: `${shots}/tabbar-history-390.png` })

  // Loaded afresh at a tab that starts off-screen, the bar shows it.
  await owner.goto(owner.url())
  await expect(bar.getByRole('link', { name: 'History' })).toBeInViewport({ ratio: 1 })

  // And before its scripts have loaded (a slow phone), as first painted: no script file reaches the page.
  await owner.route(/\.js(\?|$)/, (route) => route.abort())
  await owner.goto(owner.url())
  await expect(bar.getByRole('link', { name: 'History' })).toBeInViewport({ ratio: 1 })
  const hydratedNow = await owner
    .locator('h1')
    .first()
    .evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber')))
  expect(hydratedNow).toBe(false)
})
