import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { expect, holdScripts, test } from './fixtures'

/** A client's plain HTML page on another origin, with the loader pasted twice (as careless sites do). */
function clientPage(calculatorHost: string) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Credit union</title></head>
<body>
  <h1>Plan your money</h1>
  <div data-calculator="loan" data-color="#0f766e" data-font="inter" data-lang="es" data-unknown="x"></div>
  <div data-calculator="cd"></div>
  <script async src="${calculatorHost}/embed.js"></script>
  <script async src="${calculatorHost}/embed.js"></script>
</body>
</html>`
}

/** A long article with the calculator near its end: out of sight, but near enough for the lazy frame to load. */
function belowTheFold(calculatorHost: string) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Saving for later</title></head>
<body>
  <h1>Saving for later</h1>
  <div style="height:1500px">A long article.</div>
  <div data-calculator="cd"></div>
  <script async src="${calculatorHost}/embed.js"></script>
</body>
</html>`
}

let server: http.Server
let clientOrigin: string

test.beforeAll(async ({ baseURL }) => {
  const pages: Record<string, (calculatorHost: string) => string> = {
    '/': clientPage,
    '/below-the-fold': belowTheFold,
  }
  server = http.createServer((request, response) => {
    const page = pages[request.url ?? '']
    if (page) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(page(baseURL!))
    } else {
      response.writeHead(204).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  clientOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const heightOf = (page: Page, title: string) =>
  page.getByTitle(title, { exact: true }).evaluate((frame) => frame.getBoundingClientRect().height)

test('the loader renders one titled, lazy frame per div on a client site and sizes each to its content', async ({
  page,
  baseURL,
}) => {
  await page.goto(clientOrigin)
  const loan = page.locator('iframe[title="Loan Calculator"]')
  const cd = page.locator('iframe[title="CD Calculator"]')
  await expect(page.locator('iframe')).toHaveCount(2)
  await expect(loan).toHaveAttribute('loading', 'lazy')
  // The fragment tells the frame which page a shared link leads back to (decision 0028).
  const host = `#bl-host=${encodeURIComponent(`${clientOrigin}/`)}`
  await expect(loan).toHaveAttribute(
    'src',
    `${baseURL}/embed/loan-calculator?color=%230f766e&font=inter&lang=es&height=auto${host}`,
  )
  await expect(cd).toHaveAttribute('src', `${baseURL}/embed/cd-calculator?height=auto${host}`)
  for (const [title, frame] of [
    ['Loan Calculator', page.frameLocator('iframe[title="Loan Calculator"]')],
    ['CD Calculator', page.frameLocator('iframe[title="CD Calculator"]')],
  ] as const) {
    await expect(frame.locator('body')).not.toBeEmpty()
    await expect
      .poll(async () => {
        const content = await frame.locator('body').evaluate((body) => body.getBoundingClientRect().height)
        return Math.abs((await heightOf(page, title)) - content) <= 2
      }, `${title} frame follows its content`)
      .toBe(true)
  }
})

test('a frame out of sight takes its content height before the visitor scrolls to it', async ({ page }) => {
  // Chromium does not lay out a cross-origin frame out of sight, so a size reported only from layout
  // (ResizeObserver) would leave the frame at its first 600 px until scrolled to, and the page would jump then.
  // On a busy machine the CD frame of the page above was pushed out of sight by the loan frame's growth.
  await page.goto(`${clientOrigin}/below-the-fold`)
  const frame = page.frameLocator('iframe[title="CD Calculator"]')
  await expect(frame.locator('body')).not.toBeEmpty()
  const content = await frame.locator('body').evaluate((body) => body.getBoundingClientRect().height)
  expect(content).toBeGreaterThan(600)
  await expect.poll(() => heightOf(page, 'CD Calculator')).toBe(Math.ceil(content))
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

// CI at b00daeb: the frame out of sight above kept a height of 960 px for content of 1,384. Its content changed
// after it had loaded, and out of sight neither layout nor the ResizeObserver runs.
test('a frame out of sight follows a change of its content before the visitor scrolls to it', async ({
  page,
}) => {
  await page.goto(`${clientOrigin}/below-the-fold`)
  const frame = page.frameLocator('iframe[title="CD Calculator"]')
  const content = () =>
    frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height))
  await expect(frame.locator('body')).not.toBeEmpty()
  const first = await content()
  await expect.poll(() => heightOf(page, 'CD Calculator')).toBe(first)
  // A part the calculator adds once it runs (a schedule, a lead form's answer), as any change of the page.
  await frame.locator('body').evaluate((body) => {
    const part = document.createElement('section')
    part.style.height = '300px'
    body.append(part)
  })
  await expect.poll(() => heightOf(page, 'CD Calculator')).toBe(first + 300)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('each frame follows only its own messages from the calculator host', async ({ page }) => {
  await page.route('**/embed/*-calculator*', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title><p>calculator</p>' }),
  )
  await page.goto(clientOrigin)
  await expect(page.locator('iframe')).toHaveCount(2)
  expect(await heightOf(page, 'Loan Calculator')).toBe(600)
  expect(await heightOf(page, 'CD Calculator')).toBe(600)

  const loanFrame = page.frames().find((frame) => frame.url().includes('/embed/loan-calculator'))!
  await loanFrame.evaluate(() => window.parent.postMessage({ type: 'brightline:resize', height: 777 }, '*'))
  await expect.poll(() => heightOf(page, 'Loan Calculator')).toBe(777)
  expect(await heightOf(page, 'CD Calculator')).toBe(600)

  // A message that names the loan frame as its source but comes from another origin (this client page) is ignored.
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Loan Calculator"]')!
    const data = { type: 'brightline:resize', height: 222 }
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }),
    )
  })
  expect(await heightOf(page, 'Loan Calculator')).toBe(777)
})

test("a frame in a client's page loads React once it has been in sight a while, or when reached for", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.frame() !== page.mainFrame())
      scripts.push(request.url())
  })
  // The pages' clocks are Playwright's (they run at the real pace until told otherwise), so that the frame's
  // timers can be run ahead below instead of waited for.
  await page.clock.install()
  await page.goto(`${clientOrigin}/below-the-fold`)
  const frame = page.frameLocator('iframe[title="CD Calculator"]')
  const heading = frame.locator('h1').first()
  await expect(heading).toBeVisible()
  const booted = () =>
    heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
  // Longer than the 3 s after which a frame that never painted used to boot unasked, run at once: every timer
  // due meanwhile fires, and a boot would have replaced the inert boot module (its preloads are one timer
  // each, all due at once). Out of sight and untouched, the frame shows its server-rendered figures and
  // fetches no script.
  await page.clock.runFor(3_500)
  await expect(frame.locator('script#rr-boot[type="text/plain"]')).toHaveCount(1)
  expect(await booted()).toBe(false)
  expect(scripts).toEqual([])

  // Scrolled into sight, it boots by itself a moment later (the pointer stays outside it).
  await page.mouse.move(0, 0)
  await page.getByTitle('CD Calculator', { exact: true }).evaluate((element) => element.scrollIntoView())
  await expect.poll(booted, { timeout: 30_000 }).toBe(true)
  expect(scripts.some((url) => url.includes('/assets/'))).toBe(true)
})

test("a frame in a client's page computes what was typed before React arrived", async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto(clientOrigin)
  const frame = page.frameLocator('iframe[title="CD Calculator"]')
  const summary = frame.getByTestId('result-summary')
  await expect(summary).toBeVisible()
  const before = await summary.textContent()
  const deposit = frame.getByLabel('Deposit', { exact: true })
  await deposit.fill('20000')
  release()
  await expect(summary).not.toHaveText(before!, { timeout: 30_000 })
  await expect(deposit).toHaveValue('20000')
})
