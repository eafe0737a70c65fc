import { expect, holdScripts, hydrated, test } from './fixtures'

// A calculator's fields before its page's scripts arrive (decision 0008): what the visitor typed, moved, chose or
// picked is what is calculated once they do. The site's and the workspace's forms: before-hydration.spec.ts.

test('figures typed into a calculator before the scripts arrive are calculated once they do', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/embed/loan-calculator', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Loan amount', { exact: true }).fill('10000')
  await page.getByLabel('Interest rate (APR %)', { exact: true }).fill('8')
  await page.getByLabel('Loan term (months)', { exact: true }).fill('10')
  release()
  await expect(page.getByTestId('result-summary')).toContainText('$1,037.03')
  await expect(page).toHaveURL(/principal=10000&rate=8&months=10/)
})

test('a slider moved before the scripts arrive is the figure calculated once they do', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/embed/loan-calculator?principal=10000&rate=8&months=10', {
    waitUntil: 'domcontentloaded',
  })
  const slider = page.getByRole('slider', { name: 'Loan amount (slider)' })
  // By keyboard, as the browser moves a slider by itself: one step up.
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  const moved = await slider.inputValue()
  expect(Number(moved)).toBeGreaterThan(10000)
  release()
  await hydrated(page)
  await expect(page.getByLabel('Loan amount', { exact: true })).toHaveValue(moved)
  await expect(page).toHaveURL(new RegExp(`principal=${moved}&`))
  const shown = (await page.getByTestId('result-summary').textContent()) ?? ''
  // The same figures as the page opened at that amount.
  await page.goto(`/embed/loan-calculator?principal=${moved}&rate=8&months=10`)
  await expect(page.getByTestId('result-summary')).toHaveText(shown)
  expect(shown).not.toContain('$1,037.03')

  // A slider nobody touched is never adopted, though the browser rounds an amount off its steps by itself.
  await page.goto('/embed/loan-calculator?principal=10250&rate=8&months=10')
  await hydrated(page)
  expect(await slider.inputValue()).not.toBe('10250')
  await expect(page.getByLabel('Loan amount', { exact: true })).toHaveValue('10250')
})

test('on an embed, a tap on "Show schedule" before the scripts arrive shows the schedule once they do', async ({
  page,
}) => {
  const release = await holdScripts(page)
  // A calculator page's frame and a client's embed load their scripts after the first paint (decision 0020).
  await page.goto('/embed/loan-calculator?principal=10000&rate=8&months=10', {
    waitUntil: 'domcontentloaded',
  })
  // The schedule is not in the page's HTML: it is rendered when asked for (issue 23 §4, issue 26 §1).
  await expect(page.getByTestId('schedule-table')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show schedule' }).click()
  release()
  await expect(page.getByRole('button', { name: 'Hide schedule' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'By month' }).click()
  await expect(page.getByRole('button', { name: 'By month' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('schedule-table').locator('tbody tr')).toHaveCount(10)
})

test('a CD compounding and term unit chosen before the scripts arrive are the ones calculated', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/embed/cd-calculator?deposit=1000&rate=5.25&days=365&compounding=daily', {
    waitUntil: 'domcontentloaded',
  })
  await page.getByLabel('Compounding').selectOption({ label: 'Monthly' })
  await page.getByLabel('Term unit').selectOption({ label: 'Months' })
  release()
  await hydrated(page)
  await page.getByLabel('Deposit', { exact: true }).fill('2000')

  await expect(page.getByLabel('Compounding')).toHaveValue('monthly')
  await expect(page.getByLabel('Term unit')).toHaveValue('months')
  await expect(page).toHaveURL(/deposit=2000&rate=5.25&compounding=monthly&months=12$/)
  // 2,000 × ((1 + 5.25 % / 12)^12 − 1): a year of monthly compounding (daily over 365 days gives $107.80).
  await expect(page.getByTestId('result-summary')).toContainText('$107.56')
})

test('a brand chosen in the playground before the scripts arrive is previewed and in the code', async ({
  page,
  baseURL,
}) => {
  const release = await holdScripts(page)
  await page.goto('/try/loan-calculator', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Primary colour hex code').fill('#0f766e')
  await page.getByLabel('Font').selectOption('inter')
  await page.getByLabel('Language').selectOption('es')
  release()
  await hydrated(page)
  await page.getByLabel('Accent colour hex code').fill('#fbbf24')

  await expect(page.getByLabel('Primary colour hex code')).toHaveValue('#0f766e')
  await expect(page.getByLabel('Font')).toHaveValue('inter')
  await expect(page.getByLabel('Language')).toHaveValue('es')
  const iframeCode = page.getByRole('region', { name: 'Add it to your website' }).locator('pre').first()
  await expect(iframeCode).toContainText(`${baseURL}/embed/loan-calculator?color=%230f766e&accent=%23fbbf24&`)
  await expect(iframeCode).toContainText('font=inter&lang=es')
  await expect(page.getByTitle('Loan Calculator preview')).toHaveAttribute(
    'src',
    /color=%230f766e.*font=inter&lang=es/,
  )
})

test('a colour picked with the swatch before the scripts arrive is previewed and in the code', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/try/loan-calculator', { waitUntil: 'domcontentloaded' })
  // The browser's own picker, as a visitor uses it before any script runs.
  await page.getByLabel('Primary colour picker').fill('#0f766e')
  release()
  await hydrated(page)
  await expect(page.getByLabel('Primary colour hex code')).toHaveValue('#0f766e')
  const iframeCode = page.getByRole('region', { name: 'Add it to your website' }).locator('pre').first()
  await expect(iframeCode).toContainText('color=%230f766e')
  await expect(page.getByTitle('Loan Calculator preview')).toHaveAttribute('src', /color=%230f766e/)
})
