import { describe, expect, it } from 'vitest'
import { logSafe } from './log-safe'

describe('logSafe', () => {
  it('keeps a forged line, an escape sequence and a NUL on one visible line', () => {
    expect(logSafe('/a\r\n200 GET /admin')).toBe('/a\\r\\n200 GET /admin')
    expect(logSafe('Ada\u001b[2J\u0000\u2028x')).toBe('Ada\\u001b[2J\\u0000\\u2028x')
  })

  it('leaves ordinary text, accents and percent signs alone', () => {
    expect(logSafe('/x%c/Zoë 50% off')).toBe('/x%c/Zoë 50% off')
  })
})
