import { verify } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { loanScenarioCsv, THREE_WRONG } from '../support/loan-scenarios'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { createLoanCalculator, openWorkspacePage, signUpAndVerify } from './workspace-support'

const shots = process.env.SHOTS_DIR

// Issue 45 §1: a bank's validator uploads 50 loan scenarios, 3 with a wrong payment; sees 47 pass and the 3
// flagged with their differences; downloads the signed CSV, which verifies with the published key.
test('a validator runs the bank’s own loan scenarios and downloads the signed result @postgres', async ({
  browser,
}) => {
  const run = unique()
  const owner = await signUpAndVerify(browser, `vendor-${run}@example.com`)
  await createLoanCalculator(owner, `Review Bank ${run}`, `Consumer loans ${run}`)
  await openWorkspacePage(owner, 'Vendor review')
  await expect(owner.getByRole('heading', { name: 'Vendor review', level: 1 })).toBeVisible()
  await hydrated(owner)

  // The workspace's one calculator, chosen already.
  await expect(owner.getByRole('combobox', { name: 'Calculator' })).toContainText(`Consumer loans ${run}`)
  // A file that cannot be read is refused whole, each bad line named.
  await owner
    .getByLabel('Or paste the CSV text')
    .fill('principal,rate,months,expected_payment\n25000,6.5\n25000,6.5,60,489.15,1')
  await owner.getByRole('button', { name: 'Run scenarios' }).click()
  const problems = owner.getByRole('alert').filter({ hasText: 'nothing of it is kept' })
  await expect(problems).toContainText(
    'Line 1, column 4 (expected_payment): “expected_payment” is no result of this calculator; its results are expected_monthly_payment,',
  )
  await expect(problems).toContainText('Line 2: This row has 2 cells; the header has 4.')
  await expect(problems).toContainText('Line 3: This row has 5 cells; the header has 4.')
  if (shots)
    await owner.screenshot({ path: `${shots}/vendor-review-${test.info().project.name}-refused.png` })
  await owner.getByLabel('Or paste the CSV text').fill('')

  await owner.getByLabel('Scenario file (CSV)').setInputFiles({
    name: 'loans.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(loanScenarioCsv(50, THREE_WRONG)),
  })
  await owner.getByRole('button', { name: 'Run scenarios' }).click()
  const counts = owner.getByTestId('run-counts')
  await expect(counts).toContainText('47 passed')
  await expect(counts).toContainText('3 flagged')
  const flagged = owner.getByRole('region', { name: 'Flagged figures' })
  for (const difference of ['-0.01', '0.05', '-1.00']) await expect(flagged).toContainText(difference)
  await expect(owner.getByTestId('vendor-review-runs')).toContainText('loans.csv')

  const download = owner.waitForEvent('download')
  await owner.getByRole('link', { name: 'Result (CSV)' }).click()
  const csv = fs.readFileSync((await (await download).path())!)
  const signature = await owner.request.get(
    (await owner.getByRole('link', { name: 'signature' }).first().getAttribute('href'))!,
  )
  const key = await (await owner.request.get('/.well-known/brightline-receipt-key.pem')).text()
  expect(verify(null, csv, key, await signature.body())).toBe(true)
  expect(csv.toString('utf8')).toContain('# Scenarios: 50: 47 passed, 3 flagged, 0 refused')

  expect(await seriousAxeViolations(owner)).toEqual([])
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await owner.setViewportSize({ width, height })
    await expect(counts).toBeVisible()
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (!shots) continue
    const name = `${shots}/vendor-review-${test.info().project.name}-${width}`
    await owner.screenshot({ path: `${name}.png`, fullPage: true })
    if (width !== 390) continue
    // The phone's view of the run and of the list, as a member scrolls to them.
    await owner.getByRole('heading', { name: 'Flagged figures' }).scrollIntoViewIfNeeded()
    await owner.screenshot({ path: `${name}-run.png` })
    await owner.getByTestId('vendor-review-runs').scrollIntoViewIfNeeded()
    await owner.screenshot({ path: `${name}-runs.png` })
  }
  if (shots) {
    const pdf = await owner.request.get(
      (await owner.getByRole('link', { name: 'Result (PDF)' }).getAttribute('href'))!,
    )
    fs.writeFileSync(`${shots}/vendor-review-${test.info().project.name}.pdf`, await pdf.body())
  }
})

// Issue 45 §3: the model-risk pack is one button on the page; its ZIP's manifest names every part, and its
// signed list of SHA-256 sums verifies with the published key.
test('an owner downloads the model-risk pack: every part named in a signed manifest', async ({ browser }) => {
  const run = unique()
  const owner = await signUpAndVerify(browser, `pack-${run}@example.com`)
  await createLoanCalculator(owner, `Pack Bank ${run}`, `Consumer loans ${run}`)
  await openWorkspacePage(owner, 'Vendor review')
  await hydrated(owner)
  const section = owner.getByRole('region', { name: 'Model-risk pack' })
  await expect(section.getByLabel('Monitoring period starts (UTC day)')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)

  const download = owner.waitForEvent('download')
  await section.getByRole('button', { name: 'Download the model-risk pack (ZIP)' }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toMatch(/^model-risk-pack-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(fs.readFileSync((await saved.path())!)))
  const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { files: { path: string }[] }
  const listed = manifest.files.map((file) => file.path)
  for (const part of [
    '01-model-inventory',
    '02-developmental-evidence',
    '03-testing',
    '04-ongoing-monitoring',
    '05-implementation',
    '06-security-and-operations',
    '07-contingency-and-exit',
  ])
    expect(listed).toEqual(expect.arrayContaining([`${part}.md`, `${part}.json`]))
  expect(listed).toEqual(expect.arrayContaining(['questionnaire.csv', 'questionnaire.md']))
  expect(strFromU8(files['01-model-inventory.md']!)).toContain(`Consumer loans ${run}`)
  // The ledger its build computed (decision 0102): the server did not make the first pack wait to compute it again.
  const built = JSON.parse(
    fs.readFileSync(path.join(process.env.BUILD_DIR || 'build', 'server', 'accuracy-ledger.json'), 'utf8'),
  ) as { computedAt: string }
  expect(strFromU8(files['03-testing.md']!)).toContain(`Ledger computed ${built.computedAt};`)
  const key = await (await owner.request.get('/.well-known/brightline-receipt-key.pem')).text()
  expect(verify(null, files.SHA256SUMS!, key, files['SHA256SUMS.sig']!)).toBe(true)

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await owner.setViewportSize({ width, height })
    await expect(section).toBeVisible()
    expect(await seriousAxeViolations(owner)).toEqual([])
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (!shots) continue
    await section.scrollIntoViewIfNeeded()
    await owner.screenshot({ path: `${shots}/model-risk-pack-${test.info().project.name}-${width}.png` })
    if (width === 390) continue
    for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(`${shots}/pack-${name}`, bytes)
  }
})
