import type { Page } from '@playwright/test'
import { unique, verificationLinkFor } from './accounts-support'
import { expect, seriousAxeViolations, test } from './fixtures'
import { outboxMails, recipientOf } from './outbox'
import {
  clickIntent,
  clientSite,
  createWorkspace,
  password,
  publishedId,
  signUpAndVerify,
  openWorkspacePage,
} from './workspace-support'

/** The newest link matching `pattern` in a mail to `to`, from the server's outbox folder. */
async function linkInMail(to: string, pattern: RegExp) {
  const origin = test.info().project.use.baseURL!
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const { parsed: mail } of await outboxMails()) {
      const link = mail.text?.match(pattern)?.[0]
      if (recipientOf(mail).includes(to) && link?.startsWith(`${origin}/`)) return link
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${to} with ${pattern}`)
}

/** Signs up on /auth (where a signed-out visitor was sent) and opens the verification link in that browser. */
async function signUpHereAndVerify(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' })
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password').fill(password)
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Account created!')).toBeVisible()
  await page.goto(await verificationLinkFor(email))
}

test(
  'a new client saves a branded CD calculator, a teammate approves it, and a client site shows the approved revision',
  { tag: '@postgres' },
  async ({ page, browser, baseURL }) => {
    // The whole journey of three people; on a busy 2-core machine it has taken 1.8 min.
    test.setTimeout(180_000)
    const run = unique()
    const ownerEmail = `client-${run}@example.com`
    const approverEmail = `approver-${run}@example.com`
    const owner = await signUpAndVerify(browser, ownerEmail)

    await owner.goto('/white-label-calculators')
    await owner.getByRole('link', { name: 'Save calculators to your workspace' }).click()
    await owner.getByLabel('Company name').fill(`First <b>Bank</b> ${run}`)
    await owner.getByRole('button', { name: 'Create workspace' }).click()
    await expect(owner.getByText(`First <b>Bank</b> ${run}`)).toBeVisible()
    await owner.getByLabel('Calculator', { exact: true }).selectOption('cd')
    await owner.getByLabel('Name').fill('Savings CD')
    await owner.getByRole('button', { name: 'Add calculator' }).click()
    await expect(owner.getByRole('heading', { name: 'Savings CD', level: 1 })).toBeVisible()

    await owner.getByLabel('Colour', { exact: true }).fill('#0f766e')
    await owner.getByLabel('Font').selectOption('serif')
    await owner.getByLabel('Language').selectOption('es')
    await owner.getByLabel('Deposit: default', { exact: true }).fill('7500')
    await owner.getByLabel('Interest rate (%): default', { exact: true }).fill('4.1')
    const disclosure = `Rates of <i>First Bank</i> ${run}; Member FDIC.`
    await owner.getByLabel('Disclosure').fill(disclosure)
    const preview = owner.getByRole('region', { name: 'Preview' })
    await expect(preview.getByRole('heading', { name: 'Calculadora de CD' })).toBeVisible()
    await expect(preview.getByTestId('disclosure')).toHaveText(disclosure)
    await clickIntent(owner, 'Save')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
    expect(await seriousAxeViolations(owner)).toEqual([])

    await clickIntent(owner, 'Create review link')
    const reviewUrl = await owner.getByTestId('review-url').textContent()
    const reviewer = await (await browser.newContext()).newPage()
    await reviewer.goto(reviewUrl!)
    await expect(reviewer.getByRole('heading', { name: 'Calculadora de CD' })).toBeVisible()
    await expect(reviewer.getByTestId('disclosure')).toHaveText(disclosure)
    await expect(reviewer.getByRole('textbox', { name: /Depósito/ })).toHaveValue(/7,?500/)

    await clickIntent(owner, 'Request approval')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Awaiting approval')
    const calculatorUrl = owner.url()
    const document = await owner.request.get(calculatorUrl)
    expect([document.status(), document.headers()['cache-control']]).toEqual([200, 'private, no-store'])

    await openWorkspacePage(owner, 'Members')
    await owner.getByLabel('E-mail').fill(approverEmail)
    await owner.getByLabel('Role', { exact: true }).selectOption('approver')
    await owner.getByRole('button', { name: 'Send invitation' }).click()
    const pending = owner.getByRole('list', { name: 'Pending invitations' })
    await expect(pending.getByText(approverEmail)).toBeVisible()
    expect(await seriousAxeViolations(owner)).toEqual([])

    // The invited teammate has no account: the invitation leads through sign-up and the verification link back.
    const approver = await (await browser.newContext()).newPage()
    const invitationUrl = await linkInMail(approverEmail, /https?:\/\/\S+\/workspace\/invitations\/\S+/)
    await approver.goto(invitationUrl)
    await signUpHereAndVerify(approver, approverEmail)
    await expect(approver).toHaveURL(invitationUrl)
    await approver.getByRole('button', { name: 'Accept invitation' }).click()
    await expect(approver.getByRole('heading', { name: 'Calculators' })).toBeVisible()
    await approver.goto(calculatorUrl)
    await clickIntent(approver, 'Approve and publish')
    await expect(approver.getByTestId('revision-state')).toHaveText('Revision 2: Published')
    const publicId = await publishedId(approver)

    const site = await clientSite(baseURL!, publicId)
    try {
      await page.goto(site.origin)
      const frame = page.frameLocator(`iframe[src*="/embed/c/${publicId}"]`)
      await expect(frame.getByRole('heading', { name: 'Calculadora de CD' })).toBeVisible()
      await expect(frame.getByTestId('disclosure')).toHaveText(disclosure)
      await expect(frame.getByRole('textbox', { name: /Depósito/ })).toHaveValue(/7,?500/)
      const primary = await frame
        .locator('.calc-root')
        .evaluate((root) => getComputedStyle(root).getPropertyValue('--calc-primary'))
      expect(primary.trim()).toBe('#0f766e')

      // A later draft does not reach the client's site until it is approved.
      await owner.goto(calculatorUrl)
      await owner.getByLabel('Disclosure').fill('A newer, unapproved text.')
      await clickIntent(owner, 'Save')
      await expect(owner.getByTestId('revision-state')).toHaveText('Revision 3: Draft')
      await page.reload()
      await expect(
        page.frameLocator(`iframe[src*="/embed/c/${publicId}"]`).getByTestId('disclosure'),
      ).toHaveText(disclosure)

      await clickIntent(owner, 'Revert to revision 1')
      // The dialog says what visitors will see, then its own button reverts.
      await expect(owner.getByRole('alertdialog')).toContainText(
        'Visitors keep seeing the published revision',
      )
      await owner.getByRole('alertdialog').getByRole('button', { name: 'Revert to revision 1' }).click()
      await expect(owner.getByTestId('revision-state')).toHaveText('Revision 4: Draft')
      await expect(owner.getByTestId('history')).toContainText('Reverted to revision 1')
      // Revision 1 carried the deposit default in force when the calculator was created (issue 24).
      await expect(owner.getByLabel('Disclosure')).toHaveValue(
        /^Estimates only\. Assumes an annual percentage yield/,
      )
    } finally {
      await site.close()
    }

    // A member of another workspace gets 404 from the page, its .data and its actions, never the data.
    const outsider = await signUpAndVerify(browser, `outsider-${run}@example.com`)
    await createWorkspace(outsider, `Other ${run}`)
    const page404 = await outsider.goto(calculatorUrl)
    expect(page404?.status()).toBe(404)
    await expect(outsider.getByRole('heading', { name: 'Not found' })).toBeVisible()
    const dataUrl = `${calculatorUrl}.data`
    const read = await outsider.request.get(dataUrl)
    expect(read.status()).toBe(404)
    expect(await read.text()).not.toContain('Savings CD')
    const approve = await outsider.request.post(dataUrl, {
      form: { intent: 'approve' },
      headers: { Origin: new URL(baseURL!).origin },
    })
    expect(approve.status()).toBe(404)
    const membersData = await outsider.request.get(
      `${new URL(calculatorUrl).origin}${new URL(calculatorUrl).pathname.replace(/\/calculators\/.*/, '/members')}.data`,
    )
    expect(membersData.status()).toBe(404)
    expect(await membersData.text()).not.toContain(ownerEmail)
  },
)

test('an unknown calculator id answers a short 404 inside the frame', async ({ page, consoleErrors }) => {
  const response = await page.goto('/embed/c/0123456789abcdef')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('alert')).toHaveText('This calculator could not be found.')
  // The browser reports the 404 document itself as a failed resource; nothing else may fail.
  expect(consoleErrors.splice(0)).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ])
})

test(
  '"Save to my workspace" on a try page takes a signed-out visitor through sign-in and back, with their choices',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    test.setTimeout(60_000)
    const email = `try-${unique()}@example.com`
    await (await signUpAndVerify(browser, email)).context().close()
    await page.goto('/try/loan-calculator?color=%230f766e&lang=es')
    await page.getByRole('button', { name: 'Save to my workspace' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    const signIn = page.getByRole('tabpanel')
    await signIn.getByLabel('Email').fill(email)
    await signIn.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/workspace\/save\?/)
    await expect(page.getByText('Loan Calculator with colour #0f766e')).toBeVisible()
    await page.getByLabel('Company name').fill('Try Bank')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
    await expect(page.getByLabel('Language')).toHaveValue('es')
    await expect(page.getByLabel('Colour', { exact: true })).toHaveValue('#0f766e')
  },
)

test(
  '"Save to my workspace" takes a visitor without an account through sign-up and the verification link back, with their choices',
  { tag: '@postgres' },
  async ({ page }) => {
    test.setTimeout(60_000)
    const email = `new-${unique()}@example.com`
    await page.goto('/try/cd-calculator?color=%23b91c1c&font=serif&lang=es')
    await page.getByRole('button', { name: 'Save to my workspace' }).click()
    // The link in the e-mail, opened in the browser that signed up, signs in and leads back to the choices.
    await signUpHereAndVerify(page, email)
    await expect(page).toHaveURL(/\/workspace\/save\?/)
    await expect(page.getByText('CD Calculator with colour #b91c1c')).toBeVisible()
    await page.getByLabel('Company name').fill('Sign-up Bank')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
    await expect(page.getByLabel('Colour', { exact: true })).toHaveValue('#b91c1c')
    await expect(page.getByLabel('Font')).toHaveValue('serif')
    await expect(page.getByLabel('Language')).toHaveValue('es')
  },
)
