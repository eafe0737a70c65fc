import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { clickIntent, createLoanCalculator, publishedId, signUpAndVerify } from './workspace-support'

// Issue 24 §3: a client's rate sheet. The owner proposes a rate and approves it on the Rates tab, links the
// loan's rate input to it in the editor, publishes, and a visitor on a phone sees the rate with "Rate as of".
test(
  'a rate proposed, approved and linked shows in the published embed with "Rate as of"',
  { tag: '@postgres' },
  async ({ browser }) => {
    test.setTimeout(240_000)
    const run = unique()
    const owner = await signUpAndVerify(browser, `rates-${run}@example.com`)
    await createLoanCalculator(owner, `Rate Bank ${run}`, 'Auto loan')
    const editorUrl = owner.url()

    await owner.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Rates' }).click()
    await expect(owner.getByRole('heading', { name: 'Rates', level: 1 })).toBeVisible()
    const form = owner.getByTestId('rate-form-new')
    // The page runs the server's schema: a bad rate is refused before anything is sent.
    await form.getByLabel('Product name').fill('5-year auto loan')
    await form.getByLabel('Rate (%)').fill('six')
    await form.getByRole('button', { name: 'Propose rate' }).click()
    await expect(form.getByText(/Rate must be a percent/)).toBeVisible()
    await expect(form.getByLabel('Rate (%)')).toBeFocused()
    await form.getByLabel('Rate (%)').fill('6.125')
    await form.getByRole('button', { name: 'Propose rate' }).click()
    await expect(owner.getByText('Proposed. Approve it to put it in force.')).toBeVisible()
    const entry = owner.getByTestId('rate-entry')
    await expect(entry.getByTestId('rate-status')).toHaveText('Awaiting approval')
    await entry.getByRole('button', { name: 'Approve 5-year auto loan at 6.125%' }).click()
    await expect(owner.getByText('Approved: 5-year auto loan at 6.125%.')).toBeVisible()
    await expect(entry.getByTestId('rate-status')).toHaveText('In force')
    await owner.setViewportSize({ width: 390, height: 844 })
    expect(await seriousAxeViolations(owner)).toEqual([])
    const widths = await owner.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!)
    await owner.setViewportSize({ width: 1280, height: 800 })

    await owner.goto(editorUrl)
    // A rate chosen before the editor hydrates is kept too (before-hydration.spec.ts); here, after.
    await hydrated(owner)
    await owner.getByTestId('rate-link-rate').selectOption({ index: 1 })
    await expect(owner.getByTestId('preview').getByTestId('rate-as-of')).toHaveText(/^Rate as of /)
    await clickIntent(owner, 'Save')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Draft')
    await clickIntent(owner, 'Approve and publish')
    await expect(owner.getByTestId('revision-state')).toHaveText('Revision 2: Published')
    const publicId = await publishedId(owner)

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await visitor.goto(`/embed/c/${publicId}`)
    const rate = visitor.getByRole('textbox', { name: /interest rate/i })
    await expect(rate).toHaveValue('6.125')
    await expect(visitor.getByTestId('rate-as-of')).toHaveText(/^Rate as of \w+ \d+, \d{4}$/)
    await expect(rate).toHaveAccessibleDescription(/Rate as of/)
    await visitor.close()
  },
)
