import { describe, expect, it } from 'vitest'
import { NONCE_PLACEHOLDER } from '~/lib/request-context'
import { paintFirst } from './paint-first'

const nonce = `nonce="${NONCE_PLACEHOLDER}"`
const boot = `import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");`
// The shape React Router writes: modulepreload links in the head, the boot module at the end of the body.
const page =
  `<html><head><link rel="modulepreload" href="/assets/entry.client-1.js" ${nonce}/>` +
  `<link rel="modulepreload" href="/assets/root-1.js" ${nonce}/></head>` +
  `<body><main>Content</main><script ${nonce} type="module" async="">${boot}</script></body></html>`

describe('paintFirst', () => {
  const rewritten = paintFirst(page)

  it('leaves nothing in the page that would fetch a script before the first paint', () => {
    expect(rewritten).not.toContain('rel="modulepreload"')
    expect(rewritten).not.toContain('type="module"')
    expect(rewritten).toContain('<main>Content</main>')
  })

  it('keeps the boot module, inert, for a nonced loader that inserts it and the preloads after the paint', () => {
    expect(rewritten).toContain(`<script ${nonce} id="rr-boot" type="text/plain">${boot}</script>`)
    const loader = /<script nonce="[^"]+">([\s\S]*?)<\/script><\/body>/.exec(rewritten)![1]!
    expect(loader).toContain('["/assets/entry.client-1.js","/assets/root-1.js"]')
    expect(loader).toContain('requestAnimationFrame')
    expect(() => new Function(loader)).not.toThrow()
  })

  it('returns a page of another shape unchanged', () => {
    const other = `<html><body><script type="module">import "/x.js"</script></body></html>`
    expect(paintFirst(other)).toBe(other)
  })
})
