import pg from 'pg'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { adminPage, createWorkspace, password, signUpAndVerify } from './workspace-support'

const sizes = [
  [1280, 800],
  [390, 844],
] as const
const shots = '/tmp/shots-sessions'

/*
 * Issue 34 §3–4 (docs/decisions/0057): the owner's session limits, the step-up page, the admins' accounts page.
 * The step-up journey moves the session's start back in the database, which only the PostgreSQL server lets a
 * second process do (the PGlite server holds its database in its own process).
 */
test('session limits on the members page and the step-up page', async ({ browser }) => {
  test.setTimeout(240_000)
  const owner = await signUpAndVerify(browser, `limits-${unique()}@example.com`)
  await createWorkspace(owner, 'Limits Bank')
  const workspacePath = new URL(owner.url()).pathname
  await owner.goto(`${workspacePath}/members`)
  await hydrated(owner)
  await owner.getByLabel('Sign out after inactivity').selectOption('15')
  await owner.getByLabel('Sign in again after').selectOption('8')
  await owner.getByRole('button', { name: 'Save session limits' }).click()
  await expect(owner.getByText('Session limits saved.')).toBeVisible()
  expect(await seriousAxeViolations(owner)).toEqual([])
  for (const [width, height] of sizes) {
    await owner.setViewportSize({ width, height })
    await owner.getByRole('heading', { name: 'Session limits' }).scrollIntoViewIfNeeded()
    await owner.screenshot({ path: `${shots}/members-limits-${width}.png` })
  }

  await owner.goto(`/auth/confirm?next=${encodeURIComponent(`${workspacePath}/leads`)}`)
  await expect(owner.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
  expect(await seriousAxeViolations(owner)).toEqual([])
  for (const [width, height] of sizes) {
    await owner.setViewportSize({ width, height })
    await owner.screenshot({ path: `${shots}/confirm-${width}.png` })
  }
  await hydrated(owner)
  await owner.getByLabel('Password').fill(password)
  await owner.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(owner).toHaveURL(new RegExp(`${workspacePath}/leads$`))
})

test('the admins’ accounts page', async ({ browser }) => {
  test.setTimeout(240_000)
  // An admin of its own (ADMIN_EMAILS): the layout admin is shared with journeys that sign it up with other
  // passwords, and one of them running first left this page on the sign-in form (ci11).
  const admin = await adminPage(browser, 'accounts-admin@brightline-e2e.test')
  await admin.goto('/admin/accounts')
  await expect(admin.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible()
  await expect(admin.getByRole('region', { name: 'Accounts and their sign-in' })).toContainText('—')
  expect(await seriousAxeViolations(admin)).toEqual([])
  for (const [width, height] of sizes) {
    await admin.setViewportSize({ width, height })
    await admin.screenshot({ path: `${shots}/admin-accounts-${width}.png`, fullPage: true })
  }
  // On a phone each account is a card: its e-mail heads it, the lock button is in reach without scrolling sideways.
  await admin.goto('/admin/users')
  const me = admin.getByRole('listitem').filter({ hasText: 'accounts-admin@brightline-e2e.test' })
  await expect(me.getByRole('heading', { level: 3 })).toContainText('(you)')
  await expect(me.getByText('Role')).toBeVisible()
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await admin.screenshot({ path: `${shots}/admin-users-390.png`, fullPage: true })
})

test(
  'a fresh sign-in downloads leads at once; one older than ten minutes confirms the password first',
  { tag: '@postgres' },
  async ({ browser }, testInfo) => {
    test.setTimeout(240_000)
    const email = `step-up-${unique()}@example.com`
    const owner = await signUpAndVerify(browser, email)
    await createWorkspace(owner, 'Step-up Bank')
    const workspacePath = new URL(owner.url()).pathname
    await owner.goto(`${workspacePath}/leads`)
    await hydrated(owner)
    let download = owner.waitForEvent('download')
    await owner.getByRole('link', { name: 'Download CSV' }).click()
    expect((await download).suggestedFilename()).toMatch(/\.csv$/)
    // Only the PostgreSQL server's database can be reached from here to move the sign-in back.
    if (testInfo.project.name !== 'postgres') return

    const client = new pg.Client({ connectionString: process.env.E2E_PG_DATABASE_URL })
    await client.connect()
    await client.query(
      `update session set created_at = now() - interval '11 minutes', confirmed_at = null
         where user_id = (select id from "user" where email = $1)`,
      [email],
    )
    await client.end()
    await owner.reload()
    await hydrated(owner)
    await owner.getByRole('link', { name: 'Download CSV' }).click()
    await expect(owner.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
    await hydrated(owner)
    await owner.getByLabel('Password').fill(password)
    download = owner.waitForEvent('download')
    await owner.getByRole('button', { name: 'Confirm', exact: true }).click()
    expect((await download).suggestedFilename()).toMatch(/\.csv$/)
  },
)
