import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { DATA_PROCESSING_ADDENDUM, MASTER_AGREEMENT } from '../../app/lib/billing/terms'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { outboxMails, recipientOf } from './outbox'
import { adminPage, openWorkspacePage, signUpAndVerify } from './workspace-support'

const shots = process.env.SHOTS_DIR
const SIZES = [
  [390, 844],
  [1280, 800],
] as const

/** Axe and no sideways scroll at a phone's and a desktop's width; a screenshot of each with SHOTS_DIR. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    expect(await seriousAxeViolations(page), `${name} at ${width} px`).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0)
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/* Issue 44 §4: an owner on trial opens Billing, chooses Growth annual, signs, sees the order, downloads it. */
// On PostgreSQL too: the order is signed under a row lock of the workspace (decision 0086).
test(
  'an owner on trial chooses Growth annual, signs by typing her name, sees the order and downloads its PDF',
  { tag: '@postgres' },
  async ({ browser }) => {
    const id = unique()
    const email = `billing-owner-${id}@example.com`
    const institution = `Prairie Credit Union ${id.slice(-4)}`
    const billingEmail = `ap-${id}@prairie.example`
    const owner = await signUpAndVerify(browser, email)
    await owner.goto('/trial')
    await owner.getByLabel('Institution name').fill(institution)
    await owner.getByRole('button', { name: 'Create my trial workspace' }).click()
    await expect(owner.getByTestId('trial-notice')).toBeVisible()

    await openWorkspacePage(owner, 'Billing')
    await expect(owner.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible()
    await expect(owner.getByText(/Free trial until/)).toBeVisible()
    await expect(owner.getByText('No order signed yet.')).toBeVisible()
    await checkAtBothWidths(owner, 'billing-trial')

    await owner.getByRole('link', { name: 'Choose a plan' }).click()
    await expect(owner.getByRole('heading', { name: 'Choose a plan', level: 1 })).toBeVisible()
    for (const document of [MASTER_AGREEMENT, DATA_PROCESSING_ADDENDUM])
      await expect(
        owner.getByRole('link', { name: new RegExp(`${document.title}, version ${document.version}`) }),
      ).toHaveAttribute('href', document.path)
    await hydrated(owner)
    await checkAtBothWidths(owner, 'billing-order-form')
    // The website plan is monthly only: its annual term cannot be chosen.
    await owner.getByRole('radio', { name: /Website Monthly Management/ }).check()
    await expect(owner.getByRole('radio', { name: /Annual/ })).toBeDisabled()
    await owner.getByRole('radio', { name: /^Growth/ }).check()
    await owner.getByRole('radio', { name: /Annual/ }).check()
    await owner.getByLabel('Billing contact name').fill('Pat Payables')
    await owner.getByLabel('Billing contact e-mail').fill(billingEmail)
    await owner.getByLabel('PO number (optional)').fill('PO-7781')
    await owner.getByRole('checkbox', { name: /I accept the Master Subscription Agreement/ }).check()
    await owner.getByLabel('Type your full name to sign').fill('Carol Whitfield')
    await owner.getByRole('button', { name: 'Sign the order: $1,290 a year' }).click()

    const status = owner.getByRole('status')
    await expect(status).toContainText(/Order BD-\d{8}-[0-9A-F]{6} is signed/)
    const number = (await status.textContent())!.match(/BD-\d{8}-[0-9A-F]{6}/)![0]
    const order = owner.getByRole('region', { name: 'Your order' })
    await expect(order).toContainText('Growth')
    await expect(order).toContainText('$1,290 a year')
    await expect(order).toContainText(`Pat Payables <${billingEmail}>`)
    await expect(order).toContainText('PO-7781')
    await expect(order).toContainText(`Master Subscription Agreement, version ${MASTER_AGREEMENT.version}`)
    await expect(order).toContainText(`Carol Whitfield (${email})`)
    await expect(owner.getByText(/Free trial until/)).toHaveCount(0)
    await checkAtBothWidths(owner, 'billing-signed')

    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('link', { name: 'Download the order (PDF)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^order-BD-\d{8}-[0-9A-F]{6}\.pdf$/)
    const pdf = await fs.readFile((await download.path())!)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    if (shots) await fs.writeFile(`${shots}/order.pdf`, pdf)

    // The order went out with its PDF: the billing contact's copy, shown as a mail client would.
    let mail
    for (let tries = 0; tries < 50 && !mail; tries++) {
      mail = (await outboxMails()).find(
        ({ parsed }) => recipientOf(parsed).includes(billingEmail) && /Your order/.test(parsed.subject ?? ''),
      )?.parsed
      if (!mail) await owner.waitForTimeout(200)
    }
    expect(mail?.attachments.map((file) => file.contentType)).toEqual(['application/pdf'])
    if (shots && mail?.html) {
      await owner.setContent(mail.html)
      await owner.screenshot({ path: `${shots}/order-mail.png` })
    }

    // The vendor's admin sees the account, its order and what it brings a month ($1,290 / 12).
    const admin = await adminPage(browser, 'billing-admin@brightline-e2e.test')
    await admin.goto('/admin/billing')
    const account = admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: institution }) })
    await expect(account).toContainText(`${number}: Growth, $1,290 a year`)
    await expect(account).toContainText('$107.50')
    await expect(account).toContainText('No trial')
    await checkAtBothWidths(admin, 'admin-billing')
    // At 1280 px the admin area's tabs are one row under the heading, Sign Out beside the heading; the tabs
    // stay where they are from page to page (they wrapped, Sign Out on a line of its own, with Billing added).
    await admin.setViewportSize({ width: 1280, height: 800 })
    const tabs = admin.getByRole('navigation', { name: 'Admin' }).getByRole('link')
    const rowOf = async () =>
      new Set(await Promise.all((await tabs.all()).map(async (tab) => (await tab.boundingBox())!.y)))
    expect((await rowOf()).size).toBe(1)
    const signOut = (await admin.locator('#main').getByRole('button', { name: 'Sign Out' }).boundingBox())!
    const heading = (await admin.getByRole('heading', { level: 1 }).boundingBox())!
    expect(Math.abs(signOut.y + signOut.height / 2 - (heading.y + heading.height / 2))).toBeLessThan(8)
    const firstTab = async () => (await tabs.first().boundingBox())!
    const onBilling = await firstTab()
    await admin.getByRole('link', { name: 'Invoices', exact: true }).click()
    await expect(admin.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible()
    expect(await firstTab()).toEqual(onBilling)
  },
)

test('the terms pages show their version and effective date', async ({ page }) => {
  for (const document of [MASTER_AGREEMENT, DATA_PROCESSING_ADDENDUM]) {
    await page.goto(document.path)
    await expect(page.getByRole('heading', { name: document.title, level: 1 })).toBeVisible()
    await expect(
      page.getByText(`Version ${document.version} · Effective date: ${document.effective}`),
    ).toBeVisible()
    await checkAtBothWidths(page, document.path.split('/').pop()!)
  }
})
