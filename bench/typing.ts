// The longest main-thread task while a visitor types into each embed (issue 26 §4: none over 50 ms).
import type { Browser } from 'playwright-core'
import { calculators } from '../app/calculators/registry'
import { launchChromium } from './browser'
import type { RunningServer } from './support'

/**
 * Each embed's first text field is emptied and its value typed again key by key, 30 ms apart: every key
 * recomputes the results (the intermediate values too, e.g. 3, 35, 350 …), schedule and chart included.
 */
async function longestTaskTyping(browser: Browser, url: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(() => {
    const longest = { ms: 0 }
    Object.assign(window, { longest })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest.ms = Math.max(longest.ms, entry.duration)
    }).observe({ type: 'longtask' })
  })
  const field = page.getByRole('textbox').first()
  const name = (await field.getAttribute('name')) ?? ''
  const value = await field.inputValue()
  await field.fill('')
  await field.pressSequentially(value, { delay: 30 })
  // The last key's recompute and paint: the page settles within a frame or two.
  await page.waitForTimeout(500)
  const ms = await page.evaluate(() => (window as unknown as { longest: { ms: number } }).longest.ms)
  await context.close()
  return { field: name, typed: value, ms }
}

export async function typingPerEmbed(server: RunningServer) {
  const browser = await launchChromium()
  const rows = []
  try {
    for (const { name } of calculators) {
      const result = await longestTaskTyping(browser, `${server.origin}/embed/${name}-calculator`)
      rows.push({
        embed: `/embed/${name}-calculator`,
        field: result.field,
        typed: result.typed,
        'longest task ms (0 = none over 50 ms)': Math.round(result.ms),
        target: result.ms <= 50 ? 'ok' : 'OVER',
      })
    }
  } finally {
    await browser.close()
  }
  return rows
}
