import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test'
import { unique } from './accounts-support'
import { allowOneRefusal, expect, hydrated, test } from './fixtures'
import { clickIntent, createWorkspace, publishedId, signUpAndVerify } from './workspace-support'

/*
 * Issue 33 §2: after "Send" the visitor sees the answer. The form collapses and the frame shrinks by hundreds of
 * pixels; the frame asks the client's page (through /embed.js) to scroll the answer into view, and the answer
 * takes the focus. On a client page on another origin, with an article above the calculator and more below.
 */

let publicId = ''
let site: http.Server
let siteOrigin = ''
let company = ''
let owner: Page | undefined
let workspaceUrl = ''

async function publishWithLeads(browser: Browser) {
  const run = unique()
  company = `Harbor Credit ${run}`
  owner = await signUpAndVerify(browser, `harbor-${run}@example.com`)
  // Debt payoff: the largest calculator view, for the HTML budget below.
  await createWorkspace(owner, company)
  await owner.getByLabel('Calculator', { exact: true }).selectOption('debt-payoff')
  await owner.getByLabel('Name').fill(`Pay off debts ${run}`)
  await owner.getByRole('button', { name: 'Add calculator' }).click()
  await expect(owner.getByRole('heading', { name: `Pay off debts ${run}`, level: 1 })).toBeVisible()
  await owner.getByLabel('Show a contact form under the results').check()
  await owner.getByLabel('Recipients').fill(`loans-${run}@harbor.test`)
  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
  publicId = await publishedId(owner)
  workspaceUrl = owner.url().replace(/\/calculators\/.*/, '')
}

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  await publishWithLeads(browser)
  site = http.createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(204).end()
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Car loans</title></head>
<body style="margin:0;font-family:sans-serif"><h1>Car loans</h1>
<div style="height:1400px;background:#f1f5f9">Rates, terms and everything else about our car loans.</div>
<div data-calculator-id="${publicId}"></div>
<div style="height:600px">Branches and opening hours.</div>
<script async src="${baseURL}/embed.js"></script></body></html>`)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await owner?.context().close()
  await new Promise((resolve) => site?.close(resolve))
})

/** The element's box lies wholly inside the window of the client's page. */
async function expectInView(page: Page, element: Locator) {
  const viewport = page.viewportSize()!
  await expect
    .poll(async () => {
      const box = await element.boundingBox()
      return Boolean(box && box.y >= 0 && box.y + box.height <= viewport.height)
    })
    .toBe(true)
}

async function openCalculator(page: Page): Promise<FrameLocator> {
  await page.goto(siteOrigin)
  const iframe = page.locator(`iframe[src*="/embed/c/${publicId}"]`)
  await iframe.scrollIntoViewIfNeeded()
  const frame = page.frameLocator(`iframe[src*="/embed/c/${publicId}"]`)
  await hydrated(frame)
  return frame
}

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

for (const size of sizes) {
  test(`on a ${size.name} (${size.width}×${size.height}) the lead form's errors and its thank-you are in view and focused`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    const frame = await openCalculator(page)
    await frame.getByText('Talk to us about these numbers').click()
    const send = frame.getByRole('button', { name: 'Send', exact: true })
    // Sent with nothing filled in: the first field in error has the focus, in view.
    await send.scrollIntoViewIfNeeded()
    await send.click()
    const name = frame.getByLabel('Name', { exact: true })
    await expect(name).toBeFocused()
    await expectInView(page, name)
    allowOneRefusal(consoleErrors)

    await name.fill('Grace Visitor')
    await frame.getByLabel('E-mail', { exact: true }).fill(`grace-${unique()}@example.com`)
    await frame.getByRole('checkbox', { name: new RegExp(`I agree that ${company} may contact me`) }).check()
    await send.scrollIntoViewIfNeeded()
    await send.click()
    const thanks = frame.getByRole('heading', { name: 'Thank you — we will be in touch' })
    await expect(thanks).toBeFocused({ timeout: 20_000 })
    await expect(frame.getByRole('status').filter({ has: thanks })).toBeVisible()
    await expectInView(page, thanks)
    await page.screenshot({ path: testInfo.outputPath(`lead-thanks-${size.name}.png`) })
  })

  test(`on a ${size.name} (${size.width}×${size.height}) "E-mail my results" answers in view and focused`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    const frame = await openCalculator(page)
    await frame.getByRole('button', { name: /E-mail my results/ }).click()
    const address = frame.getByRole('textbox', { name: 'E-mail' })
    await expect(address).toBeFocused()
    await address.fill(`report-${unique()}@home.example`)
    await frame.getByRole('checkbox', { name: /used to send me this report/ }).check()
    await frame.getByRole('button', { name: 'Send report' }).click()
    const sent = frame.getByTestId('report-mail-sent')
    await expect(sent).toBeFocused({ timeout: 20_000 })
    await expect(sent).toHaveRole('status')
    await expectInView(page, sent)
    await page.screenshot({ path: testInfo.outputPath(`report-sent-${size.name}.png`) })
  })
}

