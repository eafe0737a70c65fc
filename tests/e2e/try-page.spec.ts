import { expect, hydrated, seriousAxeViolations, test } from './fixtures'

/* The branding playground a visitor tries a calculator in, with the snippets to copy (the loan's, as the example). */

test.describe('Try Loan Calculator', () => {
  test('the playground brands the preview and both snippets with the chosen colour, font and language', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/try/loan-calculator')
    await expect(page).toHaveTitle('Try Loan Calculator | Brightline Digital')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try Loan Calculator')
    const iframeCode = page.getByRole('region', { name: 'Add it to your website' }).locator('pre').first()
    const scriptCode = page.getByRole('region', { name: 'Add it to your website' }).locator('pre').last()
    await expect(scriptCode).toContainText(`<script async src="${baseURL}/embed.js"></script>`)
    await hydrated(page)

    await page.getByLabel('Primary colour hex code').fill('#0f766e')
    await page.getByLabel('Font').selectOption('inter')
    await page.getByLabel('Language').selectOption('es')
    await expect(iframeCode).toContainText(`${baseURL}/embed/loan-calculator?color=%230f766e&`)
    await expect(iframeCode).toContainText('font=inter&lang=es')
    await expect(scriptCode).toContainText('data-color="#0f766e"')
    await expect(scriptCode).toContainText('data-font="inter" data-lang="es"')
    const preview = page.getByTitle('Loan Calculator preview')
    await expect(preview).toHaveAttribute('src', /color=%230f766e.*font=inter&lang=es/)

    await page.getByLabel('Primary colour hex code').fill('#12')
    await expect(page.getByText('Enter a colour as a hex code, like #0f766e.')).toBeVisible()
    await expect(page.getByLabel('Primary colour hex code')).toHaveAttribute('aria-invalid', 'true')
    await expect(scriptCode).toContainText('data-color="#0f766e"')
    await expect(preview).toHaveAttribute('src', /color=%230f766e/)
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  test('Copy puts the snippet on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/try/loan-calculator')
    await hydrated(page)
    await page.getByLabel('Language').selectOption('es')
    const scriptCode = page.getByRole('region', { name: 'Add it to your website' }).locator('pre').last()
    await expect(scriptCode).toContainText('data-lang="es"')
    await page.getByRole('button', { name: 'Copy' }).last().click()
    await expect(page.getByText('Copied', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await scriptCode.textContent())
  })
})

test.describe('Try Loan Calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Apply reloads the playground with the chosen brand in the preview and the snippets', async ({
    page,
  }) => {
    await page.goto('/try/loan-calculator')
    await page.getByLabel('Primary colour hex code').fill('#7c2d12')
    await page.getByLabel('Language').selectOption('es')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/color=%237c2d12/)
    await expect(page.getByTitle('Loan Calculator preview')).toHaveAttribute(
      'src',
      /color=%237c2d12.*lang=es/,
    )
    const code = page.getByRole('region', { name: 'Add it to your website' })
    await expect(code.locator('pre').last()).toContainText('data-color="#7c2d12"')
    await expect(code.locator('pre').last()).toContainText('data-lang="es"')
  })
})
