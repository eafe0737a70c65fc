import { calculators } from '../../app/calculators/registry'
import { accuracySpecs } from '../../app/lib/accuracy/references'
import { expect, seriousAxeViolations, test } from './fixtures'

// The accuracy ledger (decision 0046): prerendered, its cases computed by the engines at build time.

const referenceCases = Object.values(accuracySpecs).reduce((sum, spec) => sum + spec.cases.length, 0)

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`/accuracy at ${viewport.width} px lists every calculator's passing cases, fits the screen and passes axe`, async ({
    page,
  }) => {
    // The longest page of the site (every calculator's cases) read whole by axe: 1.7–2.5 min at load 20.
    test.setTimeout(300_000)
    await page.setViewportSize(viewport)
    await page.goto('/accuracy')
    await expect(page.getByRole('heading', { level: 1, name: 'Accuracy Ledger' })).toBeVisible()
    for (const { title } of calculators) {
      await expect(page.getByRole('heading', { level: 2, name: title.en, exact: true })).toBeVisible()
    }
    // A table on a desktop, cards on a phone; every case passes.
    const table = page.getByRole('region', { name: 'Reference cases' }).first()
    if (viewport.width >= 768) await expect(table).toBeVisible()
    else await expect(table).toBeHidden()
    await expect(page.getByText('Fail', { exact: true })).toHaveCount(0)
    // The registry's sections (specialty calculators other journeys publish have a section of their own).
    const registry = page.locator(calculators.map(({ name }) => `section#${name}`).join(', '))
    await expect(registry.getByText('Pass', { exact: true }).filter({ visible: true })).toHaveCount(
      referenceCases,
    )
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(viewport.width)
    expect(await seriousAxeViolations(page)).toEqual([])
  })
}

test('the errata list each correction with its versions, and the Atom feed is well-formed Atom 1.0', async ({
  page,
  request,
}) => {
  await page.goto('/accuracy/errata')
  await expect(page.getByRole('heading', { level: 1, name: 'Accuracy Errata' })).toBeVisible()
  const affordability = page.getByRole('article', {
    name: 'The affordable price is the exact solution, rounded down',
  })
  await expect(affordability).toContainText('Version 1 affected; corrected in version 2')
  await expect(affordability).toContainText('$130,004')
  await expect(affordability).toContainText('$130,000')
  expect(await seriousAxeViolations(page)).toEqual([])

  const response = await request.get('/accuracy/errata.atom')
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const feed = await page.evaluate(
    (xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml')
      const root = document.documentElement
      const entries = [...root.getElementsByTagName('entry')]
      return {
        error: document.getElementsByTagName('parsererror').length,
        namespace: root.namespaceURI,
        root: root.localName,
        required: ['id', 'title', 'updated', 'author'].map(
          (name) => root.getElementsByTagName(name).length > 0,
        ),
        entries: entries.map((entry) =>
          ['id', 'title', 'updated', 'summary'].every(
            (name) => entry.getElementsByTagName(name).length === 1,
          ),
        ),
      }
    },
    await response.text(),
  )
  expect(feed.error).toBe(0)
  expect(feed.root).toBe('feed')
  expect(feed.namespace).toBe('http://www.w3.org/2005/Atom')
  expect(feed.required).toEqual([true, true, true, true])
  expect(feed.entries.length).toBeGreaterThanOrEqual(4)
  expect(feed.entries.every(Boolean)).toBe(true)
})

test('the footer and each calculator page link to the ledger; the sitemap lists it', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const footer = page.getByRole('navigation', { name: 'Footer' })
  await expect(footer.getByRole('link', { name: 'Accuracy Ledger', exact: true })).toHaveAttribute(
    'href',
    '/accuracy',
  )
  await expect(footer.getByRole('link', { name: 'Request a Demo', exact: true })).toHaveAttribute(
    'href',
    '/contact-us',
  )
  await page.goto('/calculators/mortgage')
  await page.getByRole('link', { name: 'How we check this' }).click()
  await expect(page).toHaveURL(/\/accuracy#mortgage$/)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Mortgage Calculator', exact: true }),
  ).toBeInViewport()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/accuracy</loc>')
  expect(sitemap).toContain('/accuracy/errata</loc>')
  expect(sitemap).toContain('/accuracy/specialty</loc>')
})
