import type { Browser } from 'playwright-core'
import { mainThreadTasks } from './trace-tasks'

/**
 * The work a page load costs the renderer's main thread, by its thread's CPU time rather than the clock: a busy
 * machine stretches tasks by the clock (Lighthouse's blocking time with them) but not the CPU they use. From
 * navigation until the network and the page have been quiet for 3 s. `blockingCpu` counts what each task's CPU
 * time, slowed four times as Lighthouse's mobile preset simulates, spends beyond 50 ms.
 */
export async function loadCpu(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
  const page = await context.newPage()
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
  await page.waitForTimeout(3000)
  const tasks = mainThreadTasks(await browser.stopTracing())
  await context.close()
  const cpu = tasks.reduce((sum, task) => sum + task.cpu, 0)
  const blockingCpu = tasks.reduce((sum, task) => sum + Math.max(0, task.cpu * 4 - 50), 0)
  return { cpu, blockingCpu }
}
