import { unique } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import { mailsDeliveredTo } from './outbox'
import {
  clickIntent,
  clientSite,
  createWorkspace,
  publishedId,
  signUpAndVerify,
  createLoanCalculator,
} from './workspace-support'

const utcToday = () => new Date().toISOString().slice(0, 10)

test(
  'a visitor of a client’s site sends a lead: the client gets one e-mail, the lead and the day’s figures; another workspace gets nothing',
  { tag: '@postgres' },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000)
    const run = unique()
    const calculatorName = `Auto loan ${run}`
    const recipient = `loans-${run}@prairie-lending.test`

    // The client publishes a loan calculator with the lead form on.
    const owner = await signUpAndVerify(browser, `lender-${run}@example.com`)
    await createLoanCalculator(owner, `Prairie Lending ${run}`, calculatorName)
    await owner.getByLabel('Show a contact form under the results').check()
    await owner.getByLabel('Recipients').fill(recipient)
    await clickIntent(owner, 'Save')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
    const publicId = await publishedId(owner)
    const workspaceUrl = owner.url().replace(/\/calculators\/.*/, '')

    const usageOfToday = `${workspaceUrl}/usage?from=${utcToday()}&to=${utcToday()}`
    await owner.goto(usageOfToday)
    const everything = owner.getByTestId('usage').getByRole('row', { name: 'All calculators' })
    await expect(everything.getByRole('cell')).toHaveText(['0', '–', '0', '–', '0'])

    // A new workspace's lead e-mails are a link only (decision 0080): the Privacy page says so and can change it.
    await owner.goto(`${workspaceUrl}/privacy`)
    await expect(owner.getByRole('checkbox', { name: /A link only, no personal data/ })).toBeChecked()
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await owner.setViewportSize({ width, height })
      await owner.screenshot({ path: `/tmp/shots-edges/privacy-lead-mail-${width}.png`, fullPage: true })
    }
    await owner.setViewportSize({ width: 1280, height: 720 })

    // A visitor works out a loan on the client's own page and asks to be contacted.
    const site = await clientSite(baseURL!, publicId)
    try {
      await page.goto(site.origin)
      const iframe = page.locator(`iframe[src*="/embed/c/${publicId}"]`)
      const frame = iframe.contentFrame()
      // Typing before the frame has hydrated would reach no listener: the visit would not count as engaged.
      await hydrated(frame)
      await frame.getByLabel('Loan amount', { exact: true }).fill('10000')
      await frame.getByLabel('Interest rate (APR %)', { exact: true }).fill('8')
      await frame.getByLabel('Loan term (months)', { exact: true }).fill('10')
      await expect(frame.getByTestId('result-summary')).toContainText('$1,037.03')
      await frame.getByText('Talk to us about these numbers').click()
      await frame.getByLabel('Name', { exact: true }).fill('Ada Visitor')
      await frame.getByLabel('E-mail', { exact: true }).fill(`ada-${run}@example.com`)
      await frame.getByLabel('Phone (optional)').fill('515-555-0100')
      await frame
        .getByLabel(
          `I agree that Prairie Lending ${run} may contact me about my enquiry and keep my details and these figures for that purpose.`,
        )
        .check()
      // The frame grows to fit the open form (the loader's auto-height): Send is inside it, not cut off.
      const send = frame.getByRole('button', { name: 'Send', exact: true })
      await expect
        .poll(async () => {
          const [outer, button] = [await iframe.boundingBox(), await send.boundingBox()]
          return button!.y + button!.height <= outer!.y + outer!.height
        })
        .toBe(true)
      await send.click()
      await expect(frame.getByText('Thank you — we will be in touch')).toBeVisible({ timeout: 20_000 })
    } finally {
      await site.close()
    }

    // The recipient receives the lead over SMTP: which calculator, and a link to it; nothing of the visitor.
    await expect.poll(async () => (await mailsDeliveredTo(recipient)).length, { timeout: 30_000 }).toBe(1)
    const [mail] = await mailsDeliveredTo(recipient)
    expect(mail!.subject).toBe(`New lead: ${calculatorName}`)
    expect(mail!.replyTo).toBeUndefined()
    // The phone whole, not its area code: the server's random port was once 43515, in the mail's own link.
    for (const personal of ['Ada', `ada-${run}`, '515-555', '555-0100', '5155550100', '$10,000', '$1,037.03'])
      expect(`${mail!.text}${mail!.html}`).not.toContain(personal)
    const link = /^(http\S+\/leads\?lead=\S+)$/m.exec(mail!.text ?? '')![1]!
    expect(new URL(link).pathname).toBe(new URL(`${workspaceUrl}/leads`).pathname)

    // The e-mail's link opens the workspace inbox, where the client finds the lead as the calculator showed it.
    await owner.goto(new URL(link).pathname + new URL(link).search)
    await expect(owner.getByTestId('lead-count')).toHaveText('1 lead · All leads')
    const lead = owner.getByTestId('leads').getByRole('listitem').first()
    await expect(lead.getByRole('heading', { name: 'Ada Visitor' })).toBeVisible()
    await lead.getByText('Loan Calculator: figures').click()
    await expect(lead.getByRole('definition').filter({ hasText: '$1,037.03' })).toBeVisible()
    // Inputs under the calculator's labels, formatted; the e-mail and phone are links; the client's page named.
    await expect(lead.getByRole('term').filter({ hasText: 'Loan amount' })).toBeVisible()
    await expect(lead.getByRole('definition').filter({ hasText: '$10,000' })).toBeVisible()
    await expect(lead.getByRole('link', { name: `ada-${run}@example.com` })).toHaveAttribute(
      'href',
      `mailto:ada-${run}@example.com`,
    )
    await expect(lead.getByRole('link', { name: '515-555-0100' })).toHaveAttribute('href', 'tel:5155550100')
    await expect(lead).toContainText(`From ${site.origin}/`)
    // The team notes the call and assigns the lead; both are in its history.
    await lead.getByText('Notes (none yet)').click()
    await lead.getByLabel('Notes on Ada Visitor').fill('Called back: wants to compare 48 months.')
    await lead.getByRole('button', { name: 'Save notes on Ada Visitor' }).click()
    await expect(owner.getByText('Notes saved.')).toBeVisible()
    await lead.getByLabel('Assigned to').selectOption({ label: `lender-${run}@example.com` })
    await lead.getByRole('button', { name: 'Assign Ada Visitor' }).click()
    await expect(owner.getByText('Lead assigned.')).toBeVisible()
    await owner.reload()
    await expect(lead.getByLabel('Notes on Ada Visitor')).toHaveValue(
      'Called back: wants to compare 48 months.',
    )
    await expect(lead.getByRole('list', { name: 'History of Ada Visitor' })).toContainText(
      `lender-${run}@example.com: Assigned to lender-${run}@example.com`,
    )
    // On a phone the card fits, its long addresses and member list included (it was 451 px wide at 390).
    await owner.setViewportSize({ width: 390, height: 844 })
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await owner.setViewportSize({ width: 1280, height: 720 })
    const csv = await owner.request.get(`${workspaceUrl}/leads.csv`)
    expect(csv.status()).toBe(200)
    expect(await csv.text()).toContain('Ada Visitor')

    // The day's views, engaged visits and leads each went up by one (counts are written every 5 s).
    await expect(async () => {
      await owner.goto(usageOfToday)
      const row = owner.getByTestId('usage').getByRole('row', { name: calculatorName })
      await expect(row.getByRole('cell')).toHaveText(['1', '100.0 %', '1', '100.0 %', '0'], {
        timeout: 1_000,
      })
    }).toPass({ timeout: 60_000 })
    const usageCsv = await owner.request.get(`${workspaceUrl}/usage.csv?from=${utcToday()}&to=${utcToday()}`)
    expect((await usageCsv.text()).trim().split(/\r?\n/)).toEqual([
      'Day (UTC),Calculator,Views,Engaged,Leads,Reports sent',
      `${utcToday()},${calculatorName},1,1,1,0`,
    ])
    // Sent exactly once: still one mail after the worker has had every chance to send a duplicate.
    expect(await mailsDeliveredTo(recipient)).toHaveLength(1)

    // A member of another workspace gets the same 404 as an unknown id, and none of the lead.
    const outsider = await signUpAndVerify(browser, `outsider-${run}@example.com`)
    await createWorkspace(outsider, `Other Bank ${run}`)
    const inbox = await outsider.goto(`${workspaceUrl}/leads`)
    expect(inbox?.status()).toBe(404)
    await expect(outsider.getByRole('heading', { name: 'Not found' })).toBeVisible()
    await expect(outsider.getByText('Ada Visitor')).toHaveCount(0)
    for (const url of [
      `${workspaceUrl}/leads.data`,
      `${workspaceUrl}/leads.csv`,
      `${workspaceUrl}/usage.csv`,
    ]) {
      const response = await outsider.request.get(url)
      expect([url, response.status()]).toEqual([url, 404])
      expect(await response.text()).not.toContain('Ada Visitor')
    }
  },
)
