// `npm run screenshots`: every screen of the client side at 1280×800 and 390×844, into screenshots/ (ignored by
// git), for a person to look at before a change lands. Long pages are cut into numbered viewport-high parts.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { unique } from '../e2e/accounts-support'
import { expect, test } from '../e2e/fixtures'
import { clickIntent, createLoanCalculator, publishedId, signUpAndVerify } from '../e2e/workspace-support'

const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const
const folder = path.resolve('screenshots')
const maxParts = 6

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport)
    await page.evaluate(() => document.fonts.ready)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const parts = Math.min(maxParts, Math.ceil(height / viewport.height))
    // Scrolled part by part, as a visitor sees it: the sticky header at the top of each part.
    for (let part = 0; part < parts; part++) {
      await page.evaluate((y) => window.scrollTo(0, y), part * viewport.height)
      await page.screenshot({ path: path.join(folder, `${name}-${size}-${part + 1}.png`) })
    }
    await page.evaluate(() => window.scrollTo(0, 0))
  }
}

test('the client side, screen by screen', async ({ browser, request }) => {
  test.setTimeout(600_000)
  await fs.rm(folder, { recursive: true, force: true })
  await fs.mkdir(folder, { recursive: true })
  const run = unique()
  const owner = await signUpAndVerify(browser, `screens-${run}@example.com`)
  await createLoanCalculator(owner, `Prairie Credit Union ${run}`, 'Auto loan')
  const editorUrl = owner.url()
  const workspaceUrl = editorUrl.replace(/\/calculators\/.*/, '')
  // The rate sheet (decision 0038): one rate in force and a change awaiting approval; the loan's rate input
  // takes its default from it.
  await owner.goto(`${workspaceUrl}/rates`)
  const newRate = owner.getByTestId('rate-form-new')
  await newRate.getByLabel('Product name').fill('5-year auto loan')
  await newRate.getByLabel('Rate (%)').fill('6.125')
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  await newRate.getByLabel('Expiry date (optional)').fill(expiry)
  await newRate.getByRole('button', { name: 'Propose rate' }).click()
  await owner.getByRole('button', { name: 'Approve 5-year auto loan at 6.125%' }).click()
  await expect(owner.getByTestId('rate-status')).toHaveText('In force')
  await owner.getByText('Propose a change').click()
  await owner.getByTestId('rate-form-new').getByLabel('Product name').fill('Share certificate, 12 months')
  await owner.getByTestId('rate-form-new').getByLabel('Rate (%)').fill('4.35')
  await owner.getByTestId('rate-form-new').getByRole('button', { name: 'Propose rate' }).click()
  await expect(owner.getByTestId('rate-entry')).toHaveCount(2)
  await owner.goto(editorUrl)
  await owner.getByTestId('rate-link-rate').selectOption({ index: 1 })
  await owner.getByLabel('Show a contact form under the results').check()
  await owner.getByLabel('Recipients').fill(`loans-${run}@prairie.test`)
  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
  const publicId = await publishedId(owner)
  for (const [i, name] of ['Ada Lovelace', 'Grace Hopper'].entries()) {
    const lead = await request.post(`/api/leads/${publicId}`, {
      data: {
        name,
        email: `visitor${i}-${run}@example.com`,
        phone: '515-555-0100',
        message: 'Can you beat this rate?',
        consent: true,
        inputs: { principal: '25000', rate: '6.5', months: '60' },
      },
    })
    expect(lead.status()).toBe(201)
  }

  await owner.goto(workspaceUrl)
  await shoot(owner, '01-calculators')
  await owner.goto(editorUrl)
  await shoot(owner, '02-editor')
  await owner.setViewportSize(sizes.desktop)
  await owner.getByRole('button', { name: 'Phone', exact: true }).click()
  await shoot(owner, '03-editor-phone-preview')
  await clickIntent(owner, 'Create review link')
  const reviewUrl = (await owner.getByTestId('review-url').textContent())!
  await owner.goto(reviewUrl)
  await shoot(owner, '04-review-link')
  await owner.goto(`${workspaceUrl}/leads`)
  await owner.getByText('Notes (none yet)').first().click()
  await owner.getByLabel('Notes on Grace Hopper').fill('Called back; wants to compare 48 and 60 months.')
  await owner.getByRole('button', { name: 'Save notes on Grace Hopper' }).click()
  await expect(owner.getByText('Notes saved.')).toBeVisible()
  await owner
    .getByLabel('Assigned to')
    .first()
    .selectOption({ label: `screens-${run}@example.com` })
  await owner.getByRole('button', { name: 'Assign Grace Hopper' }).click()
  await expect(owner.getByText('Lead assigned.')).toBeVisible()
  await shoot(owner, '05-leads')
  const today = new Date().toISOString().slice(0, 10)
  await owner.goto(`${workspaceUrl}/usage?from=${today}&to=${today}`)
  await shoot(owner, '06-usage')
  await owner.goto(`${workspaceUrl}/members`)
  await shoot(owner, '07-members')
  await owner.goto(`${workspaceUrl}/history`)
  await shoot(owner, '08-history')
  await owner.goto(`${workspaceUrl}/integrations`)
  await shoot(owner, '09-integrations')
  // An endpoint, a test event's failed attempt in its log (the address does not resolve; the log follows it
  // without a reload) and the guide open.
  await owner.getByLabel('URL').fill('https://hooks.example.com/catch/1')
  await owner.getByLabel('Description').fill('Zapier to HubSpot')
  await owner.getByRole('button', { name: 'Add endpoint' }).click()
  await expect(owner.getByTestId('secret-once')).toBeVisible()
  await owner.getByRole('button', { name: 'Send test event' }).click()
  await expect(owner.getByText('Test event queued. Its attempt appears in the delivery log.')).toBeVisible()
  await expect(owner.getByRole('region', { name: 'Delivery log' }).locator('tbody tr')).toHaveCount(1, {
    timeout: 30_000,
  })
  await owner.getByText('How to connect Zapier, your CRM or your own service').click()
  await shoot(owner, '09-integrations-endpoint')
  await owner.goto(`/embed/c/${publicId}`)
  await shoot(owner, '10-published-embed')
  await owner.goto(`${editorUrl}/conformance`)
  await shoot(owner, '11-conformance-report')
  await owner.goto(`${workspaceUrl}/rates`)
  await owner.getByText('Propose a change').first().click()
  await shoot(owner, '12-rates')
})
