import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import {
  clickIntent,
  createLoanCalculator,
  publishedId,
  signUpAndVerify,
  openWorkspacePage,
} from './workspace-support'

/*
 * Issue 33 §4: the client's own analytics. With "Your analytics" on, a published calculator tells the page it
 * is embedded on what the visitor does, through /embed.js: `window.dataLayer.push(…)` for GTM and GA4, and a
 * `calculator-event` DOM event on the calculator's container. Never the visitor's name, e-mail or figures.
 */

type Seen = { dataLayer: Record<string, string>[]; dom: { target: string; detail: Record<string, string> }[] }

/** The Tag Manager container a client sets up by following the Integrations tab's steps. */
type Container = { trigger: string; variables: string[] }

/**
 * A stand-in for Google Tag Manager's gtm.js (no network): it reads `window.dataLayer` as GTM does (what is
 * there, then each push), and where a pushed event's name matches the Custom Event trigger's regular expression
 * (unanchored, as GTM's "matches RegEx"), it fires the GA4 Event tag: event name `{{Event}}`, one parameter per
 * Data Layer Variable.
 */
const standInGtm = ({ trigger, variables }: Container) => `(function () {
  var trigger = new RegExp(${JSON.stringify(trigger)});
  var variables = ${JSON.stringify(variables)};
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  window.ga4Hits = [];
  function seen(entry) {
    if (!entry || typeof entry.event !== 'string' || !trigger.test(entry.event)) return;
    var params = {};
    variables.forEach(function (name) { params[name] = entry[name]; });
    window.ga4Hits.push({ name: entry.event, params: params });
  }
  dataLayer.forEach(seen);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) seen(arguments[i]);
    return push.apply(dataLayer, arguments);
  };
  dataLayer.push({ event: 'gtm.js' });
})();`

/**
 * A client's page on another origin that listens as GTM would, and as a script of their own would; once
 * `container` is set, it also loads the stand-in gtm.js with that container.
 */
