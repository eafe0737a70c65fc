import type { FrameLocator, Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'
import { pdfTextLines } from '../../app/lib/reports/pdf-text'
import { unique } from './accounts-support'
import { allowOneRefusal, expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { mailsDeliveredTo } from './outbox'
import { clickIntent, createLoanCalculator, publishedId, signUpAndVerify } from './workspace-support'

// "E-mail my results" (decision 0035) by keyboard on a phone-sized screen: a calculator with a schedule
// (mortgage, our page's frame) in English and one without (savings goal, the plain embed) in Spanish.

const MORTGAGE = 'price=300000&down=30000&rate=7&years=30&tax=1.25&insurance=1200&pmi=0.6'
const SAVINGS = 'goal=10000&savings=1000&deposit=250&rate=4&months=24'

test.use({ viewport: { width: 390, height: 844 } })

/** The one mail the SMTP sink delivered to `recipient`, waiting for it; fails on a second one. */
async function onlyMailTo(recipient: string): Promise<ParsedMail> {
  let mails: ParsedMail[] = []
  await expect
    .poll(
      async () => {
        mails = await mailsDeliveredTo(recipient)
        return mails.length
      },
      { timeout: 20_000 },
    )
    .toBe(1)
  return mails[0]!
}

async function sendByKeyboard(page: Page, scope: Page | FrameLocator, opener: RegExp) {
  await scope.getByRole('button', { name: opener }).focus()
  await page.keyboard.press('Enter')
  const address = scope.getByRole('textbox', { name: /E-mail|Correo/ })
  await expect(address).toBeFocused()
  return address
}

test(
  'mortgage page in English: sent by keyboard, one mail with the PDF of the page’s figures and schedule',
  { tag: '@postgres' },
  async ({ page, consoleErrors }) => {
    const to = `mortgage-${unique()}@home.example`
    await page.goto(`/calculators/mortgage?${MORTGAGE}`)
    const frame = page.frameLocator('iframe[title="Mortgage Calculator"]')
    await hydrated(frame)
    const shown = await frame.getByTestId('result-summary').locator('dd').allTextContents()
    const address = await sendByKeyboard(page, frame, /E-mail my results/)
    // Without the consent box ticked: the field says why, and has the focus.
    await page.keyboard.type(to)
    await page.keyboard.press('Enter')
    const consent = frame.getByRole('checkbox', { name: /used to send me this report/ })
    await expect(frame.getByText('Please tick the box so that we may e-mail you the report.')).toBeVisible()
    await expect(consent).toBeFocused()
    allowOneRefusal(consoleErrors)
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(frame.getByRole('button', { name: 'Send report' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(frame.getByRole('status').filter({ hasText: `We sent your report to ${to}.` })).toBeVisible()
    await expect(address).toBeHidden()

    const mail = await onlyMailTo(to)
    expect(mail.subject).toBe('Your report: Mortgage Calculator')
    const [pdf] = mail.attachments
    expect(pdf?.contentType).toBe('application/pdf')
    const lines = pdfTextLines(pdf!.content)
    for (const value of shown) expect(lines).toContain(value)
    expect(lines).toContain('360')
  },
)

test(
  'savings goal embed in Spanish: errors in Spanish, then sent by keyboard, a PDF in Spanish',
  { tag: '@postgres' },
  async ({ page, consoleErrors }) => {
    const to = `ahorro-${unique()}@home.example`
    await page.goto(`/embed/savings-goal-calculator?${SAVINGS}&lang=es`)
    await hydrated(page)
    await sendByKeyboard(page, page, /Enviarme los resultados/)
    await page.keyboard.type('no-es-un-correo')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Escriba un correo electrónico válido.')).toBeVisible()
    await expect(page.getByText('Marque la casilla para que podamos enviarle el informe.')).toBeVisible()
    const address = page.getByRole('textbox', { name: 'Correo electrónico' })
    await expect(address).toBeFocused()
    allowOneRefusal(consoleErrors)
    expect(await seriousAxeViolations(page)).toEqual([])
    await address.fill(to)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Enviar informe' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: `Enviamos su informe a ${to}.` })).toBeVisible()

    const mail = await onlyMailTo(to)
    expect(mail.subject).toMatch(/^Su informe: /)
    const lines = pdfTextLines(mail.attachments[0]!.content)
    expect(lines).toContain('Sus datos')
    expect(lines).toContain('$10,104.37')
  },
)

test(
  'a client’s published calculator with leads on: the opt-in makes the visitor a lead as well',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    test.setTimeout(120_000)
    const run = unique()
    const recipient = `loans-${run}@prairie-lending.test`
    const visitor = `optin-${run}@home.example`
    const owner = await signUpAndVerify(browser, `lender-${run}@example.com`)
    await createLoanCalculator(owner, `Prairie Lending ${run}`, `Auto loan ${run}`)
    await owner.getByLabel('Show a contact form under the results').check()
    await owner.getByLabel('Recipients').fill(recipient)
    await clickIntent(owner, 'Save')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
    const publicId = await publishedId(owner)

    await page.goto(`/embed/c/${publicId}?principal=10000&rate=8&months=10`)
    await hydrated(page)
    await sendByKeyboard(page, page, /E-mail my results/)
    await page.keyboard.type(visitor)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(
      page.getByRole('checkbox', {
        name: `Also send my details to Prairie Lending ${run} so they can contact me`,
      }),
    ).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Ada Visitor')
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: `We sent your report to ${visitor}.` }),
    ).toBeVisible()

    const report = await onlyMailTo(visitor)
    expect(pdfTextLines(report.attachments[0]!.content)).toContain('$1,037.03')
    const lead = await onlyMailTo(recipient)
    expect(lead.subject).toBe(`New lead: Auto loan ${run}`)
    // A new workspace's lead e-mail is a link only (decision 0080): the visitor is in the inbox, not the mail.
    expect(lead.replyTo).toBeUndefined()
    expect(lead.text).toContain('/leads?lead=')
    expect(lead.text).not.toContain('Ada Visitor')
  },
)
