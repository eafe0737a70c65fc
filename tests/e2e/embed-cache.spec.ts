import { startCachingProxy } from '../support/caching-proxy'
import { unique } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import { clickIntent, createLoanCalculator, publishedId, signUpAndVerify } from './workspace-support'

const utcToday = () => new Date().toISOString().slice(0, 10)
// playwright.config.ts shortens the embed's lifetimes (EMBED_MAX_AGE=0, EMBED_SHARED_MAX_AGE): a shared cache
// may then serve a copy for s-maxage, and stale for stale-while-revalidate (twice that) while it refreshes.
const sharedMaxAge = Number(process.env.EMBED_SHARED_MAX_AGE)
const newPublishShownWithinMs = 3 * sharedMaxAge * 1000

// Issue 26 §1–2: a published embed is one cached copy per revision and query, here and in a real shared cache
// (nginx) in front; a visitor's views are still counted, once a day, by the page's beacon.
test(
  'a published embed behind a caching proxy: cached copies, a visitor’s views counted once a day, a new publish shown in time',
  { tag: '@postgres' },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000)
    const run = unique()
    const calculatorName = `Cached loan ${run}`
    const owner = await signUpAndVerify(browser, `cached-${run}@example.com`)
    await createLoanCalculator(owner, `Cache Lending ${run}`, calculatorName)
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText(/Published/)
    const publicId = await publishedId(owner)
    const editor = owner.url()
    const usage = `${editor.replace(/\/calculators\/.*/, '')}/usage?from=${utcToday()}&to=${utcToday()}`

    // Straight from the server, rendered by React Router: a cacheable answer with a CSP of hashes, no nonce.
    const direct = await fetch(`${baseURL}/embed/c/${publicId}?months=48&utm_source=x`)
    expect(direct.status).toBe(200)
    expect(direct.headers.get('cache-control')).toBe(
      `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${2 * sharedMaxAge}`,
    )
    const policy = direct.headers.get('content-security-policy')!
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+ 'unsafe-inline'/)
    expect(policy).not.toContain('nonce')
    expect(await direct.text()).not.toMatch(/ nonce="[^"]+"/)
    const etag = direct.headers.get('etag')!
    const reordered = await fetch(`${baseURL}/embed/c/${publicId}?months=48`, {
      headers: { 'if-none-match': etag },
    })
    expect(reordered.status).toBe(304)
    const unknown = await fetch(`${baseURL}/embed/c/ffffffffffffffff`)
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/)
    const beacon = await fetch(`${baseURL}/api/embed-views/ffffffffffffffff`, { method: 'POST' })
    expect(beacon.headers.get('cache-control')).toBe('no-store')

    const proxy = await startCachingProxy(baseURL!)
    try {
      const embed = `${proxy.origin}/embed/c/${publicId}`
      // A repeat view is nginx's copy. Two requests in a row, retried should a slow machine let the copy expire.
      await expect(async () => {
        await fetch(embed)
        const repeat = await fetch(embed)
        expect(repeat.headers.get('x-cache-status')).toBe('HIT')
      }).toPass({ timeout: 30_000 })

      // Three views through the proxy by one visitor, the first already nginx's copy: counted, once that day
      // (issue 43 §5), whatever the proxy served them from.
      for (let view = 0; view < 3; view++) {
        const counted = page.waitForResponse((response) => response.url().includes('/api/embed-views/'))
        await page.goto(embed)
        expect((await counted).status()).toBe(204)
      }
      await hydrated(page)
      await expect(async () => {
        await owner.goto(usage)
        const row = owner.getByTestId('usage').getByRole('row', { name: calculatorName })
        await expect(row.getByRole('cell').first()).toHaveText('1', { timeout: 1_000 })
      }).toPass({ timeout: 60_000 })

      // A new revision: a visitor behind the proxy sees it within s-maxage + stale-while-revalidate.
      const disclosure = `Rates as of run ${run}.`
      await owner.goto(editor)
      // Typed once the editor has hydrated, as a member would see it working.
      await hydrated(owner)
      await owner.locator('[name="disclosure"]').fill(disclosure)
      await clickIntent(owner, 'Save')
      await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
      await clickIntent(owner, 'Approve and publish')
      await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
      const publishedAt = Date.now()
      // What each try saw, so that a miss says whether nginx or the site held the old revision.
      const seen: string[] = []
      await expect(async () => {
        const served = await page.goto(embed)
        const direct = await (await fetch(`${baseURL}/embed/c/${publicId}`)).text()
        seen.push(
          `${Date.now() - publishedAt} ms: nginx ${served?.headers()['x-cache-status'] ?? '?'}, ` +
            `site ${direct.includes(disclosure) ? 'new' : 'old'}`,
        )
        await expect(page.getByText(disclosure), seen.join('; ')).toBeVisible({ timeout: 500 })
      }).toPass({ timeout: newPublishShownWithinMs + 10_000 })
      test.info().annotations.push({
        type: 'new publish shown behind the proxy after',
        description: `${Date.now() - publishedAt} ms (documented bound ${newPublishShownWithinMs} ms)`,
      })
    } finally {
      await proxy.stop()
    }
  },
)
