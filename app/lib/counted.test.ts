import { describe, expect, it } from 'vitest'
import { counted } from './counted'

describe('counted', () => {
  it('writes one noun for exactly one and the plural otherwise, with thousands separators', () => {
    expect(counted(1, 'lead')).toBe('1 lead')
    expect(counted(0, 'lead')).toBe('0 leads')
    expect(counted(2, 'attempt')).toBe('2 attempts')
    expect(counted(1500, 'view')).toBe('1,500 views')
    expect(counted(1, 'engaged visit')).toBe('1 engaged visit')
  })
})
