import { unique } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import { desktopAndPhoneShots, loanDefinition, offerToCatalogue } from './specialty-support'
import { pdfLines, sharedLink } from './visitor-tools-support'
import { clickIntent, clientSite, createCalculator, publishedId, signUpAndVerify } from './workspace-support'

/*
 * Issue 37 §2, "a specialty calculator is a calculator": on a client's page, a workspace's specialty
 * calculator is shared by link, compared in scenarios and counted in the workspace's usage as any other
 * (decision 0028 for the visitor tools).
 */

const SHOTS = '/tmp/spshare-shots'
const utcToday = () => new Date().toISOString().slice(0, 10)

test('a visitor shares a workspace’s specialty calculator by link, compares scenarios, and the workspace counts the visitor', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const run = unique()
  const slug = `share_${run}`
  const calculatorName = `Aspen payments ${run}`
  // An input no registry calculator has: the admin names a definition's inputs freely.
  const definition = loanDefinition(slug, `Aspen loan ${run}`).replace(/\bprincipal\b/g, 'amount_borrowed')

  const admin = await offerToCatalogue(browser, 'share-admin@brightline-e2e.test', { slug, definition })
  await admin.context().close()
  const owner = await signUpAndVerify(browser, `aspen-${run}@example.com`)
  await createCalculator(owner, `Aspen Credit ${run}`, calculatorName, `specialty:${slug}`)
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText(/Published · Specialty calculator version 1$/)
  const publicId = await publishedId(owner)
  const workspaceUrl = owner.url().replace(/\/calculators\/.*/, '')
  const frameOf = () => page.locator(`iframe[src*="/embed/c/${publicId}"]`).contentFrame()

  const site = await clientSite(baseURL!, publicId)
  try {
    // View 1, engaged: a visitor on the client's page changes the amount and copies the link.
    await page.goto(site.origin)
    const frame = frameOf()
    await hydrated(frame)
    await frame.getByLabel('Loan amount', { exact: true }).fill('30000')
    const summary = frame.getByTestId('result-summary')
    await expect(summary).toContainText('$586.98')
    const labels = await summary.locator('dt').allTextContents()
    const figures = await summary.locator('dd').allTextContents()
    expect(labels).toEqual([
      'Monthly payment',
      'Number of payments',
      'Total interest',
      'Total paid',
      'Final payment',
      'APR',
    ])
    const link = new URL(await sharedLink(frame, /Copy link/))
    expect(link.origin + link.pathname).toBe(`${site.origin}/`)
    expect(new URLSearchParams(link.searchParams.get(`bl_${publicId}`) ?? '').get('amount_borrowed')).toBe(
      '30000',
    )

    // View 2, engaged: the link in a fresh page restores the inputs and every figure; two scenarios compared.
    await page.goto(link.toString())
    const reopened = frameOf()
    await hydrated(reopened)
    await expect(reopened.getByLabel('Loan amount', { exact: true })).toHaveValue('30000')
    await expect(reopened.getByTestId('result-summary').locator('dd')).toHaveText(figures)
    await reopened.getByRole('button', { name: 'Add scenario' }).click()
    await reopened.getByLabel('Term in months', { exact: true }).fill('48')
    await expect(reopened.getByTestId('result-summary')).toContainText('$711.45')
    await reopened.getByRole('button', { name: 'Add scenario' }).click()
    const table = reopened.getByRole('table', { name: 'Scenarios' })
    await expect(table.getByRole('columnheader', { name: /Scenario 2/ })).toBeVisible()
    const row = (label: string) =>
      table.getByRole('row').filter({ has: reopened.getByRole('rowheader', { name: label, exact: true }) })
    // Scenario 1 states what the summary showed, to the cent.
    for (const [index, label] of labels.entries())
      await expect(row(label).getByRole('cell').first()).toHaveText(figures[index]!)
    await expect(row('Monthly payment').getByRole('cell')).toHaveText(['$586.98', '$711.45'])
    await expect(reopened.getByTestId('scenario-differences')).toHaveText('Term in months: 60 vs 48')
    const compared = new URL(await sharedLink(reopened, /Copy link/)).searchParams.get(`bl_${publicId}`)
    expect(new URLSearchParams(compared ?? '').getAll('scenario')).toHaveLength(2)

    // View 3, looked at only: the published embed's own address with that comparison, and its PDF.
    await page.goto(`/embed/c/${publicId}?${compared}`)
    await hydrated(page)
    await expect(page.getByTestId('scenario-differences')).toHaveText('Term in months: 60 vs 48')
    await expect(page.getByLabel('Term in months', { exact: true })).toHaveValue('48')
    await desktopAndPhoneShots(page, SHOTS, 'embed-scenarios')
    const lines = await pdfLines(page, page, /Download PDF/)
    for (const line of ['Scenario 1', 'Scenario 2', '$586.98', '$711.45']) expect(lines).toContain(line)
  } finally {
    await site.close()
  }

  // The day's figures: three views by one visitor, counted once that day (issue 43 §5), engaged, no lead
  // (counts are written every 5 s).
  await expect(async () => {
    await owner.goto(`${workspaceUrl}/usage?from=${utcToday()}&to=${utcToday()}`)
    const row = owner.getByTestId('usage').getByRole('row', { name: calculatorName })
    await expect(row.getByRole('cell')).toHaveText(['1', '100.0 %', '0', '0.0 %', '0'], { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })

  // A client presets its own input on the snippet, as it may any registry input (data-<input name>).
  const preset = await clientSite(baseURL!, publicId, ' data-amount_borrowed="20000"')
  try {
    await page.goto(preset.origin)
    const frame = frameOf()
    await hydrated(frame)
    await expect(frame.getByLabel('Loan amount', { exact: true })).toHaveValue('20000')
    await expect(frame.getByTestId('result-summary')).toContainText('$391.32')
  } finally {
    await preset.close()
  }
})
