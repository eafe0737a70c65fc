import { describe, expect, it } from 'vitest'
import { NONCE_PLACEHOLDER } from '~/lib/request-context'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { paintFirst, paintFirstStream } from './paint-first.server'

const nonce = `nonce="${NONCE_PLACEHOLDER}"`
const boot = `import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");`
// The shape React Router writes (links marked low priority by entry.server): modulepreload links in the head,
// the boot module at the end of the body.
const page =
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" ${nonce}/>` +
  `<link rel="modulepreload" fetchpriority="low" href="/assets/root-1.js" ${nonce}/></head>` +
  `<body><main>Content <b>© it’s</b></main><script ${nonce} type="module" async="">${boot}</script>` +
  `<script ${nonce}>window.after = 1</script></body></html>`

describe('paintFirstStream', () => {
  // A server-rendered page arrives in chunks, cut anywhere (inside a tag, inside a character), and React may
  // append streamed Suspense content after the boot module.
  const streamed = page.replace(
    '</body>',
    '<div hidden id="S:0">late</div><script>$RC("B:0","S:0")</script></body>',
  )
  const bytes = Buffer.from(streamed)

  it.each([1, 7, 64, bytes.length])(
    'rewrites the page as paintFirst does, in chunks of %i bytes',
    async (size) => {
      const chunks = []
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
      expect(await text(Readable.from(chunks).pipe(paintFirstStream()))).toBe(paintFirst(streamed))
    },
  )

  it('lets a document of another shape through unchanged', async () => {
    const other = '<!DOCTYPE html><html><body>No scripts © here</body></html>'
    expect(await text(Readable.from([Buffer.from(other)]).pipe(paintFirstStream()))).toBe(other)
  })
})

describe('paintFirst', () => {
  const rewritten = paintFirst(page)

  it('leaves nothing in the page that would fetch a script before the first paint', () => {
    expect(rewritten).not.toContain('rel="modulepreload"')
    expect(rewritten).not.toContain('type="module"')
    expect(rewritten).toContain('<main>Content <b>© it’s</b></main>')
    expect(rewritten).toContain(`<script ${nonce}>window.after = 1</script></body></html>`)
  })

  it('keeps the boot module, inert, for a nonced loader that inserts it and the preloads after the paint', () => {
    expect(rewritten).toContain(`<script ${nonce} id="rr-boot" type="text/plain">${boot}</script>`)
    const scripts = [...rewritten.matchAll(new RegExp(`<script ${nonce}>([\\s\\S]*?)</script>`, 'g'))].map(
      (m) => m[1]!,
    )
    const loader = scripts.find((script) => script.includes('first-contentful-paint'))!
    expect(loader).toContain('base = "/assets/", hrefs = ["entry.client-1.js","root-1.js"]')
    // The click holder comes first, in the head, where the preload links were.
    expect(rewritten.indexOf('data-early-click')).toBeLessThan(rewritten.indexOf('</head>'))
    for (const script of scripts) expect(() => new Function(script)).not.toThrow()
  })

  it('inserts the scripts only once the browser reports the first contentful paint', () => {
    const loader = loaderOf(rewritten)
    const world = fakeBrowser()
    world.run(loader)
    world.flushTimers()
    expect(world.inserted).toEqual([])
    world.report('first-paint')
    world.flushTimers()
    expect(world.inserted).toEqual([])
    world.report('first-contentful-paint')
    world.flushTimers()
    expect(world.inserted).toEqual(['/assets/entry.client-1.js', '/assets/root-1.js', 'module'])
  })

  it('inserts them without waiting in a hidden page, which never paints', () => {
    const world = fakeBrowser('hidden')
    world.run(loaderOf(rewritten))
    world.flushTimers()
    expect(world.inserted).toEqual(['/assets/entry.client-1.js', '/assets/root-1.js', 'module'])
  })

  it('adds one preload a task (a cached script compiles as its link is added), then the boot module', () => {
    const world = fakeBrowser('hidden')
    world.run(loaderOf(rewritten))
    expect(world.inserted).toEqual(['/assets/entry.client-1.js'])
    world.runOneTurn()
    expect(world.inserted).toEqual(['/assets/entry.client-1.js', '/assets/root-1.js'])
    world.runOneTurn()
    expect(world.inserted).toEqual(['/assets/entry.client-1.js', '/assets/root-1.js', 'module'])
  })

  it("writes React Router's route manifest on one line, the same manifest", () => {
    const manifest = { entry: { module: '/assets/entry.client-1.js', imports: ['/a.js'] }, version: 'x' }
    const pretty = `${boot}\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.x = 1;`
    const inert = /id="rr-boot" type="text\/plain">([\s\S]*?)<\/script>/.exec(
      paintFirst(page.replace(boot, pretty)),
    )![1]!
    expect(inert).toBe(
      `${boot}\n  window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  window.x = 1;`,
    )
  })

  it('passes a page of another shape unchanged', () => {
    const other = `<html><body><script type="module">import "/x.js"</script><p>a < b</p></body></html>`
    expect(paintFirst(other)).toBe(other)
  })
})

function loaderOf(html: string) {
  const scripts = [...html.matchAll(new RegExp(`<script ${nonce}>([\\s\\S]*?)</script>`, 'g'))]
  return scripts.map((m) => m[1]!).find((script) => script.includes('first-contentful-paint'))!
}

/** Just enough of a browser for the loader: what it inserts, its timers, and the paint entries it observes. */
function fakeBrowser(visibilityState = 'visible') {
  const inserted: string[] = []
  const timers: Array<() => void> = []
  const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }, o: unknown) => void> = []
  const element = (tag: string) => ({ tag, rel: '', href: '', type: '', nonce: '', textContent: '' })
  const document = {
    visibilityState,
    head: { appendChild: (link: { href: string }) => inserted.push(link.href) },
    createElement: element,
    addEventListener: () => {},
    getElementById: () => ({ nonce: 'n', textContent: 'boot', replaceWith: () => inserted.push('module') }),
  }
  class PerformanceObserver {
    static supportedEntryTypes = ['paint']
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback)
    }
    observe() {}
    disconnect() {}
  }
  return {
    inserted,
    run: (script: string) =>
      new Function(
        'document',
        'window',
        'PerformanceObserver',
        'setTimeout',
        'requestAnimationFrame',
        script,
      )(
        document,
        { PerformanceObserver },
        PerformanceObserver,
        (callback: () => void, ms = 0) => {
          if (ms === 0) timers.push(callback)
        },
        () => {},
      ),
    report: (name: string) =>
      observers.forEach((callback) =>
        callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => {} }),
      ),
    /** Runs the timers due now, and those they set in turn. */
    flushTimers: () => {
      while (timers.length > 0) timers.splice(0).forEach((callback) => callback())
    },
    /** Runs only the timers due now: one task's worth. */
    runOneTurn: () => timers.splice(0).forEach((callback) => callback()),
  }
}
