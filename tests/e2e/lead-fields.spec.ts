import type { FrameLocator, Page } from '@playwright/test'
import { unique } from './accounts-support'
import { allowOneRefusal, expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { clickIntent, createLoanCalculator, publishedId, signUpAndVerify } from './workspace-support'

const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]

/** Fills custom field `n` (1-based) of the lead-field settings. */
async function customField(
  owner: Page,
  n: number,
  field: {
    key: string
    kind: string
    en: string
    es: string
    options?: [string, string]
    required?: boolean
  },
) {
  await owner.getByRole('button', { name: 'Add a field' }).click()
  const row = owner.getByRole('group', { name: `Custom field ${n}` })
  await row.getByLabel('Key').fill(field.key)
  await row.getByLabel('Kind').selectOption({ label: field.kind })
  await row.getByLabel('Label in English').fill(field.en)
  await row.getByLabel('Label in Spanish').fill(field.es)
  if (field.options) {
    await row.getByLabel('Options in English, one a line').fill(field.options[0])
    await row.getByLabel('Options in Spanish, in the same order').fill(field.options[1])
  }
  if (field.required) await row.getByLabel('Required').check()
}

/** The embed's lead form, open: the published calculator as its own page (the frame's document). */
async function openForm(page: Page, publicId: string, cta: string) {
  await page.goto(`/embed/c/${publicId}`)
  await hydrated(page)
  await page.getByText(cta).click()
  return page as Page | FrameLocator
}

