import { expect, seriousAxeViolations, test } from './fixtures'
import { outboxMails } from './outbox'
import type { Page } from '@playwright/test'

const success = "Your message has been sent successfully. We'll get back to you soon!"

/** The owner's e-mail for `email`, as the worker left it in the server's outbox folder. */
async function ownerMailFor(email: string) {
  let found: string | undefined
  await expect
    .poll(async () => {
      found = (await outboxMails()).find(({ raw }) => raw.includes(email))?.raw
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

async function fillValid(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Grace')
  await page.getByLabel('Last Name').fill('Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Company').fill('Prairie Credit Union')
  await page.getByLabel('Message').fill('We would like loan and CD calculators in our colours.')
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`

/** The browser logs a failed request as an error; these tests cause exactly that one on purpose. */
function allowFailedRequestLog(consoleErrors: string[]) {
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !text.startsWith('Failed to load resource')),
  )
}

test('each field shows its validation message at submit and clears it as it is corrected', async ({
  page,
}) => {
  await page.goto('/contact-us')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await expect(page.getByText('Last name is required')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible()
  await expect(page.getByLabel('First Name')).toBeFocused()
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true')
  expect(await seriousAxeViolations(page)).toEqual([])

  await page.getByLabel('First Name').fill('Grace')
  await expect(page.getByText('First name is required')).toBeHidden()
  await page.getByLabel('Email').fill('grace@')
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await page.getByLabel('Email').fill('grace@example.com')
  await expect(page.getByText('Please enter a valid email address')).toBeHidden()
  await page.getByLabel('Message').fill('too short')
  await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible()
  await page.getByLabel('Message').fill('long enough now')
  await expect(page.getByText('Message must be at least 10 characters long')).toBeHidden()
  await expect(page.getByText('Last name is required')).toBeVisible()
})

test("'Get Started Today' on the home page opens the form with its message filled in", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Get Started Today' }).first().click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect(page.getByLabel('Message')).toHaveValue(/interested in getting started/)
  await page.reload()
  await expect(page.getByLabel('Message')).toHaveValue(/interested in getting started/)
})

test(
  "sending shows 'Sending...', then the success toast and an empty form; the owner is e-mailed",
  { tag: '@postgres' },
  async ({ page }) => {
    const email = uniqueEmail('js')
    await page.goto('/contact-us')
    await fillValid(page, email)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/send-contact-email', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Send Message' }).click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeVisible()
    await expect(sending).toBeDisabled()
    release()
    await expect(page.getByText('Success!')).toBeVisible()
    await expect(page.getByText(success)).toBeVisible()
    for (const label of ['First Name', 'Last Name', 'Email', 'Company', 'Message']) {
      await expect(page.getByLabel(label)).toHaveValue('')
    }
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    const mail = await ownerMailFor(email)
    expect(mail).toContain('To: owner@brightline-e2e.test')
    expect(mail).toContain(`Reply-To: Grace Hopper <${email}>`)
  },
)

test('a server error keeps the message and shows the error toast', async ({ page, consoleErrors }) => {
  await page.goto('/contact-us')
  await fillValid(page, uniqueEmail('server-error'))
  await page.route('**/api/send-contact-email', (route) =>
    route.fulfill({ status: 500, json: { error: 'boom' } }),
  )
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue(
    'We would like loan and CD calculators in our colours.',
  )
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  allowFailedRequestLog(consoleErrors)
})

test('a network failure shows the unexpected-error toast', async ({ page, consoleErrors }) => {
  await page.goto('/contact-us')
  await fillValid(page, uniqueEmail('offline'))
  await page.route('**/api/send-contact-email', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(page.getByText('An unexpected error occurred. Please try again.')).toBeVisible()
  await expect(page.getByLabel('First Name')).toHaveValue('Grace')
  allowFailedRequestLog(consoleErrors)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'the form posts, shows the field errors, then the success message',
    { tag: '@postgres' },
    async ({ page, consoleErrors }) => {
      const email = uniqueEmail('no-js')
      await page.goto('/contact-us')
      await page.getByLabel('First Name').fill('Grace')
      await page.getByLabel('Email').fill('not-an-email')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByText('Last name is required')).toBeVisible()
      await expect(page.getByText('Please enter a valid email address')).toBeVisible()
      await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible()
      await expect(page.getByLabel('First Name')).toHaveValue('Grace')

      await fillValid(page, email)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByRole('status')).toHaveText(success)
      await expect(page.getByLabel('Message')).toHaveValue('')
      await ownerMailFor(email)
      // The page with field errors is answered 400, which the browser logs.
      allowFailedRequestLog(consoleErrors)
    },
  )
})
