import type { FrameLocator, Page } from '@playwright/test'
import { pdfTextLines } from '../../app/lib/reports/pdf-text'
import { expect } from './fixtures'

/** The lines of the PDF behind the link named `name` in `scope`, fetched as the visitor's browser would. */
export async function pdfLines(
  page: Page,
  scope: Page | FrameLocator,
  name: RegExp,
  calculatorHost = page.url(),
) {
  const href = await scope.getByRole('link', { name }).getAttribute('href')
  expect(href).toMatch(/\/report\.pdf\?/)
  const response = await page.request.get(new URL(href!, calculatorHost).toString())
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  return pdfTextLines(Buffer.from(await response.body()))
}

/** Presses the share button named `name` and returns the link it gives (copied or shown to copy). */
export async function sharedLink(scope: Page | FrameLocator, name: RegExp) {
  await scope.getByRole('button', { name }).click()
  const field = scope.getByTestId('share-url')
  await expect(field).toHaveValue(/^http/)
  return field.inputValue()
}
