import { expect, test } from './fixtures'

test('the health check answers once the database is open', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('an unknown path answers 404 with the not-found page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  // The browser reports the 404 document itself as a failed resource; nothing else may fail.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes('404')))
})
