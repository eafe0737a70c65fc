import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { desktopAndPhoneShots } from './specialty-support'
import { clickIntent, createWorkspace, publishedId, signUpAndVerify } from './workspace-support'

/*
 * Issue 46 "Done when": a new owner builds the HELOC interest-only draw calculator from a blank builder with the
 * keyboard, two worked examples passing, sends it for approval, approves it, and the published embed computes it.
 */

const SHOTS = '/tmp/shots-builder'

/** Types into a field as a person does: focus it, select what is there, type over it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

/** Presses a button from the keyboard. */
async function press(button: Locator) {
  await button.focus()
  await button.press('Enter')
}

/**
 * The preview sits in a column right of the four parts on a wide screen and stays in view while she scrolls
 * through them; on a phone it comes after them; nothing scrolls sideways at either width (decision 0094).
 * Leaves the page at 1280 × 800, scrolled to the top.
 */
async function previewBesideTheParts(page: Page) {
  const section = (name: string) => page.locator(`section[aria-labelledby="builder-${name}-heading"]`)
  const box = async (name: string) => (await section(name).boundingBox())!
  const parts = ['inputs', 'formulas', 'results', 'examples']
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${SHOTS}/builder-top-1280.png` })
  const wide = await box('preview')
  for (const name of parts) {
    const part = await box(name)
    expect(wide.x, `preview right of ${name}`).toBeGreaterThanOrEqual(part.x + part.width)
  }
  const inputs = await box('inputs')
  expect(wide.y, 'preview beside the inputs, not under the parts').toBeLessThan(inputs.y + inputs.height)
  expect(await sideways()).toBeLessThanOrEqual(1280)
  await section('examples').scrollIntoViewIfNeeded()
  const kept = await box('preview')
  expect(kept.y, 'preview still in view by the worked examples').toBeGreaterThanOrEqual(0)
  expect(kept.y).toBeLessThan(800)
  await page.screenshot({ path: `${SHOTS}/builder-scrolled-1280.png` })

  await page.setViewportSize({ width: 390, height: 844 })
  await section('calculator').screenshot({ path: `${SHOTS}/calculator-part-390.png` })
  await section('formulas').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/builder-formulas-390.png` })
  await section('preview').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/builder-preview-390.png` })
  const narrow = await box('preview')
  for (const name of parts) {
    const part = await box(name)
    expect(narrow.y, `preview under ${name}`).toBeGreaterThanOrEqual(part.y + part.height)
  }
  expect(await sideways()).toBeLessThanOrEqual(390)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.evaluate(() => window.scrollTo(0, 0))
}

test('a new owner builds a HELOC calculator with the keyboard, sends it, approves it, and its embed computes it', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const run = unique()
  const title = `HELOC interest-only draw ${run}`
  const page = await signUpAndVerify(browser, `heloc-${run}@example.com`)
  await createWorkspace(page, `Birch Credit Union ${run}`)
  await hydrated(page)
  await desktopAndPhoneShots(page, SHOTS, 'calculators-page')
  await press(page.getByRole('link', { name: 'Build your own' }))
  await expect(page.getByRole('heading', { name: 'Build your own calculator', level: 1 })).toBeVisible()
  await hydrated(page)
  const field = (label: string) => page.getByLabel(label, { exact: true })
  const type = (label: string, text: string) => typeInto(page, field(label), text)
  const formula = (n: number) => page.getByRole('combobox', { name: `Formula line ${n}`, exact: true })

  await type('Calculator name', title)
  const inputs: [string, string, string, string][] = [
    ['Amount drawn', 'currency', '50000', '1000000'],
    ['Rate', 'percent', '8.5', '30'],
    ['Draw years', 'integer', '10', '30'],
    ['Repayment years', 'integer', '20', '30'],
  ]
  for (const [index, [label, kind, value, max]] of inputs.entries()) {
    if (index > 0) await press(page.getByRole('button', { name: 'Add an input' }))
    await type(`Input ${index + 1} label`, label)
    await field(`Input ${index + 1} kind`).selectOption(kind)
    await type(`Input ${index + 1} default`, value)
    await type(`Input ${index + 1} maximum`, max)
  }

  // Formula line 1 with the autocomplete: "Amo", Arrow Down, Enter takes amount_drawn; ROUND's help shows.
  await type('Formula line 1 name', 'Draw payment')
  const line1 = formula(1)
  await typeInto(page, line1, 'ROUND(Amo')
  await expect(page.getByRole('listbox', { name: 'Names for Formula line 1' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option', { name: 'amount_drawn' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(line1).toHaveValue('ROUND(amount_drawn')
  await expect(page.getByText('ROUND(value, digits): rounded half-up')).toBeVisible()
  await page
    .getByRole('listitem', { name: 'Formula line 1' })
    .screenshot({ path: `${SHOTS}/function-help.png` })
  await page.keyboard.type(' * Rate / 12, 2)')
  await expect(line1).toHaveValue('ROUND(amount_drawn * Rate / 12, 2)')

  // A mistyped name is explained next to its line, at its column, with the name meant.
  await press(page.getByRole('button', { name: 'Add a formula line' }))
  await type('Formula line 2 name', 'Repayment payment')
  await typeInto(page, formula(2), 'ROUND(-PMT(rat / 12, Repayment_years * 12, Amount_drawn), 2)')
  const line2 = page.getByRole('listitem', { name: 'Formula line 2' })
  await expect(line2).toContainText('Column 12: rat is not an input or a formula; did you mean rate?')
  await expect(line2.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true')
  await expect(line2.getByTestId('part-problems').locator('code')).toHaveText(['rat', 'rate'])
  await line2.screenshot({ path: `${SHOTS}/formula-problem.png` })
  await typeInto(page, formula(2), 'ROUND(-PMT(Rate / 12, Repayment_years * 12, Amount_drawn), 2)')
  await expect(line2.getByTestId('part-problems')).toHaveCount(0)

  await press(page.getByRole('button', { name: 'Add a result' }))
  await field('Result 1 shows').selectOption('draw_payment')
  await type('Result 1 label', 'Monthly payment while drawing')
  await press(page.getByRole('button', { name: 'Add a result' }))
  await field('Result 2 shows').selectOption('repayment_payment')
  await type('Result 2 label', 'Monthly payment after the draw period')

  // The first part: a description, and the result the disclosure quotes as the payment, of a home-equity line
  // (decision 0094): the line's Regulation Z wording, not a car loan's.
  await type('What it works out, in a sentence (optional)', 'Payments while you draw, and after.')
  await expect(field('The kind of loan')).toHaveCount(0)
  await field('The result that states the payment').selectOption({
    label: 'Result 1: Monthly payment while drawing',
  })
  await field('The kind of loan').selectOption({ label: 'A home-equity line of credit' })
  await page.getByRole('region', { name: 'Calculator' }).screenshot({ path: `${SHOTS}/calculator-part.png` })

  const examples = [
    { inputs: ['50000', '8.5', '10', '20'], expected: ['354.17', '433.91'] },
    { inputs: ['100000', '6', '10', '15'], expected: ['500.00', '843.86'] },
  ]
  for (const [index, example] of examples.entries()) {
    const n = index + 1
    await press(page.getByRole('button', { name: 'Add a worked example' }))
    for (const [at, [label]] of inputs.entries()) await type(`Example ${n}: ${label}`, example.inputs[at]!)
    await type(`Example ${n} expected: Monthly payment while drawing`, example.expected[0]!)
    await type(`Example ${n} expected: Monthly payment after the draw period`, example.expected[1]!)
    await type(`Example ${n}: where the figures come from`, 'Birch rate sheet, May 2026')
    await expect(page.getByTestId(`example-${n}-verdict`)).toHaveText('Pass')
  }
  await expect(page.getByTestId('builder-summary')).toHaveText(
    'No problems, and every worked example passes.',
  )
  // The preview computes as she types, in the browser.
  await expect(page.getByRole('definition').filter({ hasText: '$354.17' })).toBeVisible()

  expect(await seriousAxeViolations(page)).toEqual([])
  await desktopAndPhoneShots(page, SHOTS, 'builder')
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await seriousAxeViolations(page)).toEqual([])
  await previewBesideTheParts(page)

  // Export JSON gives the same definition the parts show; importing it back changes nothing.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    press(page.getByRole('button', { name: 'Export JSON' })),
  ])
  const exported = readFileSync((await download.path())!, 'utf8')
  const document = JSON.parse(exported) as {
    inputs: { id: string }[]
    examples: unknown[]
    description: { en: string }
    results: { disclosure?: string }[]
    creditProduct: string
  }
  expect([
    document.description.en,
    document.results.map((result) => result.disclosure ?? ''),
    document.creditProduct,
  ]).toEqual(['Payments while you draw, and after.', ['{payment}', ''], 'heloc'])
  expect(document.inputs.map((input) => input.id)).toEqual([
    'amount_drawn',
    'rate',
    'draw_years',
    'repayment_years',
  ])
  expect(document.examples).toHaveLength(2)
  await page.getByLabel('Import JSON').setInputFiles({
    name: 'heloc.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  })
  await expect(page.getByRole('status').filter({ hasText: `Imported “${title}”` })).toBeVisible()
  await expect(page.getByTestId('example-2-verdict')).toHaveText('Pass')

  await press(page.getByRole('button', { name: 'Send for approval' }))
  await expect(page.getByTestId('revision-state')).toContainText('Specialty calculator version 1')
  await expect(page.getByTestId('revision-state')).toContainText('Awaiting approval')
  await hydrated(page)
  await clickIntent(page, 'Approve and publish')
  await expect(page.getByTestId('revision-state')).toContainText('Published')
  const publicId = await publishedId(page)

  await page.goto(`/embed/c/${publicId}`)
  await hydrated(page)
  const summary = page.getByTestId('result-summary')
  await expect(summary).toContainText('$354.17')
  await expect(page.getByTestId('disclosure')).toContainText(
    'Interest-only payments during the draw period do not reduce the balance',
  )
  await page.getByLabel('Amount drawn', { exact: true }).fill('100000')
  await expect(summary).toContainText('$708.33')
})
