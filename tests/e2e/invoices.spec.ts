import fs from 'node:fs'
import pg from 'pg'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { createWorkspace, signUpAndVerify } from './workspace-support'

const shots = process.env.SHOTS_DIR
const sizes = [
  [390, 844],
  [1280, 800],
] as const

/** An order and its issued invoice, written where only the PostgreSQL server's database can be reached. */
async function seedInvoice(workspaceId: string, number: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_PG_DATABASE_URL })
  await client.connect()
  const order = await client.query<{ id: string }>(
    `insert into billing_orders (workspace_id, plan, term, billing_name, billing_email, po_number,
       agreement_version, dpa_version, signer_name, signer_email, signed_at)
     values ($1, 'growth', 'monthly', 'Invoice Bank Accounts Payable', 'ap@invoice-bank.example', 'PO-5521',
       '2026-11', '2026-11', 'Owner', 'owner@invoice-bank.example', '2026-10-01') returning id`,
    [workspaceId],
  )
  const lines = [
    { kind: 'plan', description: 'Growth plan, monthly', quantity: 1, unitCents: 12900, amountCents: 12900 },
  ]
  await client.query(
    `insert into invoices (workspace_id, order_id, number, period_start, period_end, issued_on, due_on, lines,
       subtotal_cents, tax_cents, total_cents, billing_name, billing_email, po_number)
     values ($1, $2, $3, '2026-10-01', '2026-10-31', '2026-10-01', '2026-10-31', $4, 12900, 0, 12900,
       'Invoice Bank Accounts Payable', 'ap@invoice-bank.example', 'PO-5521')`,
    [workspaceId, order.rows[0]!.id, number, JSON.stringify(lines)],
  )
  await client.end()
}

async function makeAdmin(email: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_PG_DATABASE_URL })
  await client.connect()
  await client.query(
    `update profiles set role = 'admin' where user_id = (select id from "user" where email = $1)`,
    [email],
  )
  await client.end()
}

/* Issue 44 §4: an owner opens Invoices and downloads a PDF; the vendor's admin marks it paid. */
test(
  'an owner opens Invoices and downloads a PDF; the admin marks it paid',
  { tag: '@postgres' },
  async ({ browser }, testInfo) => {
    test.setTimeout(180_000)
    const owner = await signUpAndVerify(browser, `invoices-${unique()}@example.com`)
    await createWorkspace(owner, 'Invoice Bank')
    const workspacePath = new URL(owner.url()).pathname
    // Only the PostgreSQL server's database can be written from here (the PGlite server holds its own).
    const seeded = testInfo.project.name === 'postgres'
    const number = `BL-2026-${unique().slice(-6)}`
    if (seeded) await seedInvoice(workspacePath.split('/').pop()!, number)
    await owner.goto(`${workspacePath}/billing/invoices`)
    await hydrated(owner)
    await expect(owner.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
    for (const [width, height] of sizes) {
      await owner.setViewportSize({ width, height })
      expect(await seriousAxeViolations(owner)).toEqual([])
      const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
      if (shots)
        await owner.screenshot({
          path: `${shots}/invoices-${testInfo.project.name}-${width}.png`,
          fullPage: true,
        })
    }
    if (!seeded) {
      await expect(owner.getByTestId('no-invoices')).toBeVisible()
      return
    }
    const row = owner.getByRole('row', { name: new RegExp(number) })
    await expect(row).toContainText('$129')
    await expect(row).toContainText(/Overdue \d+ days/)
    const download = owner.waitForEvent('download')
    await row.getByRole('link', { name: `PDF of invoice ${number}` }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`${number}.pdf`)
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    // The vendor's admin sees it overdue and marks it paid with a note; it leaves the overdue list.
    const email = `invoices-admin-${unique()}@example.com`
    const admin = await signUpAndVerify(browser, email)
    await makeAdmin(email)
    await admin.goto('/admin/billing/invoices?filter=overdue')
    await hydrated(admin)
    const overdue = admin.getByRole('row', { name: new RegExp(number) })
    await expect(overdue).toContainText('Invoice Bank')
    for (const [width, height] of sizes) {
      await admin.setViewportSize({ width, height })
      expect(await seriousAxeViolations(admin)).toEqual([])
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
      if (shots) await admin.screenshot({ path: `${shots}/admin-invoices-${width}.png`, fullPage: true })
    }
    await overdue.getByLabel(`Payment note for ${number}`).fill('ACH received')
    await overdue.getByRole('button', { name: `Mark paid ${number}` }).click()
    await expect(admin.getByText(`Invoice ${number} marked paid.`)).toBeVisible()
    await expect(admin.getByRole('row', { name: new RegExp(number) })).toHaveCount(0)
  },
)
