import { expect, test } from './fixtures'

// Prerendered pages take their origin from BASE_URL at build time, so only the path is certain here.
const publicPages: Array<{ path: string; canonicalPath: string }> = [
  { path: '/', canonicalPath: '/' },
  { path: '/home', canonicalPath: '/' },
  { path: '/about-us', canonicalPath: '/about-us' },
  { path: '/how-it-works', canonicalPath: '/how-it-works' },
  { path: '/view-our-work', canonicalPath: '/view-our-work' },
  { path: '/pricing-breakdown', canonicalPath: '/pricing-breakdown' },
  { path: '/privacy-policy', canonicalPath: '/privacy-policy' },
  { path: '/terms-of-service', canonicalPath: '/terms-of-service' },
  { path: '/white-label-calculators', canonicalPath: '/white-label-calculators' },
  { path: '/contact-us', canonicalPath: '/contact-us' },
]

for (const { path, canonicalPath } of publicPages) {
  test(`${path} has a canonical link, a description and Open Graph tags`, async ({ page }) => {
    await page.goto(path)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(/^https?:\/\/[^/]+/)
    expect(new URL(canonical!).pathname).toBe(canonicalPath)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length ?? 0).toBeGreaterThan(50)
    expect(description!.length).toBeLessThanOrEqual(160)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!)
  })
}

test('every marketing page describes itself in its own words', async ({ request }) => {
  const seen = new Map<string, string>()
  for (const { path, canonicalPath } of publicPages) {
    if (path !== canonicalPath) continue
    const html = await (await request.get(path)).text()
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
    expect(description, path).toBeTruthy()
    expect(seen.get(description!), `${path} repeats a description`).toBeUndefined()
    seen.set(description!, path)
  }
})

test('robots.txt points at the sitemap and keeps crawlers out of /admin and /auth', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const body = await response.text()
  expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  expect(body).toMatch(/^Disallow: \/admin$/m)
  expect(body).toMatch(/^Disallow: \/auth$/m)
})

test('sitemap.xml lists the public pages and nothing private', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const body = await response.text()
  const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  for (const { canonicalPath } of publicPages) expect(paths).toContain(canonicalPath)
  expect(paths).not.toContain('/home')
  expect(paths.filter((path) => /^\/(admin|auth|embed)(\/|$)/.test(path))).toEqual([])
})
