import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { When } from './when'

const text = (at: string) => renderToStaticMarkup(<When at={at} />).replace(/<[^>]+>/g, '')

describe('When', () => {
  it("writes a time in the business's Central Time, winter and summer, and names the zone", () => {
    expect(text('2026-11-23T02:30:00Z')).toBe('Nov 22, 2026, 8:30 PM CT')
    expect(text('2026-07-01T17:05:00Z')).toBe('Jul 1, 2026, 12:05 PM CT')
    expect(renderToStaticMarkup(<When at="2026-07-01T17:05:00Z" />)).toContain(
      '<abbr title="Central Time">CT</abbr>',
    )
  })
})
