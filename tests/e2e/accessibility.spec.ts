import type { Page } from '@playwright/test'
import { calculators } from '../../app/calculators/registry'
import { axeScan, expect, hydrated, test } from './fixtures'

/*
 * The evidence behind the accessibility conformance report (app/lib/accessibility/conformance.ts): every
 * calculator of the registry, as a client's visitors get it — in a client's own brand colours and font, in
 * English and Spanish — checked against every WCAG 2.0, 2.1 and 2.2 A and AA rule axe-core has, at 320 CSS px
 * (1280 px at 400 % zoom), and by keyboard alone. A criterion the report marks "Supports" cites a check here.
 */
const CLIENT_BRAND = 'color=%237a1f5c&accent=%23f4c95d&font=merriweather'
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function wcagViolations(page: Page) {
  const results = await axeScan(page).withTags(WCAG_TAGS).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

type Stop = { name: string; top: number; focusVisible: boolean; unobscured: boolean }

/** Presses Tab until focus leaves the page, recording each stop: where it is, and whether it can be seen. */
async function tabThrough(page: Page, limit: number) {
  const stops: Stop[] = []
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate((): Stop | null => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return null
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      const ringed = style.boxShadow !== 'none'
      // The part of the element inside the viewport (a long scrolling table is mostly outside it).
      const left = Math.max(box.left, 0)
      const right = Math.min(box.right, window.innerWidth)
      const top = Math.max(box.top, 0)
      const bottom = Math.min(box.bottom, window.innerHeight)
      const hit =
        right > left && bottom > top
          ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
          : null
      // Its place in the document, whatever boxes around it have scrolled (a card that scrolls within).
      let scrolled = 0
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        scrolled += parent.scrollTop
      return {
        name: `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') || element.id || element.textContent?.trim().slice(0, 40) || ''}" at ${Math.round(box.top + scrolled)}`,
        top: box.top + scrolled,
        focusVisible: outlined || ringed,
        unobscured: hit !== null && (hit === element || element.contains(hit) || hit.contains(element)),
      }
    })
    if (!stop) return { stops, left: true }
    stops.push(stop)
  }
  return { stops, left: false }
}

for (const { name, title } of calculators) {
  test.describe(`${title.en}: conformance evidence`, () => {
    // axe with every WCAG rule over a long schedule takes tens of seconds on a busy 2-core machine.
    test.describe.configure({ timeout: 180_000 })
    test('in a client brand, in English and in Spanish, it passes every WCAG A and AA rule axe checks', async ({
      page,
    }) => {
      await page.goto(`/embed/${name}-calculator?${CLIENT_BRAND}`)
      await expect(page.getByTestId('result-summary')).toBeVisible()
      expect(await wcagViolations(page)).toEqual([])
      await page.goto(`/embed/${name}-calculator?${CLIENT_BRAND}&lang=es`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByTestId('result-summary')).toBeVisible()
      expect(await wcagViolations(page)).toEqual([])
    })

    test('at 320 px it reflows, and by keyboard alone every control is reached in order, visibly, with no trap', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`/embed/${name}-calculator?${CLIENT_BRAND}`)
      await hydrated(page)
      // 1.4.10 Reflow: no horizontal scrolling of the page (a data table may scroll within its own box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      // 1.4.5 Images of Text: no raster images carry text (charts are SVG with text alternatives).
      await expect(page.locator('img:not([alt=""])')).toHaveCount(0)
      // 2.3.3 (and 2.2.2): nothing moves for a visitor who asked for reduced motion.
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)

      const focusable = await page
        .locator(
          'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex="0"]',
        )
        .count()
      const { stops, left } = await tabThrough(page, focusable + 5)
      // 2.1.2 No Keyboard Trap: Tab leaves the calculator after its last control.
      expect(left, `focus stayed inside after ${stops.length} Tab presses`).toBe(true)
      expect(stops.length).toBeGreaterThan(0)
      // 2.4.7 Focus Visible and 2.4.11 Focus Not Obscured: each stop shows a focus indicator and is not covered.
      expect(stops.filter((stop) => !stop.focusVisible).map((stop) => stop.name)).toEqual([])
      expect(stops.filter((stop) => !stop.unobscured).map((stop) => stop.name)).toEqual([])
      // 1.3.2 and 2.4.3: in one column, focus moves down the page, never back up.
      const upward = stops.filter((stop, index) => index > 0 && stop.top < stops[index - 1]!.top - 4)
      expect(upward.map((stop) => stop.name)).toEqual([])
    })
  })
}