test(
  'an owner chooses the lead fields; English and Spanish visitors send leads that the inbox and the CSV carry; a refused lead stores nothing',
  { tag: '@postgres' },
  async ({ page, browser, consoleErrors }, testInfo) => {
    test.setTimeout(240_000)
    const run = unique()
    const company = `Prairie Lending ${run}`
    const owner = await signUpAndVerify(browser, `fields-${run}@example.com`)
    await createLoanCalculator(owner, company, `Auto loan ${run}`)
    const editor = owner.url()
    await owner.getByLabel('Show a contact form under the results').check()
    await owner.getByLabel('Recipients').fill(`loans-${run}@prairie-lending.test`)
    await clickIntent(owner, 'Save')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
    const publicId = await publishedId(owner)
    const workspaceUrl = editor.replace(/\/calculators\/.*/, '')

    // The owner hides Phone, makes Preferred time required, and adds a choice and a checkbox in both languages.
    await owner.goto(`${workspaceUrl}/leads`)
    await owner.getByRole('link', { name: 'Lead form fields' }).click()
    await expect(owner.getByRole('heading', { name: 'Lead form fields', level: 1 })).toBeVisible()
    await hydrated(owner)
    await expect(owner.getByLabel('Show E-mail')).toBeDisabled()
    await owner.getByLabel('Show Phone').uncheck()
    await owner.getByLabel('Preferred time required').check()
    await customField(owner, 1, {
      key: 'purpose',
      kind: 'Choice',
      en: 'Loan purpose',
      es: 'Finalidad del préstamo',
      options: ['Purchase\nRefinance', 'Compra\nRefinanciación'],
      required: true,
    })
    // A label left empty is refused in the page, before anything is posted.
    await owner.getByRole('button', { name: 'Add a field' }).click()
    await owner.getByRole('button', { name: 'Save lead form' }).click()
    const second = owner.getByRole('group', { name: 'Custom field 2' })
    await expect(second.getByLabel('Label in English')).toHaveAccessibleDescription(
      'Enter the label in English.',
    )
    await second.getByRole('button', { name: 'Remove custom field 2' }).click()
    await customField(owner, 2, {
      key: 'member',
      kind: 'Checkbox',
      en: 'I am already a member',
      es: 'Ya soy socio',
    })
    // Requiring an answer takes the opt-in away from "E-mail my results" (decision 0053): said where it is chosen.
    await expect(
      owner.getByRole('group', { name: 'Custom field 1' }).getByLabel('Required'),
    ).toHaveAccessibleDescription(
      'Required: “E-mail my results” then offers no “Also send my details to …” box.',
    )
    await expect(owner.locator('#opt-in-note')).toContainText('removes the “Also send my details to …” box')
    for (const size of sizes) {
      await owner.setViewportSize(size)
      const widths = await owner.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
      expect(widths[0], size.name).toBeLessThanOrEqual(widths[1]!)
      await owner.screenshot({ path: testInfo.outputPath(`settings-${size.name}.png`), fullPage: true })
      await owner.screenshot({ path: `/tmp/shots-edges/lead-fields-${size.name}.png`, fullPage: true })
    }
    await owner.setViewportSize(sizes[0]!)
    expect(await seriousAxeViolations(owner)).toEqual([])
    await owner.getByRole('button', { name: 'Save lead form' }).click()
    await expect(owner.getByText('Lead form saved. Published calculators show it now.')).toBeVisible()
    await owner.reload()
    await expect(owner.getByRole('group', { name: 'Custom field 2' }).getByLabel('Key')).toHaveValue('member')

    // The editor's preview and the review link show the workspace's form, as the embed does (inert, open).
    await owner.goto(editor)
    const preview = owner.getByTestId('preview').getByTestId('lead-form-preview')
    await expect(preview.getByLabel('Loan purpose')).toBeVisible()
    await expect(preview.getByLabel('I am already a member (optional)')).toBeVisible()
    await expect(preview.getByLabel(/^Phone/)).toHaveCount(0)
    await clickIntent(owner, 'Create review link')
    const reviewer = await browser.newPage()
    await reviewer.goto((await owner.getByTestId('review-url').textContent())!)
    const reviewed = reviewer.getByTestId('lead-form-preview')
    await expect(reviewed.getByLabel('Loan purpose')).toBeVisible()
    await expect(reviewed.getByLabel('Preferred time to call', { exact: true })).toBeVisible()
    await expect(reviewed.getByLabel(/^Phone/)).toHaveCount(0)
    await reviewer.screenshot({ path: testInfo.outputPath('review-link.png'), fullPage: true })
    await reviewer.close()

    // An English visitor: no phone; a lead without the required answers is refused, each field says why.
    const form = await openForm(page, publicId, 'Talk to us about these numbers')
    await expect(form.getByLabel(/^Phone/)).toHaveCount(0)
    await form.getByLabel('Name', { exact: true }).fill('Ada Visitor')
    await form.getByLabel('E-mail', { exact: true }).fill(`ada-${run}@example.com`)
    await form.locator('input[name="consent"]').check()
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    const time = form.getByLabel('Preferred time to call', { exact: true })
    await expect(time).toHaveAccessibleDescription('Please fill in this field.')
    await expect(time).toBeFocused()
    await expect(form.getByLabel('Loan purpose')).toHaveAccessibleDescription(
      'Please choose one of the options.',
    )
    await expect(form.getByLabel('Message (optional)')).toBeVisible()
    await expect(form.getByLabel('I am already a member (optional)')).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
    for (const size of sizes) {
      await page.setViewportSize(size)
      await page.screenshot({ path: testInfo.outputPath(`embed-refused-${size.name}.png`), fullPage: true })
    }
    allowOneRefusal(consoleErrors)
    await time.fill('Mornings')
    await form.getByLabel('Loan purpose').selectOption('Purchase')
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(form.getByText('Thank you — we will be in touch')).toBeVisible({ timeout: 20_000 })

    // The same calculator in Spanish: the labels and the options in Spanish, the answers stored in English.
    await owner.goto(editor)
    await owner.getByLabel('Language').selectOption('es')
    await clickIntent(owner, 'Save')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 3: Draft')
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 3: Published')
    const es = await openForm(page, publicId, 'Hable con nosotros sobre estas cifras')
    await page.setViewportSize(sizes[0]!)
    await es.getByLabel('Nombre', { exact: true }).fill('Beto Visitante')
    await es.getByLabel('Correo electrónico', { exact: true }).fill(`beto-${run}@example.com`)
    await es.getByLabel('Hora preferida para llamar', { exact: true }).fill('Tardes')
    await es.getByLabel('Finalidad del préstamo').selectOption({ label: 'Refinanciación' })
    await es.getByLabel('Ya soy socio (opcional)').check()
    await es.locator('input[name="consent"]').check()
    for (const size of sizes) {
      await page.setViewportSize(size)
      await page.screenshot({ path: testInfo.outputPath(`embed-es-${size.name}.png`), fullPage: true })
    }
    await es.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(es.getByText('Gracias — nos pondremos en contacto')).toBeVisible({ timeout: 20_000 })

    // The inbox holds the two leads sent, not the refused one, with their answers.
    await owner.goto(`${workspaceUrl}/leads`)
    await expect(owner.getByTestId('lead-count')).toHaveText('2 leads')
    const beto = owner.getByTestId('leads').getByRole('listitem').filter({ hasText: 'Beto Visitante' })
    const answers = beto.getByTestId('lead-custom-fields')
    await expect(answers.getByRole('term')).toHaveText(['Loan purpose', 'I am already a member'])
    await expect(answers.getByRole('definition')).toHaveText(['Refinance', 'Yes'])
    const ada = owner.getByTestId('leads').getByRole('listitem').filter({ hasText: 'Ada Visitor' })
    await expect(ada.getByTestId('lead-custom-fields').getByRole('definition')).toHaveText(['Purchase', 'No'])
    await expect(ada).toContainText('Preferred time: Mornings')

    // The CSV: the custom columns after the standard ones, the team's own columns last.
    const csv = await (await owner.request.get(`${workspaceUrl}/leads.csv`)).text()
    const [header, ...rows] = csv.trim().split('\r\n')
    expect(header).toContain('Preferred time,Message,Loan purpose,I am already a member,Page')
    expect(header!.endsWith('Assigned to,Notes')).toBe(true)
    expect(rows.find((row) => row.includes('Beto Visitante'))).toContain(',Tardes,,Refinance,Yes,')
    expect(rows.find((row) => row.includes('Ada Visitor'))).toContain(',Mornings,,Purchase,No,')
  },
)
