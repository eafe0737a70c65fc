import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import {
  clickIntent,
  createLoanCalculator,
  publishedId,
  signUpAndVerify,
  openWorkspacePage,
} from './workspace-support'

const shots = process.env.SHOTS_DIR

/** A time in whole seconds, UTC, as the "As of" form takes it. */
const utcParts = (at: Date) => ({ date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 19) })

async function publishWithDisclosure(owner: Page, editor: string, disclosure: string, revision: number) {
  await owner.goto(editor)
  // Typed once the editor has hydrated, as a member would see it working.
  await hydrated(owner)
  await owner.locator('[name="disclosure"]').fill(disclosure)
  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText(`Revision ${revision}: Draft`)
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText(`Revision ${revision}: Published`)
}

// Issue 35 §2 (decision 0058): each publish is archived as served; "As of" between two publishes shows the
// first, from the archive; the examiner bundle verifies with sha256sum; nobody else gets any of it.
test('the archive shows what was live between two publishes, and its bundle verifies offline @postgres', async ({
  browser,
  page,
}) => {
  // 1.3 min alone; past 3 min once in the full suite at load 11 (ci11), somewhere between the "as of" view and
  // the audit page: the steps below name where a slow run spends its time.
  test.setTimeout(360_000)
  const run = unique()
  const owner = await signUpAndVerify(browser, `archive-${run}@example.com`)
  await createLoanCalculator(owner, `Archive Bank ${run}`, `Car loans ${run}`)
  const editor = owner.url()
  const workspacePath = new URL(editor).pathname.match(/\/workspace\/[0-9a-f-]{36}/)![0]
  const first = `First disclosure ${run}.`
  const second = `Second disclosure ${run}.`
  await publishWithDisclosure(owner, editor, first, 2)
  const publicId = await publishedId(owner)
  // A second later than the first publish, in whole seconds; the second publish comes after it.
  const between = new Date(Math.ceil((Date.now() + 1) / 1000) * 1000)
  await expect.poll(() => Date.now() > between.getTime() + 1000).toBe(true)
  await publishWithDisclosure(owner, editor, second, 3)

  // Visitors now see the second disclosure.
  await page.goto(`/embed/c/${publicId}`)
  await expect(page.getByText(second)).toBeVisible()

  await owner.goto(workspacePath)
  await openWorkspacePage(owner, 'Archive')
  await expect(owner.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible()
  await owner.getByLabel('Calculator').selectOption({ label: `Car loans ${run}` })
  await owner.getByLabel('Date (UTC)').first().fill(utcParts(between).date)
  await owner.getByLabel('Time (UTC)').fill(utcParts(between).time)
  await owner.getByRole('button', { name: 'Show' }).click()
  await expect(owner.getByRole('heading', { name: `Car loans ${run}: revision 2` })).toBeVisible()
  await expect(owner.getByText(`Approved and published Car loans ${run} (Revision 2)`)).toBeVisible()
  const stateUrl = await owner.locator('iframe').getAttribute('src')
  // The page as archived, then as the frame shows it: one CI run (stop 55) found the frame without the first
  // disclosure after 15 s; this tells a wrong archive from a frame that did not load.
  const archived = await owner.request.get(stateUrl!)
  const archivedPage = await archived.text()
  expect(archivedPage).toContain(first)
  expect(archivedPage).not.toContain(second)
  const frame = owner.frameLocator(`iframe[title="Car loans ${run} as served"]`)
  await expect(frame.getByText(first)).toBeVisible()
  await expect(frame.getByText(second)).toHaveCount(0)
  // Served from the archive under a policy that lets nothing in it run.
  expect(archived.headers()['content-security-policy']).toContain("script-src 'none'")
  expect(archived.headers()['content-security-policy']).toContain('sandbox')
  expect(archived.headers()['x-archive-page-sha256']).toMatch(/^[0-9a-f]{64}$/)

  await test.step('axe and screenshots of the as-of view', async () => {
    // The archived page itself is a served embed (checked by axe where it is served), in a sandboxed frame with
    // no scripts. ci12 ran out of its 6 minutes between the as-of heading and this step's first resize, with
    // no Playwright call pending: axe's partial run inside that frame is the likeliest wait, so it is left out.
    expect(await seriousAxeViolations(owner, { exclude: ['iframe'] })).toEqual([])
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await owner.setViewportSize({ width, height })
      if (shots) await owner.screenshot({ path: `${shots}/archive-as-of-${width}.png`, fullPage: true })
    }
    await owner.setViewportSize({ width: 1280, height: 800 })
  })

  // The bundle: downloaded as a member would, unzipped and checked with sha256sum -c.
  const today = new Date().toISOString().slice(0, 10)
  await owner.getByLabel('From (UTC day)').fill(today)
  await owner.getByLabel('To (UTC day)').fill(today)
  const zip = await test.step('download the bundle', async () => {
    const download = owner.waitForEvent('download')
    await owner.getByRole('button', { name: 'Download the bundle' }).click()
    return (await download).path()
  })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examiner-bundle-'))
  execFileSync('unzip', ['-q', zip!, '-d', dir])
  const checked = execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' })
  expect(checked).toContain('manifest.json: OK')
  expect(checked).not.toContain('FAILED')
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    states: { revision: number; pageSha256: string; files: { path: string; sha256: string }[] }[]
  }
  expect(manifest.states.map((state) => state.revision)).toEqual([2, 3])
  const [v1] = manifest.states
  const served = fs.readFileSync(
    path.join(dir, v1!.files.find((file) => file.path.endsWith('index.html'))!.path),
  )
  expect(served.toString('utf8')).toContain(first)
  expect(execFileSync('sha256sum', [], { input: served, encoding: 'utf8' }).split(' ')[0]).toBe(
    v1!.pageSha256,
  )
  const audit = fs.readFileSync(path.join(dir, 'audit.json'), 'utf8')
  expect(audit).toContain('calculator.published')
  fs.rmSync(dir, { recursive: true, force: true })
  await owner.goto(`${workspacePath}/audit`)
  await expect(owner.getByTestId('audit-log')).toContainText('archive.exported')

  // Another workspace's owner and a signed-out visitor get nothing: not the page, its file, nor a bundle.
  const other = await signUpAndVerify(browser, `archive-other-${run}@example.com`)
  await createLoanCalculator(other, `Other Bank ${run}`, `Other loans ${run}`)
  const calculatorId = new URL(editor).pathname.split('/').pop()!
  const bundle = `${workspacePath}/archive/bundle.zip?from=${today}&to=${today}&calculator=${calculatorId}`
  for (const url of [`${workspacePath}/archive`, stateUrl!, bundle]) {
    expect((await other.request.get(url, { maxRedirects: 0 })).status()).toBe(404)
    const anonymous = await page.request.get(url, { maxRedirects: 0 })
    expect(anonymous.status()).toBe(302)
    expect(anonymous.headers().location).toBe('/auth')
  }
})
