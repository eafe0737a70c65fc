import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { unique } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import { mailsDeliveredTo } from './outbox'
import {
  clickIntent,
  clientSite,
  createLoanCalculator,
  publishedId,
  signUpAndVerify,
  openWorkspacePage,
} from './workspace-support'

// Issue 33 §3: a client's customers see the client (name, logo, colour, the calculator's visible title),
// never us nor the calculator's internal name. Screenshots go to /tmp/shots-brand/ for a person to look at.
const shots = '/tmp/shots-brand'
const TEAL = 'rgb(15, 118, 110)'

test('every control of a calculator takes the brand colour: sliders, checkboxes and focus rings', async ({
  page,
}) => {
  await page.goto('/embed/loan-calculator?color=%230f766e')
  await hydrated(page)
  const slider = page.getByRole('slider', { name: 'Loan amount (slider)' })
  expect(await slider.evaluate((element) => getComputedStyle(element).accentColor)).toBe(TEAL)
  const field = page.getByLabel('Loan amount', { exact: true })
  await field.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  expect(await field.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(TEAL)
})

async function brandTheWorkspace(owner: Page, company: string) {
  await openWorkspacePage(owner, 'Brand')
  await owner.getByLabel('Company name', { exact: true }).fill(company)
  await owner.getByLabel('Support e-mail').fill('ayuda@sol.example')
  await owner.getByLabel('Support phone').fill('+1 555 010 0199')
  await owner.getByLabel(/Show your logo/).check()
  await owner.getByRole('button', { name: 'Save brand' }).click()
  await expect(owner.getByText('Brand saved.')).toBeVisible()
  await owner.getByLabel('Upload a logo').setInputFiles('tests/fixtures/logos/logo.png')
  await owner.getByRole('button', { name: 'Upload logo' }).click()
  await expect(owner.getByRole('img', { name: `${company} logo` })).toBeVisible()
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await owner.setViewportSize({ width, height })
    await owner.screenshot({ path: `${shots}/brand-page-${width}.png`, fullPage: true })
  }
  await owner.goBack()
  await owner.goBack()
}

test('a Spanish client calculator: its title, its company in the opt-in, its name on the e-mail and PDF', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  fs.mkdirSync(shots, { recursive: true })
  const run = unique()
  const internal = `Home loan payment calculator ${run}`
  const company = `Cooperativa Sol ${run}`
  const owner = await signUpAndVerify(browser, `sol-${run}@example.com`)
  await createLoanCalculator(owner, `Banco Sol ${run}`, internal)
  const editor = owner.url()
  await brandTheWorkspace(owner, company)
  await owner.goto(editor)
  await owner.getByLabel('Title (Spanish)').fill('Su pago hipotecario')
  await owner.getByLabel('Language').selectOption('es')
  await owner.getByLabel('Show a contact form under the results').check()
  await owner.getByLabel('Recipients').fill(`prestamos-${run}@sol.example`)
  await clickIntent(owner, 'Save')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
  const publicId = await publishedId(owner)

  const site = await clientSite(baseURL!, publicId)
  try {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto(site.origin)
      const iframe = page.locator('iframe')
      await expect(iframe).toHaveAttribute('title', 'Su pago hipotecario')
      const frame = page.frameLocator('iframe[title="Su pago hipotecario"]')
      await hydrated(frame)
      await expect(frame.getByRole('heading', { name: 'Su pago hipotecario', level: 1 })).toBeVisible()
      await expect(frame.getByRole('img', { name: company })).toBeVisible()
      await page.screenshot({ path: `${shots}/frame-${width}.png`, fullPage: true })
    }
    const frame = page.frameLocator('iframe[title="Su pago hipotecario"]')
    await frame.getByRole('button', { name: /Enviarme los resultados/ }).click()
    await expect(
      frame.getByRole('checkbox', { name: `Enviar también mis datos a ${company} para que me contacte` }),
    ).toBeVisible()
    expect(await frame.locator('body').textContent()).not.toContain(internal)
    const visitor = `socio-${run}@hogar.example`
    await frame.getByRole('textbox', { name: 'Correo electrónico' }).fill(visitor)
    await frame.getByRole('checkbox', { name: /para enviarme este informe/ }).check()
    await frame.getByRole('button', { name: 'Enviar informe' }).click()
    await expect(
      frame.getByRole('status').filter({ hasText: `Enviamos su informe a ${visitor}.` }),
    ).toBeVisible()
    await page.screenshot({ path: `${shots}/frame-sent-390.png`, fullPage: true })

    let mails: Awaited<ReturnType<typeof mailsDeliveredTo>> = []
    await expect
      .poll(async () => (mails = await mailsDeliveredTo(visitor)).length, { timeout: 20_000 })
      .toBe(1)
    const mail = mails[0]!
    expect(mail.from?.value[0]?.name).toBe(company)
    expect(mail.replyTo?.text).toBe('ayuda@sol.example')
    expect(mail.subject).toBe('Su informe: Su pago hipotecario')
    const ourHost = new URL(baseURL!).host
    for (const body of [mail.text ?? '', mail.html || '']) {
      expect(body).not.toContain(ourHost)
      expect(body).not.toContain('Brightline')
      expect(body).not.toContain(internal)
    }
    // Look at what the visitor receives: the mail's HTML in Chromium, the PDF's first page.
    fs.writeFileSync(`${shots}/mail.html`, `<!doctype html><meta charset="utf-8">${mail.html}`)
    const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf')!
    fs.writeFileSync(`${shots}/report.pdf`, pdf.content)
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '2',
      `${shots}/report.pdf`,
      `${shots}/report`,
    ])
    const view = await browser.newPage({ viewport: { width: 600, height: 400 } })
    await view.goto(`file://${shots}/mail.html`)
    await view.screenshot({ path: `${shots}/mail.png`, fullPage: true })
    await view.close()
  } finally {
    await site.close()
  }
})