/** A long label of exactly `length` characters, accented in Spanish (two bytes a letter in UTF-8). */
const long = (text: string, length = 80) => text.repeat(Math.ceil(length / text.length)).slice(0, length)

/**
 * The largest lead form a workspace may choose (decision 0053): every standard field, and three custom
 * choices of ten options each, every label and option at its 80-character limit in English and Spanish.
 */
const largestLeadForm = Object.fromEntries([
  ...['name', 'phone', 'preferredTime', 'message'].flatMap((key) => [
    [`standard.${key}.shown`, 'on'],
    [`standard.${key}.required`, 'on'],
  ]),
  ...[0, 1, 2].flatMap((n) => [
    [`custom.${n}.key`, `question_${n}`],
    [`custom.${n}.kind`, 'choice'],
    [`custom.${n}.label.en`, long(`Which of our products would you consider for this loan ${n} `)],
    [`custom.${n}.label.es`, long(`¿Cuál de nuestros productos consideraría para este préstamo ${n}? `)],
    [
      `custom.${n}.options.en`,
      Array.from({ length: 10 }, (_, o) => long(`${o} Home equity line of credit, variable rate ${n} `)).join(
        '\n',
      ),
    ],
    [
      `custom.${n}.options.es`,
      Array.from({ length: 10 }, (_, o) => long(`${o} Línea de crédito sobre el valor líquido ${n} `)).join(
        '\n',
      ),
    ],
  ]),
])

// Issue 33 §5: a published calculator with its lead form was 33.7 KB of HTML.
test('the published embed with its lead form stays within its 30 KB HTML budget', async ({ request }) => {
  const response = await request.get(
    `/embed/c/${publicId}?height=auto&page=${encodeURIComponent(siteOrigin)}`,
    {
      headers: { 'Accept-Encoding': 'identity' },
    },
  )
  const html = await response.body()
  expect(html.byteLength).toBeLessThanOrEqual(30 * 1024)
  // The lead form posts the state the page shows (decision 0067): one short token, the same for everyone.
  expect(html.toString()).toMatch(/<input type="hidden" name="state" value="[0-9a-f]{16}"\/>/)

  // The same embed with the largest lead form the workspace may choose (decision 0053).
  const saved = await owner!.request.post(`${workspaceUrl}/lead-fields`, {
    form: largestLeadForm,
    headers: { Origin: new URL(owner!.url()).origin },
  })
  expect(saved.status()).toBe(200)
  const largest = await request.get(
    `/embed/c/${publicId}?height=auto&page=${encodeURIComponent(siteOrigin)}`,
    { headers: { 'Accept-Encoding': 'identity' } },
  )
  const largestHtml = await largest.body()
  const page = largestHtml.toString()
  const lastOption = long('9 Home equity line of credit, variable rate 2 ')
  // Each option's text once for the visitor (posted by number) and once in the hydration data; the Spanish
  // texts of this English calculator not at all (decision 0061).
  expect(page.split(lastOption)).toHaveLength(3)
  expect(page).toContain('<option value="9">')
  expect(page).not.toContain('Línea de crédito')
  expect(page).not.toContain('¿Cuál de nuestros productos')
  test.info().annotations.push({
    type: 'embed HTML',
    description: `${html.byteLength} bytes; ${largestHtml.byteLength} with the largest lead form`,
  })
  // Still over the budget (decision 0061: 30,312 bytes, 38,131 with it, on 2026-11-27; 14,107 bytes more
  // before): the 30 options and 3 questions at 80 characters must be in the page once for the visitor and once
  // in the hydration data. The default embed leaves 388 bytes (30,332 with decision 0067's 102-byte state token).
  expect(largestHtml.byteLength - html.byteLength).toBeLessThanOrEqual(7.75 * 1024)
})
