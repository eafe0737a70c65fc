import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { mailedLink, unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import {
  clickIntent,
  createCalculator,
  openWorkspacePage,
  publishedId,
  signUpAndVerify,
} from './workspace-support'

// Issue 46 §2 (decision 0092): an owner switches the workspace to credit-union wording on the Brand page; its
// published CD calculator then says "Dividend rate" and "Share certificate", in English and in Spanish.
// Screenshots go to /tmp/shots-cuwording/ for a person to look at.
const shots = '/tmp/shots-cuwording'
const sizes = [
  [1280, 800],
  [390, 844],
] as const

async function publish(owner: Page, revision: number) {
  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText(`Revision ${revision}: Draft`)
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText(`Revision ${revision}: Published`)
}

async function readEmbed(
  page: Page,
  publicId: string,
  words: { title: string; rate: string; earned: string; column: string; disclosure: string },
  lang: string,
) {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    await page.goto(`/embed/c/${publicId}`)
    await hydrated(page)
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible()
    await expect(page.getByLabel(words.rate, { exact: true })).toBeVisible()
    await expect(page.getByText(words.earned, { exact: true }).first()).toBeVisible()
    // The deposit disclosure and the schedule's column say dividends too (decision 0094).
    await expect(page.getByTestId('disclosure')).toContainText(words.disclosure)
    await page.getByRole('button', { name: lang === 'en' ? 'Show schedule' : 'Mostrar calendario' }).click()
    await expect(page.getByTestId('schedule-table').getByRole('columnheader')).toHaveText([
      lang === 'en' ? 'Month' : 'Mes',
      words.column,
      lang === 'en' ? 'Balance' : 'Saldo',
    ])
    // Nothing a member reads speaks of interest or of customers.
    expect(await page.locator('body').innerText()).not.toMatch(/interest|inter[eé]s|customer|cliente/i)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/embed-${lang}-${width}.png`, fullPage: true })
  }
}

test('a credit union switches its CD calculator to dividend rate and share certificate, in English and Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  fs.mkdirSync(shots, { recursive: true })
  const run = unique()
  const owner = await signUpAndVerify(browser, `cu-${run}@example.com`)
  await createCalculator(owner, `Prairie Credit Union ${run}`, `Certificates ${run}`, 'cd')
  const editor = owner.url()
  await publish(owner, 2)
  const publicId = await publishedId(owner)

  // Before: the calculator's own words.
  await page.goto(`/embed/c/${publicId}`)
  await expect(page.getByRole('heading', { name: 'CD Calculator', level: 1 })).toBeVisible()

  // An editor of the workspace switches it: the Brand page shows them the wording only (decision 0092).
  const workspaceId = new URL(editor).pathname.split('/')[2]!
  const editorEmail = `cu-editor-${run}@example.com`
  await owner.goto(`/workspace/${workspaceId}/members`)
  await owner.getByLabel('E-mail').fill(editorEmail)
  await owner.getByLabel('Role', { exact: true }).selectOption('editor')
  await owner.getByRole('button', { name: 'Send invitation' }).click()
  const link = await mailedLink(
    editorEmail,
    'You are invited to a workspace on Brightline Digital',
    '/workspace/invitations/',
  )
  const member = await signUpAndVerify(browser, editorEmail)
  await member.goto(link)
  await member.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(member.getByRole('heading', { name: 'Calculators' })).toBeVisible()
  await openWorkspacePage(member, 'Brand')
  await hydrated(member)
  await expect(member.getByLabel('Company name')).toHaveCount(0)
  await member.getByLabel(/Use credit-union wording in the calculators/).check()
  await member.getByRole('button', { name: 'Save wording' }).click()
  await expect(
    member.getByText('Credit-union wording on: your published calculators say it now.'),
  ).toBeVisible()
  await expect(member.getByLabel(/Use credit-union wording in the calculators/)).toBeChecked()
  for (const [width, height] of sizes) {
    await member.setViewportSize({ width, height })
    expect(await seriousAxeViolations(member)).toEqual([])
    await member.screenshot({ path: `${shots}/brand-page-editor-${width}.png`, fullPage: true })
  }

  await readEmbed(
    page,
    publicId,
    {
      title: 'Share Certificate Calculator',
      rate: 'Dividend rate (%)',
      earned: 'Dividends earned',
      column: 'Dividends',
      disclosure: 'with dividends left on deposit to compound',
    },
    'en',
  )

  await owner.setViewportSize({ width: 1280, height: 800 })
  await owner.goto(editor)
  await owner.getByLabel('Language').selectOption('es')
  await publish(owner, 3)
  await readEmbed(
    page,
    publicId,
    {
      title: 'Calculadora de certificados de ahorro',
      rate: 'Tasa de dividendos (%)',
      earned: 'Dividendos ganados',
      column: 'Dividendos',
      disclosure: 'con los dividendos en depósito para que se capitalicen',
    },
    'es',
  )
})
