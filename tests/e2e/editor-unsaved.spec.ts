import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { createLoanCalculator, openWorkspacePage, signUpAndVerify } from './workspace-support'

// Issue 33 §4: an editor's unsaved changes are not lost silently, whichever way the member leaves (the
// workspace navigation itself, phone menu included, is tested in workspace-navigation.spec.ts).
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
  await openWorkspacePage(owner, 'Usage')
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
