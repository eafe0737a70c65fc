import { describe, expect, it } from 'vitest'
import { isIslandPage, islandJson } from './island'

describe('an island', () => {
  it("writes its props as JSON that no client's text can close early, and reads back the same", () => {
    const props = { title: 'Loans </script><script>alert(1)</script>', note: 'a\u2028b\u2029c' }
    const text = islandJson(props)
    expect(text).not.toMatch(/<\/script/i)
    expect(text).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(props)
  })

  it("leaves React Router's scripts out of a page only when a route rendered an island", () => {
    expect(isIslandPage([{ loaderData: { origin: 'x' } }, { loaderData: { island: { html: '' } } }])).toBe(
      true,
    )
    // Under the development server the loader gives no island: the router hydrates the page.
    expect(isIslandPage([{ loaderData: { origin: 'x' } }, { loaderData: { island: null } }])).toBe(false)
    expect(isIslandPage([{ loaderData: undefined }, { loaderData: null }])).toBe(false)
  })
})
