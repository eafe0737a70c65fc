import { describe, expect, it } from 'vitest'
import { returnToCookie, returnToFrom, safeReturnPath } from './return-to.server'

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
      '/\\evil.example/workspace/save?',
      '/%5Cevil.example',
      '/\t/evil.example',
      'javascript:alert(1)//workspace/save?',
      '/admin',
      '/workspace/save/../x?',
      '/workspace/save?type=cd#@evil.example',
      `/workspace/invitations/${'a'.repeat(43)}/../../admin`,
      `/workspace/save?${'a'.repeat(500)}`,
    ]) {
      expect([path, roundTrip(path)]).toEqual([path, undefined])
      expect([path, safeReturnPath(path)]).toEqual([path, undefined])
    }
    expect(
      returnToFrom(requestWith(`return-to=${encodeURIComponent('https://evil.example')}`)),
    ).toBeUndefined()
  })
})
