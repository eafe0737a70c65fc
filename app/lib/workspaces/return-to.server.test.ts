import { describe, expect, it } from 'vitest'
import { returnToCookie, returnToFrom } from './return-to.server'

const requestWith = (cookie: string) => new Request('http://localhost/auth', { headers: { cookie } })
const roundTrip = (path: string) => returnToFrom(requestWith(returnToCookie(path).split(';')[0]!))

describe('the way back after signing in', () => {
  it('returns to the save page with its choices, or to an invitation', () => {
    expect(roundTrip('/workspace/save?type=cd&color=%230f766e&lang=es')).toBe(
      '/workspace/save?type=cd&color=%230f766e&lang=es',
    )
    const invitation = `/workspace/invitations/${'a'.repeat(43)}`
    expect(roundTrip(invitation)).toBe(invitation)
  })

  it('never becomes an open redirect', () => {
    for (const path of [
      '//evil.example/workspace/save?',
      'https://evil.example/',
      '/admin',
      '/workspace/save/../x?',
    ])
      expect([path, roundTrip(path)]).toEqual([path, undefined])
    expect(
      returnToFrom(requestWith(`return-to=${encodeURIComponent('https://evil.example')}`)),
    ).toBeUndefined()
  })
})
