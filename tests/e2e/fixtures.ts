import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Frame, type FrameLocator, type Page } from '@playwright/test'

// `E2E_CPU_THROTTLE=4` runs each page's main thread four times slower (docs/testing.md, hunting a flake): what
// a busy CI machine does at random, such as hydrating after the test's next step, it then does every time.
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1)

async function throttled(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle })
}

/** Fails the test on any browser console error or CSP violation, the way a careful reviewer would. */
export const test = base.extend<{ consoleErrors: string[]; ownContextsClosed: void }>({
  // A worker's browser outlives its tests: the contexts a test opens itself (`browser.newContext()`, a second
  // visitor, an account made by signUpAndVerify) are closed when it passes, or their pages keep running and
  // polling for the rest of the run (a CI failure's screenshots showed 24 pages open in one browser, and the
  // late tests of a 15-minute run slowed past their waits). A failed test keeps them for its screenshots.
  ownContextsClosed: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts())
      // Throttled (below), the pages of the contexts a test opens itself run as slowly as its `page`.
      const newContext = browser.newContext
      if (cpuThrottle > 1)
        browser.newContext = async (...options) => {
          const context = await newContext.apply(browser, options)
          context.on('page', (opened) => void throttled(opened).catch(() => {}))
          return context
        }
      await use()
      browser.newContext = newContext
      if (testInfo.status !== testInfo.expectedStatus) return
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      )
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      // Chromium reports some CSP violations (an eval probe, say) only as DevTools issues, not in the console.
      const devtools = await page.context().newCDPSession(page)
      devtools.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code === 'ContentSecurityPolicyIssue')
          errors.push(`CSP violation: ${JSON.stringify(issue.details)}`)
      })
      await devtools.send('Audits.enable')
      if (cpuThrottle > 1) await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle })
      await use(errors)
      expect(errors, 'browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Serious and critical axe-core violations on the page as it is now. */
/** `exclude`: selectors axe leaves out (a sandboxed frame whose page is checked where it is served). */
export async function seriousAxeViolations(page: Page, { exclude = [] as string[] } = {}) {
  // A toast that arrives while axe reads the page (the sign-in's, asked for by the page once it has hydrated)
  // is read mid-fade: a scan counts only if no toast came or went during it (the flake hunt of 2026-11-29
  // saw `two-factor.spec` read one so, on both databases). Five scans are the bound, for a page that keeps
  // toasting.
  let violations: string[] = []
  for (let scan = 0; scan < 5; scan++) {
    await pageStill(page)
    const watch = await page.evaluateHandle(() => {
      const toast = (node: Node) =>
        node instanceof Element &&
        (node.matches('[data-sonner-toast]') || !!node.querySelector('[data-sonner-toast]'))
      const state = { changed: false, observer: null as MutationObserver | null }
      state.observer = new MutationObserver((records) => {
        if (
          records.some(
            (record) =>
              [...record.addedNodes, ...record.removedNodes].some(toast) ||
              (record.type === 'attributes' && toast(record.target)),
          )
        )
          state.changed = true
      })
      state.observer.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-mounted', 'data-removed'],
      })
      return state
    })
    violations = await analyzeSerious(page, exclude)
    const changed = await watch.evaluate((state) => {
      state.observer?.disconnect()
      return state.changed
    })
    await watch.dispose()
    if (!changed) break
  }
  return violations
}

/**
 * A toast fading in or out is read at whatever opacity it has reached: the page is still once its running
 * finite animations and transitions are done (an endless spinner does not count), and no toast sits between
 * being inserted (opacity 0, nothing running yet) and the frame that starts its fade-in, or is leaving.
 */
async function pageStill(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Infinity,
            ).length +
          document.querySelectorAll(
            '[data-sonner-toast]:not([data-mounted="true"]), [data-sonner-toast][data-removed="true"]',
          ).length,
      ),
    )
    .toBe(0)
}

// Only violations are read: axe then keeps one node of each passing rule instead of all of them (10–19 % less
// time a scan, quiet machine, 2026-11-30). A frame's violations are still found (axe-scan.spec.ts).
const VIOLATIONS_ONLY = { resultTypes: ['violations' as const] }

/** Whether every frame of the page is of the page's own origin (blank and srcdoc frames are). */
function framesOfOneOrigin(page: Page) {
  const origin = new URL(page.url()).origin
  return page.frames().every((frame) => {
    const url = frame.url()
    return url === '' || url.startsWith('about:') || new URL(url).origin === origin
  })
}

