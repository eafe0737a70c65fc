import { unique } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import { clickIntent, createLoanCalculator, publishedId, signUpAndVerify } from './workspace-support'

// What a visitor of a client's site sees (issue 23 §4). Editor fields are found by their form names: their
// labels belong to the editor.
test(
  'a Spanish client calculator: call to action under the results, Spanish lead form, the client’s max enforced on typed values, schedule on demand',
  { tag: '@postgres' },
  async ({ page, browser, request }) => {
    test.setTimeout(180_000)
    const run = unique()
    const owner = await signUpAndVerify(browser, `sol-${run}@example.com`)
    await createLoanCalculator(owner, `Banco Sol ${run}`, `Préstamo ${run}`)
    await owner.locator('select[name="lang"]').selectOption('es')
    await owner.locator('input[name="max.principal"]').fill('30000')
    await owner.locator('input[name="lead.enabled"]').check()
    await owner.locator('[name="lead.recipients"]').fill(`prestamos-${run}@sol.test`)
    await clickIntent(owner, 'Save')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
    const embed = `/embed/c/${await publishedId(owner)}`

    // The schedule is not in the HTML; the lead form comes before the schedule's control.
    const html = await (await request.get(embed)).text()
    expect(html).not.toContain('data-testid="schedule-table"')
    expect(html.indexOf('Hable con nosotros sobre estas cifras')).toBeGreaterThan(
      html.indexOf('data-testid="result-summary"'),
    )
    expect(html.indexOf('Hable con nosotros sobre estas cifras')).toBeLessThan(
      html.indexOf('Mostrar calendario'),
    )

    await page.goto(embed)
    await hydrated(page)
    // Its landmark is named by the calculator's heading: a client's page around the frame has a main of its own.
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!
    await expect(page.getByRole('main', { name: heading })).toBeVisible()
    const summary = page.getByTestId('result-summary')
    const cta = page.getByText('Hable con nosotros sobre estas cifras')
    const [summaryBox, ctaBox] = [await summary.boundingBox(), await cta.boundingBox()]
    expect(ctaBox!.y).toBeGreaterThan(summaryBox!.y + summaryBox!.height)
    // Every text of the lead form, the consent line included, is Spanish.
    await cta.click()
    await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible()
    await expect(
      page.getByLabel(
        `Acepto que Banco Sol ${run} me contacte sobre mi consulta y conserve mis datos y estas cifras con ese fin.`,
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeVisible()
    await expect(page.getByText(/I agree/)).toHaveCount(0)

    // A typed value beyond the client's max gets the field's message and no result, like other invalid input.
    const amount = page.getByLabel('Importe del préstamo', { exact: true })
    await amount.fill('40000')
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(/^Importe del préstamo debe ser como máximo/)).toBeVisible()
    await expect(summary).toContainText('Corrija los campos marcados')
    await amount.fill('12000')
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true')
    await expect(summary).not.toContainText('Corrija los campos marcados')

    await page.getByRole('button', { name: 'Mostrar calendario' }).click()
    await expect(page.getByTestId('schedule-table')).toBeVisible()
  },
)
