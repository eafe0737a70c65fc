import { describe, expect, it } from 'vitest'
import { NONCE_PLACEHOLDER } from '~/lib/request-context'
import { paintFirst } from './paint-first'

const nonce = `nonce="${NONCE_PLACEHOLDER}"`
const boot = `import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");`
// The shape React Router writes: modulepreload links in the head, the boot module at the end of the body.
const page =
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" ${nonce}/>` +
  `<link rel="modulepreload" href="/assets/root-1.js" ${nonce}/></head>` +
  `<body><main>Content <b>© it’s</b></main><script ${nonce} type="module" async="">${boot}</script>` +
  `<script ${nonce}>window.after = 1</script></body></html>`

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
    const loader = scripts.find((script) => script.includes('requestAnimationFrame'))!
    expect(loader).toContain('["/assets/entry.client-1.js","/assets/root-1.js"]')
    // The click holder comes first, in the head, where the preload links were.
    expect(rewritten.indexOf('data-early-click')).toBeLessThan(rewritten.indexOf('</head>'))
    for (const script of scripts) expect(() => new Function(script)).not.toThrow()
  })

  it('passes a page of another shape unchanged', () => {
    const other = `<html><body><script type="module">import "/x.js"</script><p>a < b</p></body></html>`
    expect(paintFirst(other)).toBe(other)
  })
})
