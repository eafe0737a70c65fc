import type { Page } from '@playwright/test'
import { pdfTextLines } from '../../app/lib/reports/pdf-text'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { mailsDeliveredTo } from './outbox'
import { desktopAndPhoneShots, loanDefinition, offerToCatalogue } from './specialty-support'
import { clickIntent, clientSite, createWorkspace, publishedId, signUpAndVerify } from './workspace-support'

/*
 * Issue 37 "Done when": a specialty calculator built from a JSON definition is published in a workspace,
 * embedded on a client page, takes a lead and sends a branded PDF, end to end in the browser (decision 0060).
 */

const SHOTS = '/tmp/shots-specialty'

const shots = (page: Page, name: string) => desktopAndPhoneShots(page, SHOTS, name)

test('an admin offers an imported definition to every workspace; a client adds, approves and embeds it, takes a lead and a branded PDF', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const run = unique()
  const slug = `loan_${run}`
  const title = `Skip-a-payment loan ${run}`
  const calculatorName = `Cedar payments ${run}`
  const company = `Cedar Credit Union ${run}`
  const recipient = `loans-${run}@cedar.test`
  const definition = loanDefinition(slug, title)

  // The admin imports the definition and publishes version 1 for the catalogue.
  const admin = await offerToCatalogue(
    browser,
    'specialty-admin@brightline-e2e.test',
    { slug, definition },
    (builder) => shots(builder, 'builder'),
  )
  await admin.context().close()

  // A workspace owner adds it from the offered calculators, turns the lead form on and publishes it.
  const owner = await signUpAndVerify(browser, `cedar-${run}@example.com`)
  await createWorkspace(owner, company)
  await owner.getByLabel('Calculator', { exact: true }).selectOption(`specialty:${slug}`)
  await owner.getByLabel('Name').fill(calculatorName)
  await owner.getByRole('button', { name: 'Add calculator' }).click()
  await expect(owner.getByRole('heading', { name: calculatorName, level: 1 })).toBeVisible()
  await hydrated(owner)
  await owner.getByLabel('Show a contact form under the results').check()
  await owner.getByLabel('Recipients').fill(recipient)
  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText(
    'Revision 2: Draft · Specialty calculator version 1',
  )
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText(
    'Revision 2: Published · Specialty calculator version 1',
  )
  await shots(owner, 'workspace-calculator')
  const publicId = await publishedId(owner)
  const workspaceUrl = owner.url().replace(/\/calculators\/.*/, '')

  // A visitor on the client's own page changes an input, sees the payment follow, and asks to be contacted.
  const site = await clientSite(baseURL!, publicId)
  try {
    await page.goto(site.origin)
    const frame = page.locator(`iframe[src*="/embed/c/${publicId}"]`).contentFrame()
    await hydrated(frame)
    const summary = frame.getByTestId('result-summary')
    await expect(summary).toContainText('$489.15')
    await frame.getByLabel('Loan amount', { exact: true }).fill('30000')
    await expect(summary).toContainText('$586.98')
    await expect(summary).not.toContainText('$489.15')

    // The PDF report of these inputs: the figure the visitor saw and the client's brand.
    const href = await frame.getByRole('link', { name: /Download PDF/ }).getAttribute('href')
    expect(href).toMatch(/\/report\.pdf\?/)
    const report = await page.request.get(new URL(href!, baseURL).toString())
    expect(report.status()).toBe(200)
    expect(report.headers()['content-type']).toBe('application/pdf')
    const lines = pdfTextLines(Buffer.from(await report.body()))
    expect(lines).toContain('$586.98')
    expect(lines.join('\n')).toContain(company)
    expect(lines.join('\n')).toContain(title)

    await frame.getByText('Talk to us about these numbers').click()
    await frame.getByLabel('Name', { exact: true }).fill('Rosa Visitor')
    await frame.getByLabel('E-mail', { exact: true }).fill(`rosa-${run}@example.com`)
    await frame.getByRole('checkbox', { name: new RegExp(`I agree that ${company} may contact me`) }).check()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(frame.getByText('Thank you — we will be in touch')).toBeVisible({ timeout: 20_000 })
  } finally {
    await site.close()
  }

  // The lead reaches the recipient (a link only, decision 0080) and the inbox with the figures the visitor saw.
  await expect.poll(async () => (await mailsDeliveredTo(recipient)).length, { timeout: 30_000 }).toBe(1)
  const [mail] = await mailsDeliveredTo(recipient)
  expect(mail!.subject).toBe(`New lead: ${calculatorName}`)
  expect(mail!.text).toContain('/leads?lead=')
  await owner.goto(`${workspaceUrl}/leads`)
  await expect(owner.getByTestId('lead-count')).toHaveText('1 lead')
  const lead = owner.getByTestId('leads').getByRole('listitem').first()
  await expect(lead.getByRole('heading', { name: 'Rosa Visitor' })).toBeVisible()
  // Named as the specialty calculator (it read "Loan Calculator: figures", the registry's first calculator).
  await lead.getByText(`${title}: figures`).click()
  await expect(lead.getByRole('definition').filter({ hasText: '$586.98' })).toBeVisible()
  await expect(lead.getByRole('term').filter({ hasText: 'Loan amount' })).toBeVisible()
  await expect(lead.getByRole('definition').filter({ hasText: '$30,000' })).toBeVisible()

  // The published embed on its own: nothing serious for axe, nothing wider than a phone.
  await page.goto(`/embed/c/${publicId}`)
  await hydrated(page)
  await expect(page.getByTestId('result-summary')).toContainText('$489.15')
  expect(await seriousAxeViolations(page)).toEqual([])
  await shots(page, 'embed')
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await seriousAxeViolations(page)).toEqual([])
})