/**
 * An axe scan of the page and its frames, violations only. By default a scan gathers its frames' results in a
 * blank page it opens, with axe put into it again; axe's legacy mode reads the frames from the page itself.
 * Legacy mode took ~30 % of the browser's CPU and ~70 % of the worker's off each scan, with the same results
 * (six pages, 18 scans each way, 2026-11-30), but it reads no frame of another origin: it is used only when
 * every frame is of the page's origin. axe-scan.spec.ts checks a frame of each kind.
 */
export function axeScan(page: Page) {
  const builder = waitingForFrames(new AxeBuilder({ page }).options(VIOLATIONS_ONLY))
  return framesOfOneOrigin(page) ? builder.setLegacyMode(true) : builder
}

type AxeInternals = {
  inject(frames: Frame[], shouldThrow?: boolean): Promise<void>
  script(): string
  axeConfigure(): Promise<string>
}

/**
 * @axe-core/playwright (4.13) gives each frame 1 s to take axe (its private `inject`) and, past it, scans the page
 * without that frame and says nothing: on CI's loaded machine a frame's violations went unseen (2026-12-02). The
 * builder's injection here waits as long as the frame takes, in the test's own timeout; a frame that cannot take
 * axe (one being removed) is still skipped when the library would skip it. axe-scan.spec.ts holds a frame 3 s.
 */
function waitingForFrames(builder: AxeBuilder) {
  const internals = builder as unknown as AxeInternals
  if (typeof internals.inject !== 'function' || typeof internals.axeConfigure !== 'function') {
    throw new Error('@axe-core/playwright no longer injects as axeScan expects (tests/e2e/fixtures.ts)')
  }
  internals.inject = async (frames, shouldThrow) => {
    for (const frame of frames) {
      try {
        await frame.evaluate(internals.script())
        await frame.evaluate(await internals.axeConfigure())
      } catch (error) {
        if (shouldThrow) throw error
      }
    }
  }
  return builder
}

async function analyzeSerious(page: Page, exclude: string[]) {
  const builder = axeScan(page)
  for (const selector of exclude) builder.exclude(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}

/**
 * Waits until React has hydrated the page (or frame), so typed input and listeners are not lost. Scripts load
 * after the first paint (docs/decisions/0008): on a busy machine that can take a while. A frame on one of our
 * pages boots when the visitor reaches for it (decision 0022): the pointer goes over its heading first.
 *
 * Hydrated means committed: React marks each element as it renders it, before it commits the whole page in one
 * go, so a marked heading is not enough. Until the commit, what the test does to a control is lost or undone
 * (a rate chosen in the editor went back to "a number" on CI's machine and at `E2E_CPU_THROTTLE=8`). The
 * document's root (or an island's, decision 0104) is committed once its state is no longer the server's
 * dehydrated one.
 */
export async function hydrated(scope: Page | FrameLocator) {
  if ('owner' in scope) await scope.locator('h1').first().hover()
  await expect
    .poll(
      () =>
        scope
          .locator('h1')
          .first()
          .evaluate((element) => {
            if (!Object.keys(element).some((key) => key.startsWith('__reactFiber'))) return false
            // The root's container: the document, or an island's element (decision 0104).
            for (let node: Node | null = element; node; node = node.parentNode) {
              const holder = node as Node & Record<string, unknown>
              const container = Object.keys(holder).find((key) => key.startsWith('__reactContainer'))
              if (!container) continue
              const root = (holder[container] as { stateNode?: ReactRoot } | undefined)?.stateNode
              return root?.current.memoizedState?.isDehydrated === false
            }
            return false
          }),
      { timeout: 20_000 },
    )
    .toBe(true)
}

/** The paths of the scripts the page requests from now on, the list growing as it does. */
export function scriptPaths(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/** The little of React's root that `hydrated` reads (React DOM 19's `FiberRoot`). */
type ReactRoot = { current: { memoizedState?: { isDehydrated?: boolean } } }

/**
 * Holds the page's scripts back until `release()` is called, to act as a quick visitor does on a slow phone:
 * prerendered pages load their scripts after the first paint (app/lib/paint-first.server.ts), and on a slow
 * connection any page's scripts arrive late.
 */
export async function holdScripts(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** The browser logs the 400 that answers a refused form as an error; a test that causes exactly one says so. */
export function allowOneRefusal(consoleErrors: string[]) {
  const refused = 'Failed to load resource: the server responded with a status of 400 (Bad Request)'
  expect(consoleErrors.filter((text) => text === refused)).toHaveLength(1)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => text !== refused))
}
