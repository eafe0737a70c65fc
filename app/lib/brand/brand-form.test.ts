import { describe, expect, it } from 'vitest'
import { normalisedPhone } from './brand-form'

describe('a support phone number', () => {
  it('is read in the common US forms and kept in one', () => {
    for (const typed of ['(515) 555-0199', '515-555-0199', '+1 515 555 0199', '5155550199', '1 515 555 0199'])
      expect([typed, normalisedPhone(typed)]).toEqual([typed, '+1 515 555 0199'])
    expect(normalisedPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
  })

  it('refuses what is not a number to dial', () => {
    for (const typed of [
      'call us',
      '12',
      'tel:5155550199',
      '515-555-0199 ext 4',
      '+1 515 555 0199 9999 9999',
    ])
      expect([typed, normalisedPhone(typed)]).toEqual([typed, null])
  })
})
