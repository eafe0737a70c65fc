import { expect, seriousAxeViolations, test } from './fixtures'
import {
  adminPage,
  clickIntent,
  createLoanCalculator,
  openWorkspacePage,
  signUpAndVerify,
} from './workspace-support'

const shots = process.env.SHOTS_DIR

/* The audit log as an owner and an admin see it (decisions 0051, 0071), at a desktop and a phone width. */
test('an owner reads, checks and filters the audit log; an admin checks every chain @postgres', async ({
  browser,
}, info) => {
  const run = `${info.project.name}-${Date.now()}`
  const owner = await signUpAndVerify(browser, `audit-owner-${run}@example.com`)
  await createLoanCalculator(owner, 'Audit Bank', 'Home loans')
  const workspacePath = new URL(owner.url()).pathname.match(/\/workspace\/[0-9a-f-]{36}/)![0]
  const editor = owner.url()

  await openWorkspacePage(owner, 'Audit log')
  await expect(owner.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible()
  const log = owner.getByTestId('audit-log')
  await expect(log.getByRole('row')).toHaveCount(3)
  await expect(log).toContainText('calculator.created')
  await expect(log).toContainText('Created the calculator (Home loans)')
  // Owners check their own workspace's chain (issue 43 §5).
  await owner.getByRole('button', { name: 'Check the log' }).click()
  await expect(owner.getByTestId('audit-check-result')).toContainText('Intact: 2 entries in 1 chain')
  expect(await seriousAxeViolations(owner)).toEqual([])
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await owner.setViewportSize({ width, height })
    if (shots) await owner.screenshot({ path: `${shots}/audit-owner-${width}.png`, fullPage: true })
  }

  await owner.setViewportSize({ width: 1280, height: 800 })
  await owner.getByLabel('What').selectOption('workspace.created')
  await owner.getByRole('button', { name: 'Show' }).click()
  await expect(log.getByRole('row')).toHaveCount(2)
  await expect(owner.getByTestId('audit-count')).toHaveText('1 entry.')
  const download = owner.waitForEvent('download')
  await owner.getByRole('link', { name: 'Download JSON' }).click()
  expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.json$/)

  // A line about a calculator names it (issue 48 §3): two calculators' publications no longer read alike.
  await owner.goto(editor)
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText(/Published/)
  await owner.goto(`${workspacePath}/audit?what=calculator.published`)
  await expect(log.getByRole('row')).toHaveCount(2)
  await expect(log).toContainText(/Approved and published Home loans \(Revision \d+\)/)
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await owner.setViewportSize({ width, height })
    if (shots) await owner.screenshot({ path: `${shots}/audit-named-${width}.png`, fullPage: true })
  }

  const admin = await adminPage(browser, 'layout-admin@brightline-e2e.test')
  await admin.goto(`/admin/audit?workspace=${workspacePath.split('/')[2]}`)
  await admin.getByRole('button', { name: 'Check the log' }).click()
  await expect(admin.getByTestId('audit-check-result')).toContainText('Intact:')
  await expect(admin.getByTestId('audit-log')).toContainText('Audit Bank')
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await admin.setViewportSize({ width, height })
    if (shots) await admin.screenshot({ path: `${shots}/audit-admin-${width}.png`, fullPage: true })
  }
  await owner.goto(`${workspacePath}/privacy`)
  await expect(owner.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible()
  if (shots) await owner.screenshot({ path: `${shots}/privacy-1280.png`, fullPage: true })
})
