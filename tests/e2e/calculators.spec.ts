import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FrameLocator, Page } from '@playwright/test'
import type { CalculatorExample } from '../../app/calculators/kit/example'
import { calculators } from '../../app/calculators/registry'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'

// Every calculator of the registry, with the worked example its folder supplies: a new calculator is covered
// by adding it to the registry. One journey a calculator, in one browser context (and one without JavaScript),
// each check a step of its own: its pages, its embeds in both languages, its try page and the loader.
const examples = new Map<string, CalculatorExample>()
for (const { name } of calculators) {
  const module = (await import(`../../app/calculators/${name}/example.ts`)) as { default: CalculatorExample }
  examples.set(name, module.default)
}

const summary = (scope: Page | FrameLocator) => scope.getByTestId('result-summary')
const dataAttribute = (name: string) => `data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

let clientSite: http.Server
let clientOrigin: string

test.beforeAll(async ({ baseURL }) => {
  // A client's page on another origin: the loader with one calculator, its example as data- attributes.
  clientSite = http.createServer((request, response) => {
    const name = request.url?.slice(1) ?? ''
    const example = examples.get(name)
    if (!example) return void response.writeHead(204).end()
    const attributes = [...new URLSearchParams(example.search)]
      .map(([key, value]) => `${dataAttribute(key)}="${value}"`)
      .join(' ')
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Client</title></head>
<body><h1>Plan ahead</h1><div data-calculator="${name}" ${attributes}></div>
<script async src="${baseURL}/embed.js"></script></body></html>`)
  })
  await new Promise<void>((resolve) => clientSite.listen(0, '127.0.0.1', resolve))
  clientOrigin = `http://127.0.0.1:${(clientSite.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => clientSite.close(resolve))
})

for (const { name, title } of calculators) {
  const example = examples.get(name)!

  // Six pages and two axe scans, each within the budget of a one-page test (decision 0042). axe scans a page's
  // frames with it: the calculator page's scan reads its English embed in our colours; the Spanish embed is
  // accessibility.spec.ts's (every WCAG rule, a client's brand), so the try page's scan leaves its frame out,
  // and the embeds' own pages are not scanned again.
  test(`${title.en}: pages, embeds, try page, loader and no-script render`, async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(6 * 60_000)

    await test.step('its page shows it at both paths, and a shared link reproduces the example', async () => {
      // The catalogue's path serves the same page (rendered and scanned below at its short path).
      const catalogue = await page.request.get(`/white-label-calculators/${name}-calculator`)
      expect(catalogue.status()).toBe(200)
      expect(await catalogue.text()).toMatch(new RegExp(`<h1[^>]*>${title.en}</h1>`))
      await page.goto(`/calculators/${name}?${example.search}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.en)
      await expect(page).toHaveTitle(`${title.en} | Brightline Digital`)
      const frame = page.frameLocator(`iframe[title="${title.en}"]`)
      for (const text of example.results) await expect(summary(frame)).toContainText(text)
      expect(await seriousAxeViolations(page)).toEqual([])
    })

    await test.step('its embed reproduces the example', async () => {
      await page.goto(`/embed/${name}-calculator?${example.search}`)
      await expect(page).toHaveTitle(title.en)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.en)
      for (const text of example.results) await expect(summary(page)).toContainText(text)
    })

    await test.step('its embed with lang=es is in Spanish', async () => {
      await page.goto(`/embed/${name}-calculator?${example.search}&lang=es`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page).toHaveTitle(title.es)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.es)
      await expect(summary(page)).toBeVisible()
      await expect(summary(page)).not.toContainText('NaN')
    })

    await test.step('its try page brands the preview and the snippets', async () => {
      await page.goto(`/try/${name}-calculator`)
      await expect(page).toHaveTitle(`Try ${title.en} | Brightline Digital`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Try ${title.en}`)
      const code = page.getByRole('region', { name: 'Add it to your website' }).locator('pre')
      await expect(code.first()).toContainText(`${baseURL}/embed/${name}-calculator?`)
      await expect(code.last()).toContainText(`<div data-calculator="${name}"`)
      const preview = page.getByTitle(`${title.en} preview`)
      await expect(preview).toHaveAttribute('src', new RegExp(`^/embed/${name}-calculator\\?`))
      await hydrated(page)
      await page.getByLabel('Language').selectOption('es')
      await expect(preview).toHaveAttribute('src', /lang=es/)
      await expect(code.last()).toContainText('data-lang="es"')
      await expect(
        page.frameLocator(`iframe[title="${title.en} preview"]`).getByRole('heading', { level: 1 }),
      ).toHaveText(title.es)
      // The page around its preview: the Spanish embed inside it is scanned with every WCAG rule, in a client's
      // brand, by accessibility.spec.ts, and in our colours on the calculator page above (its English frame).
      expect(await seriousAxeViolations(page, { exclude: ['iframe'] })).toEqual([])
    })

    await test.step('the loader script renders it on a page from another origin with every data- attribute', async () => {
      await page.goto(`${clientOrigin}/${name}`)
      const frame = page.locator(`iframe[title="${title.en}"]`)
      for (const [key, value] of new URLSearchParams(example.search)) {
        await expect(frame).toHaveAttribute('src', new RegExp(`[?&]${key}=${encodeURIComponent(value)}(&|$)`))
      }
      const calculator = page.frameLocator(`iframe[title="${title.en}"]`)
      for (const text of example.results) await expect(summary(calculator)).toContainText(text)
    })

    await test.step('without JavaScript, the server renders the example in its embed', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      try {
        const noScript = await context.newPage()
        const errors: string[] = []
        noScript.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text())
        })
        await noScript.goto(`/embed/${name}-calculator?${example.search}`)
        for (const text of example.results) await expect(summary(noScript)).toContainText(text)
        expect(errors, 'browser console errors without JavaScript').toEqual([])
      } finally {
        await context.close()
      }
    })
  })
}
