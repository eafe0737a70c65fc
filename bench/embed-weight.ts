// What an embed weighs on a client's page (issue 26 §4–5): the scripts a client page receives per embed before
// the visitor reaches for it, and the largest embed HTML before compression.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { calculators } from '../app/calculators/registry'
import { VISIBLE_BOOT_MS } from '../app/lib/paint-first.server'
import { launchChromium } from './browser'

/** A client's page on another origin: a long article, then the saved calculator through the loader. */
function clientPage(calculatorOrigin: string, publicId: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rates</title></head><body>
<h1>Our rates</h1><div style="height:1500px">A long article.</div>
<div data-calculator-id="${publicId}"></div><script async src="${calculatorOrigin}/embed.js"></script>
</body></html>`
}

export type Sizes = { responseBodySize: number; responseHeadersSize: number }

/**
 * Adds up the sizes Chromium reports for finished requests. A report arrives after its request has finished, so
 * `total()` waits for every report asked for so far; one that cannot be had fails `total()`, never the process.
 */
export function sizeTally() {
  const reports: Promise<number>[] = []
  return {
    add(sizes: () => Promise<Sizes>) {
      const bytes = sizes().then((size) => size.responseBodySize + size.responseHeadersSize)
      bytes.catch(() => {}) // handled by total()
      reports.push(bytes)
    },
    total: async () => (await Promise.all(reports)).reduce((sum, bytes) => sum + bytes, 0),
  }
}

/**
 * Script bytes (body as received plus headers, per Chromium) fetched by the embed's frame: while it sits out of
 * sight, untouched, for longer than it would take to boot in sight; then after the visitor reaches for it.
 */
export async function embedScriptBytes(calculatorOrigin: string, publicId: string) {
  const site = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(clientPage(calculatorOrigin, publicId))
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const frameScripts = sizeTally()
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' || request.frame() === page.mainFrame()) return
      frameScripts.add(() => request.sizes())
    })
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`)
    const frame = page.frameLocator('iframe').locator('h1').first()
    await frame.waitFor()
    await page.waitForTimeout(VISIBLE_BOOT_MS + 2_000)
    const before = await frameScripts.total()
    await page.locator('iframe').scrollIntoViewIfNeeded()
    await frame.hover()
    await frame.evaluate(async (element) => {
      while (!Object.keys(element).some((key) => key.startsWith('__reactFiber')))
        await new Promise((resolve) => setTimeout(resolve, 50))
    })
    await page.waitForLoadState('networkidle')
    const after = await frameScripts.total()
    return { beforeKb: +(before / 1024).toFixed(1), afterKb: +(after / 1024).toFixed(1) }
  } finally {
    await browser.close()
    await new Promise((resolve) => site.close(resolve))
  }
}

/** The largest embed HTML, uncompressed: the saved calculator and every calculator of the registry. */
export async function largestEmbedHtml(calculatorOrigin: string, publicId: string) {
  const paths = [`/embed/c/${publicId}`, ...calculators.map(({ name }) => `/embed/${name}-calculator`)]
  let largest = { path: '', kb: 0 }
  for (const path of paths) {
    const html = await (
      await fetch(calculatorOrigin + path, { headers: { 'accept-encoding': 'identity' } })
    ).text()
    const kb = +(Buffer.byteLength(html) / 1024).toFixed(1)
    if (kb > largest.kb) largest = { path, kb }
  }
  return largest
}
