import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { loanDefinition, offerToCatalogue } from './specialty-support'

// Issue 37: a specialty calculator offered to every workspace joins the accuracy ledger with its worked
// examples, read per request (decision 0063) while the registry's part of /accuracy stays prerendered.

const SHOTS = '/tmp/ledger-shots'

test('a catalogue specialty version published by an admin shows its worked examples on /accuracy', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const run = unique()
  const slug = `ledger_${run}`
  const title = `Ledger loan ${run}`
  const admin = await offerToCatalogue(browser, 'ledger-admin@brightline-e2e.test', {
    slug,
    definition: loanDefinition(slug, title),
  })
  await admin.context().close()

  // A visitor (signed out: the prerendered page) sees it in the ledger's specialty part.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/accuracy')
    await hydrated(page)
    const section = page.getByRole('region', { name: title })
    await expect(section.getByRole('heading', { level: 3, name: title })).toBeVisible({ timeout: 30_000 })
    await expect(section).toContainText('Specialty calculator version 1 · 6 of 6 expected figures passing')
    await expect(section.getByText('Pass', { exact: true }).filter({ visible: true })).toHaveCount(6)
    await expect(section.getByText('Fail', { exact: true })).toHaveCount(0)
    // Inputs → expected, printed, and the example's source note.
    await expect(section).toContainText('Loan amount: $10,000')
    await expect(section).toContainText('$1,037.03')
    await expect(section).toContainText('6.50%')
    await expect(section).toContainText("The registry loan calculator's defaults")
    await page.locator('#specialty').evaluate((element) => element.scrollIntoView())
    await page.screenshot({ path: `${SHOTS}/accuracy-specialty-${viewport.width}.png` })
    await section.screenshot({ path: `${SHOTS}/accuracy-specialty-section-${viewport.width}.png` })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )
  }

  // Its page of its own works without the prerendered page's script, and passes axe.
  await page.goto('/accuracy/specialty')
  await expect(page.getByRole('region', { name: title })).toContainText('6 of 6 expected figures passing')
  expect(await seriousAxeViolations(page)).toEqual([])
})
