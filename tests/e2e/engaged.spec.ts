import { unique } from './accounts-support'
import { expect, holdScripts, hydrated, test } from './fixtures'
import { clickIntent, publishedId, signUpAndVerify, createLoanCalculator } from './workspace-support'

const utcToday = () => new Date().toISOString().slice(0, 10)

test(
  'a visit only looked at is not engaged; typed into before the embed hydrated, it is, once per visitor and day',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    test.setTimeout(180_000)
    const run = unique()
    const calculatorName = `Early loan ${run}`
    const owner = await signUpAndVerify(browser, `early-${run}@example.com`)
    await createLoanCalculator(owner, `Early Lending ${run}`, calculatorName)
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText(/Published/)
    const publicId = await publishedId(owner)
    const usage = `${owner.url().replace(/\/calculators\/.*/, '')}/usage?from=${utcToday()}&to=${utcToday()}`
    const figures = async (cells: string[]) =>
      expect(async () => {
        await owner.goto(usage)
        const row = owner.getByTestId('usage').getByRole('row', { name: calculatorName })
        await expect(row.getByRole('cell')).toHaveText(cells, { timeout: 1_000 })
      }).toPass({ timeout: 60_000 })

    // Looked at only: hydrated, every request done, and not counted as engaged.
    await page.goto(`/embed/c/${publicId}`)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await figures(['1', '0.0 %', '0', '0.0 %', '0'])

    // Typed while the scripts are still on their way: no listener yet, but the figures are in the field. The
    // same visitor the same day is one view (issue 43 §5), now an engaged one.
    const release = await holdScripts(page)
    await page.goto(`/embed/c/${publicId}`, { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Loan amount', { exact: true }).fill('10000')
    release()
    await hydrated(page)
    await figures(['1', '100.0 %', '0', '0.0 %', '0'])

    // The chart over the default 30 days (issue 48 §3): a group of bars per day, today's the only one drawn,
    // on an axis of whole counts (0 and 1, no 0.25).
    await owner.goto(usage.replace(/\?.*/, ''))
    const chart = owner.getByTestId('usage-chart')
    await expect(chart.locator('[data-day]')).toHaveCount(30)
    await expect(chart.locator(`[data-day="${utcToday()}"] rect`)).toHaveCount(2)
    await expect(chart.locator('rect')).toHaveCount(2)
    await expect(chart.locator('text').first()).toHaveText('0')
    await expect(chart.locator('text').nth(1)).toHaveText('1')
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await owner.setViewportSize({ width, height })
      await chart.scrollIntoViewIfNeeded()
      await owner.screenshot({ path: `/tmp/shots-edges/usage-chart-${width}.png` })
    }
  },
)
