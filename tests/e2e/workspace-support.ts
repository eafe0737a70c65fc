import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from '@playwright/test'
import { verificationLinkFor } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import { navGroups } from '~/lib/workspaces/workspace-nav'

export const password = 'a long passphrase 1'

/**
 * A new account, verified through its e-mailed link, signed in in a browser context of its own: the page it
 * returns has loaded nothing yet. The link's answer alone sets the session cookie, through the page's own request
 * context (it shares the context's cookies): following it in the page rendered `/` for nothing in ~110 tests, each
 * then going elsewhere. Where the link lands, and that the visitor is signed in there, accounts.spec.ts checks.
 */
export async function signUpAndVerify(browser: Browser, email: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: 'Client', callbackURL: '/' },
  })
  expect(signedUp.status()).toBe(200)
  const verified = await page.request.get(await verificationLinkFor(email), { maxRedirects: 0 })
  expect(verified.status()).toBe(302)
  expect(verified.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/$/)
  return page
}

/**
 * An admin of ADMIN_EMAILS (playwright.config.ts), signed in; signed up the first time a server sees it. A spec
 * signs its admin in this way, never with `signUpAndVerify` alone: the address is fixed, so a second run on the
 * same server (`--repeat-each`, `npm run test:flaky`) would sign it up again and get no session. Its page, like
 * `signUpAndVerify`'s, has loaded nothing yet.
 */
export async function adminPage(browser: Browser, email: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  })
  if (signedIn.ok()) return page
  await context.close()
  return signUpAndVerify(browser, email)
}

/** A client's plain page on another origin with the saved calculator's snippet (at `/`, whatever its query). */
export async function clientSite(calculatorHost: string, publicId: string, attributes = '') {
  const server = http.createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://client').pathname !== '/')
      return void response.writeHead(204).end()
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bank</title></head><body>
<h1>Savings</h1><div data-calculator-id="${publicId}"${attributes}></div><script async src="${calculatorHost}/embed.js"></script></body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  }
}

export const clickIntent = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).click()

/** The public id in the embed snippet shown once a calculator is published. */
export async function publishedId(page: Page) {
  const snippet = await page.locator('pre').filter({ hasText: 'data-calculator-id' }).textContent()
  return snippet!.match(/data-calculator-id="([0-9a-f]{16})"/)![1]!
}

/**
 * How long the page after a server action that writes (a workspace, a calculator, their audit entries) may take
 * on a loaded 2-core machine: a bound, not a wait. With the CPU throttled six times, the calculator's editor
 * arrived after the 15 s of a web-first assertion (docs/testing.md, 2026-12-01 00:40).
 */
const AFTER_ACTION = 60_000

/** A new workspace from /workspace, by its owner: its id. */
export async function createWorkspace(owner: Page, name: string) {
  await owner.goto('/workspace')
  await owner.getByLabel('Company name').fill(name)
  await owner.getByRole('button', { name: 'Create workspace' }).click()
  await expect(owner.getByRole('heading', { name: 'Calculators' })).toBeVisible({ timeout: AFTER_ACTION })
  return owner.url().match(/\/workspace\/([0-9a-f-]{36})/)![1]!
}

/**
 * On a verified owner's page: creates their workspace and a calculator of `type` in it (a registry calculator's
 * name, or `specialty:<slug>` for one offered to workspaces), and opens its editor.
 */
export async function createCalculator(owner: Page, company: string, calculatorName: string, type: string) {
  await createWorkspace(owner, company)
  await owner.getByLabel('Calculator', { exact: true }).selectOption(type)
  await owner.getByLabel('Name').fill(calculatorName)
  await owner.getByRole('button', { name: 'Add calculator' }).click()
  await expect(owner.getByRole('heading', { name: calculatorName, level: 1 })).toBeVisible({
    timeout: AFTER_ACTION,
  })
}

/** On a verified owner's page: creates their workspace and a loan calculator in it, and opens its editor. */
export const createLoanCalculator = (owner: Page, company: string, calculatorName: string) =>
  createCalculator(owner, company, calculatorName, 'loan')

/** Which group holds each link, from the navigation's own list (app/lib/workspaces/workspace-nav.ts). */
const workspaceNavGroup: Record<string, string> = Object.fromEntries(
  navGroups.flatMap((group) => group.entries.map((entry) => [entry.label, group.label])),
)

export const workspaceNav = (page: Page) => page.getByRole('navigation', { name: 'Workspace' })

/**
 * Opens a workspace page through the navigation as a member does: on a phone through its one menu, from
 * 640 px through the group it sits in (Settings, Records), or at once for the daily work.
 */
export async function openWorkspacePage(page: Page, label: string) {
  const nav = workspaceNav(page)
  const phoneMenu = nav.getByRole('button', { name: 'Workspace menu' })
  const group = workspaceNavGroup[label]
  const opener = (await phoneMenu.isVisible())
    ? phoneMenu
    : group
      ? nav.getByRole('button', { name: group })
      : null
  if (opener && (await opener.getAttribute('aria-expanded')) !== 'true') {
    // A button works once the page has hydrated (a link would work before).
    await hydrated(page)
    await opener.click()
  }
  await nav.getByRole('link', { name: label, exact: true }).click()
}
