import type { Browser, Page } from '@playwright/test'
import { mailedLink, unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { adminPage, clickIntent, createLoanCalculator, signUpAndVerify } from './workspace-support'

// Every workspace, review and admin page, signed in as each role: at 390 × 844 nothing scrolls sideways
// (tabs wrap, tables scroll in their own box or become cards), and axe finds no serious or critical violation.
const phone = { width: 390, height: 844 }

async function checkPage(page: Page, url: string) {
  await page.setViewportSize(phone)
  const answer = await page.goto(url)
  expect(answer?.status(), url).toBeLessThan(400)
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(widths.scroll, `${url} is ${widths.scroll} px wide`).toBeLessThanOrEqual(widths.inner)
  expect(await seriousAxeViolations(page), url).toEqual([])
}

async function joinAs(
  browser: Browser,
  owner: Page,
  ownerEmail: string,
  workspaceId: string,
  email: string,
  role: string,
) {
  await owner.goto(`/workspace/${workspaceId}/members`)
  await hydrated(owner)
  await owner.getByLabel('E-mail').fill(email)
  await owner.getByLabel('Role', { exact: true }).selectOption(role)
  await owner.getByRole('button', { name: 'Send invitation' }).click()
  const link = await mailedLink(
    email,
    'You are invited to a workspace on Brightline Digital',
    '/workspace/invitations/',
  )
  const member = await signUpAndVerify(browser, email)
  await member.goto(link)
  await member.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(member.getByRole('heading', { name: 'Calculators' })).toBeVisible()
  return member
}

test('every workspace, review and admin page fits a phone and passes axe for each role', async ({
  browser,
}) => {
  // Four people and ~30 page loads with axe; on a busy 2-core machine this takes minutes.
  test.setTimeout(480_000)
  const run = unique()
  const ownerEmail = `layout-owner-${run}@example.com`
  const owner = await signUpAndVerify(browser, ownerEmail)
  await createLoanCalculator(owner, 'Layout Bank', 'Layout loan')
  const calculatorUrl = new URL(owner.url()).pathname
  const workspaceId = calculatorUrl.split('/')[2]!
  await clickIntent(owner, 'Create review link')
  const reviewUrl = new URL((await owner.getByTestId('review-url').textContent())!).pathname
  const editor = await joinAs(
    browser,
    owner,
    ownerEmail,
    workspaceId,
    `layout-editor-${run}@example.com`,
    'editor',
  )
  const approver = await joinAs(
    browser,
    owner,
    ownerEmail,
    workspaceId,
    `layout-approver-${run}@example.com`,
    'approver',
  )
  // A pending invitation, so the members page shows its list too.
  await owner.goto(`/workspace/${workspaceId}/members`)
  await hydrated(owner)
  await owner.getByLabel('E-mail').fill(`layout-pending-${run}@example.com`)
  await owner.getByRole('button', { name: 'Send invitation' }).click()
  await expect(owner.getByRole('list', { name: 'Pending invitations' })).toContainText(
    `layout-pending-${run}@example.com`,
  )

  // A rate awaiting approval, so the Rates page shows an entry with its proposal (Approve for approvers).
  await owner.goto(`/workspace/${workspaceId}/rates`)
  // Typed before hydration, the form's fields are reset by it (the flake hunt saw the proposal never come).
  await hydrated(owner)
  const rateForm = owner.getByTestId('rate-form-new')
  await rateForm.getByLabel('Product name').fill('30-year fixed mortgage')
  await rateForm.getByLabel('Rate (%)').fill('6.375')
  await rateForm.getByRole('button', { name: 'Propose rate' }).click()
  await expect(owner.getByTestId('rate-proposal')).toBeVisible()

  const base = `/workspace/${workspaceId}`
  const workspacePages = [
    base,
    calculatorUrl,
    `${base}/leads`,
    `${base}/usage`,
    `${base}/members`,
    `${base}/history`,
    `${base}/rates`,
    '/workspace/save?type=loan',
  ]
  for (const [who, page] of [
    ['owner', owner],
    ['editor', editor],
    ['approver', approver],
  ] as const)
    for (const url of workspacePages) await test.step(`${who} ${url}`, () => checkPage(page, url))
  // The approvers reach the conformance report from the calculator; an editor is not offered it.
  await test.step('the conformance report is linked from the calculator for approvers only', async () => {
    await approver.goto(calculatorUrl)
    await approver.getByRole('link', { name: 'accessibility conformance report', exact: true }).click()
    await expect(
      approver.getByRole('heading', { name: 'Accessibility conformance: Layout loan', level: 1 }),
    ).toBeVisible()
    await editor.goto(calculatorUrl)
    await expect(editor.getByRole('heading', { name: 'Approval' })).toBeVisible()
    await expect(
      editor.getByRole('link', { name: 'accessibility conformance report', exact: true }),
    ).toHaveCount(0)
  })
  // The pages of the owners (integrations) and of the approvers (the conformance report).
  const conformanceUrl = `${calculatorUrl}/conformance`
  for (const url of [`${base}/integrations`, conformanceUrl])
    await test.step(`owner ${url}`, () => checkPage(owner, url))
  await test.step(`approver ${conformanceUrl}`, () => checkPage(approver, conformanceUrl))
  await test.step('the conformance report: a card a criterion on a phone, the table from 640 px', async () => {
    const card = approver
      .getByRole('listitem')
      .filter({ has: approver.getByRole('heading', { name: '1.1.1 Non-text Content', level: 3 }) })
    await expect(card).toBeVisible()
    const box = (await card.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width)
    await approver.setViewportSize({ width: 1280, height: 800 })
    await expect(approver.getByRole('rowheader', { name: '1.1.1 Non-text Content' })).toBeVisible()
    await expect(card).toBeHidden()
  })
  await test.step('review link', () => checkPage(owner, reviewUrl))

  // The admin (ADMIN_EMAILS) sees the same client pages and the admin tabs.
  const admin = await adminPage(browser, 'layout-admin@brightline-e2e.test')
  for (const url of [
    '/admin',
    '/admin/users',
    '/admin/clients',
    '/admin/disclosures',
    ...workspacePages.slice(0, 6),
  ])
    await test.step(`admin ${url}`, () => checkPage(admin, url))
})
