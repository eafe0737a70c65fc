import { describe, expect, test } from 'vitest'
import { inputSearch, parseFrameMessage } from './frame-messages'

describe('parseFrameMessage', () => {
  test('accepts well-formed resize and state messages', () => {
    expect(parseFrameMessage({ type: 'brightline:resize', height: 812.4 })).toEqual({
      type: 'brightline:resize',
      height: 813,
    })
    expect(parseFrameMessage({ type: 'brightline:state', search: '?principal=1000' })).toEqual({
      type: 'brightline:state',
      search: '?principal=1000',
    })
    expect(parseFrameMessage({ type: 'brightline:reveal', top: 1460, height: 56 })).toEqual({
      type: 'brightline:reveal',
      top: 1460,
      height: 56,
    })
  })

  test('rejects foreign or malformed data', () => {
    for (const data of [
      null,
      'brightline:resize',
      { type: 'brightline:resize', height: Number.NaN },
      { type: 'brightline:resize', height: -1 },
      { type: 'brightline:state', search: 'javascript:alert(1)' },
      { type: 'other', height: 100 },
      { type: 'brightline:reveal', top: '0', height: 10 },
      { type: 'brightline:reveal', top: -5, height: 10 },
      { type: 'brightline:reveal', top: 10, height: Infinity },
    ]) {
      expect(parseFrameMessage(data)).toBeUndefined()
    }
  })
})

test('inputSearch drops branding parameters', () => {
  expect(inputSearch('?principal=5000&color=%23112233&lang=es&rate=4')).toBe('?principal=5000&rate=4')
  expect(inputSearch('?lang=es')).toBe('')
})
