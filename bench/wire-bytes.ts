// What a browser receives for a page's scripts: Chromium's own count of the bytes on the wire (CDP), beside the
// per-file gzip figure the bench printed before, so that the two can be compared.
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

export type ScriptBytes = { files: number; wireBytes: number; gzipBytes: number }

/**
 * Loads `url` in a fresh context and sums, for every script the page and its same-origin frames fetch until the
 * network has been idle for a second (those requested after the first paint included), the bytes Chromium received
 * (`encodedDataLength`: body as encoded on the wire, plus headers) and the gzip -6 size of each file's body.
 */
export async function scriptBytes(browser: Browser, url: string): Promise<ScriptBytes> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const scripts = new Set<string>()
  let wireBytes = 0
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId)
  })
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) wireBytes += event.encodedDataLength
  })
  // Keyed by URL: a frame that runs a script its page already fetched takes it from the memory cache.
  const gzipped = new Map<string, number>()
  const bodies: Array<Promise<void>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(
      response
        .body()
        .then((body) => void gzipped.set(response.url(), gzipSync(body).length))
        .catch(() => {}),
    )
  })
  // Idle by Chromium's own network events: Playwright's 'networkidle' never came, now and then, on a calculator
  // page whose frame takes its scripts from the memory cache (no request was left in flight by either count).
  const inFlight = new Set<string>()
  let lastActivity = Date.now()
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId)
    lastActivity = Date.now()
  })
  for (const done of ['Network.loadingFinished', 'Network.loadingFailed'] as const)
    cdp.on(done, (event) => {
      inFlight.delete(event.requestId)
      lastActivity = Date.now()
    })
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < 1000))
    await new Promise((resolve) => setTimeout(resolve, 100))
  await Promise.all(bodies)
  await context.close()
  const gzipBytes = [...gzipped.values()].reduce((sum, size) => sum + size, 0)
  return { files: gzipped.size, wireBytes, gzipBytes }
}
