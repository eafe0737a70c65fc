import { expect, seriousAxeViolations, test } from './fixtures'

/*
 * Check your own scenario (issue 36 §3): a visitor picks a calculator, enters inputs and gets the results, the
 * steps and a signed receipt; the public key is published beside it.
 */
test('a visitor checks a loan and gets results, steps and a receipt, and the key is published', async ({
  page,
}) => {
  await page.goto('/accuracy/check')
  await page.getByLabel('Calculator').selectOption('loan')
  await page.getByRole('button', { name: 'Show its inputs' }).click()
  await page.getByLabel(/^Loan amount/).fill('25000')
  await page.getByRole('button', { name: 'Calculate and sign' }).click()
  await expect(page.getByRole('heading', { name: /^Results \(engine 1\)/ })).toBeVisible()
  await expect(page.getByText('$489.15').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The calculation, step by step' })).toBeVisible()
  // A check sent before the page hydrated answers with a streamed page: the receipt is read once the link after
  // it has arrived, not while its text is still coming in (CI, 2026-11-30 20:13: 23 characters of it were read).
  await expect(page.getByRole('link', { name: 'Download receipt.sig' })).toBeVisible()
  const receipt = await page.getByLabel('Receipt (canonical JSON)').textContent()
  expect(JSON.parse(receipt ?? '')).toMatchObject({
    calculator: 'loan',
    results: { 'Monthly payment': '$489.15' },
  })
  expect(await seriousAxeViolations(page)).toEqual([])
  const key = await page.request.get('/.well-known/brightline-receipt-key.pem')
  expect(await key.text()).toContain('-----BEGIN PUBLIC KEY-----')
  const jwks = (await (await page.request.get('/.well-known/brightline-receipt-keys.json')).json()) as {
    keys: { kid: string }[]
  }
  expect(jwks.keys[0]?.kid).toBe(JSON.parse(receipt ?? '{}').keyId)
})

test('at 390 px nothing scrolls sideways, refused inputs are listed and axe finds nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/accuracy/check?calculator=retirement&raise=50')
  await expect(page.getByRole('alert')).toContainText('Annual raise must be between 0% and 20%')
  await page.goto('/accuracy/check?calculator=cd&deposit=1000&rate=5.25&days=365&compounding=daily')
  await expect(page.getByText('5.39%').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousAxeViolations(page)).toEqual([])
  // A calculator whose steps live in its own folder (apr/steps.ts): the long formulas wrap, axe passes.
  await page.goto('/accuracy/check?calculator=apr&amount=300000&rate=6.5&months=360&fees=3000&points=1')
  await expect(page.getByText('= $294,000.00').first()).toBeVisible()
  await expect(page.getByText(/Check: present value of the payments/)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousAxeViolations(page)).toEqual([])
})
