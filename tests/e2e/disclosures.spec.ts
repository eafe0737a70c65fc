import { unique } from './accounts-support'
import { expect, hydrated, test } from './fixtures'
import { clickIntent, createLoanCalculator, publishedId, signUpAndVerify } from './workspace-support'

// Issue 24 §2: the published embed shows the credit disclosure filled from the result, and it follows the
// visitor's inputs as the result changes.
test('a published loan calculator’s disclosure states the payment, term and APR shown, and follows a changed input', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const run = unique()
  const owner = await signUpAndVerify(browser, `disclosures-${run}@example.com`)
  await createLoanCalculator(owner, `Disclosure Lending ${run}`, `Loans ${run}`)
  // A new calculator carries the credit default in force, placeholders and all, for the approver to read.
  await expect(owner.locator('[name="disclosure"]')).toHaveValue(/annual percentage rate \(APR\) of \{apr\}/)
  await clickIntent(owner, 'Approve and publish')
  await expect(owner.getByTestId('revision-state')).toHaveText(/Published/)
  const publicId = await publishedId(owner)

  await page.goto(`/embed/c/${publicId}`)
  await hydrated(page)
  const payment = page.getByTestId('result-summary').locator('dd').first()
  const disclosure = page.getByTestId('disclosure')
  const before = (await payment.textContent())!
  await expect(disclosure).toContainText(
    `Payment of ${before} for 60 months at an annual percentage rate (APR) of 6.5%.`,
  )
  await expect(disclosure).not.toContainText('{')

  await page.getByLabel('Loan amount', { exact: true }).fill('30000')
  await expect(payment).not.toHaveText(before)
  const after = (await payment.textContent())!
  await expect(disclosure).toContainText(`Payment of ${after} for 60 months`)
  await page.getByLabel('Interest rate (APR %)', { exact: true }).fill('7.25')
  await expect(disclosure).toContainText('annual percentage rate (APR) of 7.25%.')
})
