import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { clickIntent, clientSite, openWorkspacePage, publishedId, signUpAndVerify } from './workspace-support'

const shots = process.env.SHOTS_DIR
const COLOUR = '#7c2d12'
const SIZES = [
  [1280, 800],
  [390, 844],
] as const

/** The requests that count a view or an engaged visit (decision 0029, issue 43 §5). */
function countingRequests(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (/\/api\/(embed-views|engaged)\//.test(request.url())) sent.push(request.url())
  })
  return sent
}

/*
 * Issue 44 §2 (decision 0096): a trial owner publishes her mortgage calculator and opens it on a sample page
 * in her colour from the trial checklist; it computes there, and the page sends nothing that counts a view.
 * The same calculator on her own site (another origin) counts as any visitor's, the owner's own visit too.
 */
test(
  'a trial owner opens the preview on a sample page of her look, the calculator computes, and nothing counts it',
  { tag: '@postgres' },
  async ({ browser }) => {
    test.setTimeout(240_000)
    const id = unique()
    const institution = `Prairie Credit Union ${id.slice(-4)}`
    const owner = await signUpAndVerify(browser, `preview-owner-${id}@example.com`)
    await owner.goto('/trial')
    await owner.getByLabel('Institution name').fill(institution)
    await owner.getByLabel('Brand colour').fill(COLOUR)
    await owner.getByRole('button', { name: 'Create my trial workspace' }).click()
    const checklist = owner.getByRole('region', { name: 'Your trial checklist' })
    await expect(checklist).toBeVisible()
    // Nothing is published yet: nothing to preview.
    await expect(checklist.getByRole('link', { name: 'Preview on a sample page' })).toHaveCount(0)

    await owner.getByRole('link', { name: 'Mortgage calculator', exact: true }).click()
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 1: Published')
    const publicId = await publishedId(owner)
    // The calculator's own page links to its preview too.
    await expect(owner.getByRole('link', { name: 'Preview on a sample page' })).toBeVisible()

    await openWorkspacePage(owner, 'Calculators')
    await expect(checklist.getByRole('link', { name: 'Preview on a sample page' })).toBeVisible()
    for (const [width, height] of SIZES) {
      await owner.setViewportSize({ width, height })
      const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `calculators at ${width} px`).toBeLessThanOrEqual(0)
      if (shots) await checklist.screenshot({ path: `${shots}/trial-checklist-preview-${width}.png` })
    }
    await owner.setViewportSize({ width: 1280, height: 800 })
    const counting = countingRequests(owner)
    await checklist.getByRole('link', { name: 'Preview on a sample page' }).click()
    await expect(owner.getByRole('heading', { name: 'Preview: Mortgage calculator', level: 1 })).toBeVisible()
    const sample = owner.getByRole('region', { name: `Sample page of ${institution}` })
    await expect(sample.getByText(institution, { exact: true })).toBeVisible()
    await expect(sample).not.toContainText('Brightline')
    const band = sample.getByRole('heading', { level: 2 })
    expect(await band.evaluate((element) => getComputedStyle(element.parentElement!).backgroundColor)).toBe(
      'rgb(124, 45, 18)',
    )
    const iframe = sample.locator('iframe')
    await expect(iframe).toHaveAttribute('src', new RegExp(`/embed/c/${publicId}\\?.*preview=1`))

    const frame = owner.frameLocator('[data-testid="sample-embed"] iframe')
    await hydrated(frame)
    const summary = frame.getByTestId('result-summary')
    await expect(summary).toContainText('$')
    const shown = await summary.textContent()
    await frame.getByLabel('Home price', { exact: true }).fill('650000')
    await expect(summary).not.toHaveText(shown!)
    await expect(summary).toContainText('$')
    // Its calculator computed from a keystroke: an ordinary frame has sent its view and its engagement by now.
    expect(counting).toEqual([])

    for (const [width, height] of SIZES) {
      await owner.setViewportSize({ width, height })
      await expect(iframe).toBeVisible()
      const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
      // The frame sits inside the sample page, the whole width of its content.
      const [page, framed] = [await sample.boundingBox(), await iframe.boundingBox()]
      expect(framed!.x).toBeGreaterThanOrEqual(page!.x)
      expect(framed!.x + framed!.width).toBeLessThanOrEqual(page!.x + page!.width + 0.5)
      expect(await seriousAxeViolations(owner), `${width} px`).toEqual([])
      if (shots) await owner.screenshot({ path: `${shots}/embed-preview-${width}.png`, fullPage: true })
    }
    expect(counting).toEqual([])

    // The same snippet on her own site counts, her own visit included: the flag alone is nothing.
    await owner.setViewportSize({ width: 1280, height: 800 })
    const site = await clientSite(new URL(owner.url()).origin, publicId, ' data-preview')
    try {
      await owner.goto(site.origin)
      await expect(owner.locator('iframe')).toHaveAttribute('src', /preview=1/)
      await expect.poll(() => counting.some((url) => url.includes(`/api/embed-views/${publicId}`))).toBe(true)
    } finally {
      await site.close()
    }
  },
)