async function listeningSite(calculatorHost: string, publicId: string) {
  const site = { container: null as Container | null }
  const server = http.createServer((request, response) => {
    if (request.url === '/gtm.js' && site.container) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' })
      return void response.end(standInGtm(site.container))
    }
    if (request.url !== '/') return void response.writeHead(204).end()
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Auto loans</title>
<script>window.dataLayer = window.dataLayer || []; window.domEvents = []; window.raw = [];
window.addEventListener('message', function (event) { window.raw.push(event.data && event.data.type); });
document.addEventListener('calculator-event', function (event) {
  window.domEvents.push({ target: event.target.getAttribute('data-calculator-id'), detail: event.detail });
});</script>${site.container ? '<script src="/gtm.js"></script>' : ''}</head><body><h1>Auto loans</h1>
<div data-calculator-id="${publicId}"></div><script async src="${calculatorHost}/embed.js"></script></body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(site, {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  })
}

// What the calculator pushed (Tag Manager's own `gtm.*` events left out).
const seen = (page: Page) =>
  page.evaluate(() => {
    const events = window as unknown as { dataLayer: Record<string, string>[]; domEvents: Seen['dom'] }
    const dataLayer = events.dataLayer.filter((entry) => !entry.event?.startsWith('gtm.'))
    return { dataLayer, dom: events.domEvents } as Seen
  })

const names = (page: Page) => seen(page).then(({ dataLayer }) => dataLayer.map((entry) => entry.event))

test('with "Your analytics" on, the client page hears every visitor step and nothing of the visitor', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const run = unique()
  // The internal name stays internal: the events carry the visible title visitors read.
  const title = `Your auto loan ${run}`
  const owner = await signUpAndVerify(browser, `events-${run}@example.com`)
  await createLoanCalculator(owner, `Lakeside Credit ${run}`, `Auto loan (internal) ${run}`)
  await owner.getByLabel('Title (English)').fill(title)
  await owner.getByLabel('Show a contact form under the results').check()
  await owner.getByLabel('Recipients').fill(`loans-${run}@lakeside.test`)
  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
  const publicId = await publishedId(owner)

  const site = await listeningSite(baseURL!, publicId)
  try {
    // Off by default: a visitor engages and opens the form; the frame's new height reaches the page after
    // anything posted before it (messages from one frame arrive in order), and no event came.
    await page.goto(site.origin)
    const quiet = page.frameLocator(`iframe[src*="/embed/c/${publicId}"]`)
    await hydrated(quiet)
    await quiet.getByRole('textbox', { name: 'Loan amount' }).fill('31234')
    const resizes = () =>
      page.evaluate(
        () =>
          (window as unknown as { raw: string[] }).raw.filter((type) => type === 'brightline:resize').length,
      )
    const before = await resizes()
    await quiet.getByText('Talk to us about these numbers').click()
    await expect.poll(resizes).toBeGreaterThan(before)
    expect(await seen(page)).toEqual({ dataLayer: [], dom: [] })
    expect(await page.evaluate(() => (window as unknown as { raw: string[] }).raw)).not.toContain(
      'brightline:event',
    )

    await openWorkspacePage(owner, 'Integrations')
    const box = owner.getByRole('checkbox', {
      name: 'Send events to the page each calculator is embedded on',
    })
    await expect(box).not.toBeChecked()
    await box.check()
    await owner.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(
      owner.getByText('Events on: your calculators now tell the page they sit on what visitors do.'),
    ).toBeVisible()
    await expect(box).toBeChecked()

    // The client's web team follows the tab's Google Analytics 4 steps in Tag Manager (issue 48 §3).
    await owner.getByText('Send these events to Google Analytics 4 through Google Tag Manager').click()
    const recipe = owner.getByTestId('ga4-recipe')
    await expect(recipe).toBeVisible()
    site.container = {
      variables: await recipe.getByRole('listitem').first().locator('code').allTextContents(),
      trigger: (await recipe.getByTestId('ga4-trigger').textContent())!,
    }
    expect(site.container.variables).toEqual(['calculator_id', 'calculator_title', 'calculator_type'])
    if (process.env.SHOTS_DIR)
      for (const width of [1280, 390]) {
        await owner.setViewportSize({ width, height: width === 390 ? 844 : 800 })
        await recipe.scrollIntoViewIfNeeded()
        await owner.screenshot({ path: `${process.env.SHOTS_DIR}/ga4-recipe-${width}.png` })
      }

    await page.goto(site.origin)
    const frame = page.frameLocator(`iframe[src*="/embed/c/${publicId}"]`)
    await hydrated(frame)
    await expect.poll(() => names(page)).toEqual(['calculator_view'])

    await frame.getByRole('textbox', { name: 'Loan amount' }).fill('31234')
    await expect.poll(() => names(page)).toEqual(['calculator_view', 'calculator_engaged'])

    const visitor = { name: `Ada Visitor ${run}`, email: `ada-${run}@home.example` }
    await frame.getByText('Talk to us about these numbers').click()
    await frame.getByLabel('Name', { exact: true }).fill(visitor.name)
    await frame.getByLabel('E-mail', { exact: true }).fill(visitor.email)
    await frame.getByLabel('Phone (optional)').fill('555-0142')
    await frame.getByRole('checkbox', { name: /may contact me/ }).check()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(frame.getByTestId('lead-thanks')).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => names(page)).toContain('lead_submitted')

    await frame.getByRole('button', { name: /E-mail my results/ }).click()
    await frame.getByRole('textbox', { name: 'E-mail' }).fill(`report-${run}@home.example`)
    await frame.getByRole('checkbox', { name: /used to send me this report/ }).check()
    await frame.getByRole('button', { name: 'Send report' }).click()
    await expect(frame.getByTestId('report-mail-sent')).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => names(page)).toContain('report_emailed')

    const download = page.waitForEvent('download')
    await frame.getByRole('link', { name: /PDF/ }).click()
    await (await download).cancel()
    await expect
      .poll(() => names(page))
      .toEqual([
        'calculator_view',
        'calculator_engaged',
        'lead_submitted',
        'report_emailed',
        'pdf_downloaded',
      ])

    // The GA4 tag fired for each of the calculator's events, with the three parameters, and for nothing else.
    const hits = await page.evaluate(() => (window as unknown as { ga4Hits: unknown[] }).ga4Hits)
    expect(hits).toEqual(
      ['calculator_view', 'calculator_engaged', 'lead_submitted', 'report_emailed', 'pdf_downloaded'].map(
        (name) => ({
          name,
          params: { calculator_id: publicId, calculator_title: title, calculator_type: 'loan' },
        }),
      ),
    )

    const { dataLayer, dom } = await seen(page)
    for (const entry of dataLayer)
      expect(entry).toEqual({
        event: entry.event,
        calculator_id: publicId,
        calculator_title: title,
        calculator_type: 'loan',
      })
    // The same events on the container, for pages without Tag Manager.
    expect(dom.map((event) => event.detail.event)).toEqual(dataLayer.map((entry) => entry.event))
    expect(dom.every((event) => event.target === publicId)).toBe(true)
    const everything = JSON.stringify({ dataLayer, dom })
    for (const personal of [visitor.name, visitor.email, '555-0142', `report-${run}`, '(internal)'])
      expect(everything).not.toContain(personal)
    // The amount typed, as a number of its own: the title's run number (time and random digits) may hold 31234.
    expect(everything).not.toMatch(/(?<![\d,])31,?234(?![\d,])/)
  } finally {
    await site.close()
    await owner.context().close()
  }
})
