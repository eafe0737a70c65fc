// The longest main-thread task while a visitor types into each embed (issue 26 §4: none over 50 ms).
import type { Browser } from 'playwright-core'
import { calculators } from '../app/calculators/registry'
import { launchChromium } from './browser'
import type { RunningServer } from './support'
import { mainThreadTasks } from './trace-tasks'

/**
 * Each embed's first text field is emptied and its value typed again key by key, 30 ms apart: every key
 * recomputes the results (the intermediate values too, e.g. 3, 35, 350 …), chart included.
 */
async function typingTasks(browser: Browser, url: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  const field = page.getByRole('textbox').first()
  const name = (await field.getAttribute('name')) ?? ''
  const value = await field.inputValue()
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  await field.fill('')
  await field.pressSequentially(value, { delay: 30 })
  // The last key's recompute and paint: the page settles within a frame or two.
  await page.waitForTimeout(500)
  const tasks = mainThreadTasks(await browser.stopTracing())
  await context.close()
  const byWall = tasks.reduce((a, b) => (b.wall > a.wall ? b : a), { wall: 0, cpu: 0 })
  const longestCpu = Math.max(0, ...tasks.map((task) => task.cpu))
  return { field: name, typed: value, byWall, longestCpu }
}

export async function typingPerEmbed(server: RunningServer) {
  const browser = await launchChromium()
  const rows = []
  try {
    for (const { name } of calculators) {
      const result = await typingTasks(browser, `${server.origin}/embed/${name}-calculator`)
      rows.push({
        embed: `/embed/${name}-calculator`,
        field: result.field,
        typed: result.typed,
        'longest task by the clock ms': Math.round(result.byWall.wall),
        'its CPU ms': Math.round(result.byWall.cpu),
        'longest task CPU ms': Math.round(result.longestCpu),
        // The page's own work: the clock adds the waits for a core on a busy machine (load average printed).
        'CPU ≤ 50': result.longestCpu <= 50 ? 'ok' : 'OVER',
      })
    }
  } finally {
    await browser.close()
  }
  return rows
}
