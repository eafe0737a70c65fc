import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { mailedLink, seedMessage, unique } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import { phone, phoneOffenders } from './phone-support'
import {
  adminPage,
  clickIntent,
  createLoanCalculator,
  publishedId,
  signUpAndVerify,
} from './workspace-support'

const shots = process.env.SHOTS_DIR

/** Opens `url` at 390 × 844 once hydrated; what reaches past the screen, each line naming the page. */
async function walk(page: Page, name: string, url: string) {
  await page.setViewportSize(phone)
  const answer = await page.goto(url)
  expect(answer?.status(), url).toBeLessThan(400)
  await hydrated(page)
  // What a member opens is read on the phone too: a lead's figures, a revision beside the published one.
  await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)))
  if (shots) await page.screenshot({ path: `${shots}/walk-${name}-390.png`, fullPage: true })
  const found = await phoneOffenders(page)
  return found.map((offender) => `${name} (${new URL(page.url()).pathname}): ${offender}`)
}

// Issue 48 §2: every page of the workspace and of the admin area, with content on it, reads at 390 px without
// the page scrolling sideways or a table hiding its columns off the screen.
test(
  'every workspace and admin page, with content, fits a 390 px phone',
  { tag: '@postgres' },
  async ({ browser }) => {
    test.setTimeout(480_000)
    const run = unique()
    const ownerEmail = `phone-walk-owner-${run}@prairie-community-credit-union.example`
    const owner = await signUpAndVerify(browser, ownerEmail)
    await createLoanCalculator(owner, `Prairie Community Credit Union ${run}`, 'New and used auto loans')
    const calculatorPath = new URL(owner.url()).pathname
    const base = calculatorPath.replace(/\/calculators\/.*/, '')

    // A published calculator with its lead form, a view and a lead: usage, leads, history and the audit log.
    await hydrated(owner)
    await owner.getByLabel('Show a contact form under the results').check()
    await owner.getByLabel('Recipients').fill(`loans-${run}@prairie-community-credit-union.example`)
    await clickIntent(owner, 'Save')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
    const publicId = await publishedId(owner)
    const view = await owner.request.post(`/api/embed-views/${publicId}`, {
      headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
    })
    expect(view.ok()).toBe(true)
    const lead = await owner.request.post(`/api/leads/${publicId}`, {
      data: {
        name: 'Maximiliana Featherstonehaugh-Worthington',
        email: `maximiliana.featherstonehaugh-${run}@example.com`,
        phone: '515-555-0100',
        message: 'Could you beat 6.5% on a 2024 pickup? I would like to refinance the one I have as well.',
        consent: true,
        inputs: { principal: '38500', rate: '6.5', months: '72' },
      },
    })
    expect(lead.status()).toBe(201)

    // A rate awaiting approval, a pending invitation and a webhook endpoint with a delivery in its log.
    await owner.goto(`${base}/rates`)
    await hydrated(owner)
    const rateForm = owner.getByTestId('rate-form-new')
    await rateForm.getByLabel('Product name').fill('72-month new and used vehicle loan, credit tier A+')
    await rateForm.getByLabel('Rate (%)').fill('6.375')
    await rateForm.getByRole('button', { name: 'Propose rate' }).click()
    await expect(owner.getByTestId('rate-proposal')).toBeVisible()
    await owner.goto(`${base}/members`)
    await hydrated(owner)
    const invited = `phone-walk-approver-${run}@prairie-community-credit-union.example`
    await owner.getByLabel('E-mail').fill(invited)
    await owner.getByLabel('Role', { exact: true }).selectOption('approver')
    await owner.getByRole('button', { name: 'Send invitation' }).click()
    await expect(owner.getByRole('list', { name: 'Pending invitations' })).toContainText(invited)
    const invitation = await mailedLink(
      invited,
      'You are invited to a workspace on Brightline Digital',
      '/workspace/invitations/',
    )
    await owner.goto(`${base}/integrations`)
    await hydrated(owner)
    await owner
      .getByLabel('URL')
      .fill(`https://hooks.prairie-community-credit-union.example/crm/leads/${run}`)
    await owner.getByLabel('Description').fill('Leads into the CRM')
    await owner.getByLabel('Description').press('Enter')
    await owner.getByRole('button', { name: 'Send test event' }).click()
    // The worker's first attempt fails (no such host) and schedules a retry: the log then has its row.
    const log = owner.getByRole('region', { name: 'Delivery log' })
    await expect(log.getByText('Retry scheduled')).toBeVisible({ timeout: 30_000 })

    // A sending domain waiting for its DNS records: the brand page shows its two TXT records (a DKIM key).
    await owner.goto(`${base}/brand`)
    await hydrated(owner)
    await owner.getByLabel('Your e-mail domain').fill(`mail-${run}.prairie-community-credit-union.example`)
    await owner.getByRole('button', { name: 'Use this domain' }).click()
    await expect(owner.getByTestId('mail-record-value')).toHaveCount(2)

    const offenders: string[] = []
    for (const [name, url] of [
      ['calculators', base],
      ['editor', calculatorPath],
      ['conformance', `${calculatorPath}/conformance`],
      ['leads', `${base}/leads`],
      ['lead-form', `${base}/lead-fields`],
      ['usage', `${base}/usage`],
      ['rates', `${base}/rates`],
      ['members', `${base}/members`],
      ['history', `${base}/history`],
      ['integrations', `${base}/integrations`],
      ['brand', `${base}/brand`],
      ['audit', `${base}/audit`],
      ['archive', `${base}/archive`],
      ['privacy', `${base}/privacy`],
      ['sso', `${base}/sso`],
      ['vendor-review', `${base}/vendor-review`],
      ['billing', `${base}/billing`],
      ['billing-order', `${base}/billing/order`],
      ['invoices', `${base}/billing/invoices`],
      ['builder', `${base}/build`],
      ['save', '/workspace/save?type=loan'],
      ['invitation', new URL(invitation).pathname],
      ['two-factor', '/account/two-factor'],
      ['sessions', '/account/sessions'],
      ['account-sso', '/account/sso'],
    ] as const)
      await test.step(`owner ${name}`, async () => offenders.push(...(await walk(owner, name, url))))

    // The admin area, with a contact message and an imported calculator of its own.
    const admin = await adminPage(browser, 'phones-admin@brightline-e2e.test')
    const messageId = await seedMessage(admin.request, {
      firstName: 'Bartholomew',
      email: `bartholomew.longname-${run}@prairie-community-credit-union.example`,
      message: 'We would like loan and CD calculators in our colours, with a lead form on each page.',
    })
    const definition = readFileSync('app/lib/formulas/examples/loan.json', 'utf8').replace(
      '"id": "loan"',
      `"id": "loan_${run}"`,
    )
    await admin.goto('/admin/calculators')
    await hydrated(admin)
    await admin.getByLabel('JSON file').setInputFiles({
      name: 'loan.json',
      mimeType: 'application/json',
      buffer: Buffer.from(definition),
    })
    await admin.getByRole('button', { name: 'Create' }).click()
    await expect(admin).toHaveURL(/\/admin\/calculators\/[0-9a-f-]{36}$/)
    const adminCalculator = new URL(admin.url()).pathname
    for (const [name, url] of [
      ['admin-messages', '/admin'],
      ['admin-message', `/admin/messages/${messageId}`],
      ['admin-users', '/admin/users'],
      ['admin-accounts', '/admin/accounts'],
      ['admin-clients', '/admin/clients'],
      ['admin-disclosures', '/admin/disclosures'],
      ['admin-audit', '/admin/audit'],
      ['admin-calculators', '/admin/calculators'],
      ['admin-calculator', adminCalculator],
      ['admin-sso', '/admin/sso'],
      ['admin-billing', '/admin/billing'],
      ['admin-invoices', '/admin/billing/invoices'],
    ] as const)
      await test.step(name, async () => offenders.push(...(await walk(admin, name, url))))

    expect(offenders, 'elements reaching past a 390 px screen').toEqual([])
  },
)
