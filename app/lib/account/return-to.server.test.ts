import { describe, expect, it } from 'vitest'
import {
  pagePathOf,
  rememberWayBack,
  returnToCookie,
  returnToFrom,
  safeReturnPath,
  signInFirst,
} from './return-to.server'

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

  it('returns to the workspace, admin or account page that asked for a sign-in (decision 0078)', () => {
    const workspace = '/workspace/0b6f7c1e-5d3a-4c1b-9f2e-1a2b3c4d5e6f'
    for (const path of [
      '/workspace',
      workspace,
      `${workspace}/leads?q=ada&page=2`,
      `${workspace}/calculators/0b6f7c1e-5d3a-4c1b-9f2e-1a2b3c4d5e6f`,
      '/admin',
      '/admin/clients',
      '/account/two-factor',
    ])
      expect(roundTrip(path)).toBe(path)
    for (const path of ['/', '/about-us', '/auth', '/api/auth/sign-out', '/workspacex', '/embed/c/abc'])
      expect([path, safeReturnPath(path)]).toEqual([path, undefined])
  })

  it('remembers the page of a request, a .data request as its page', () => {
    const base = 'http://localhost/workspace/0b6f7c1e-5d3a-4c1b-9f2e-1a2b3c4d5e6f'
    expect(pagePathOf(new Request(`${base}/leads?q=ada`))).toBe(
      '/workspace/0b6f7c1e-5d3a-4c1b-9f2e-1a2b3c4d5e6f/leads?q=ada',
    )
    expect(pagePathOf(new Request(`${base}/leads.data?q=ada&_routes=routes%2Fworkspace%2Fleads`))).toBe(
      '/workspace/0b6f7c1e-5d3a-4c1b-9f2e-1a2b3c4d5e6f/leads?q=ada',
    )
    const sent = signInFirst(new Request(`${base}/audit`))
    expect(sent.headers.get('Location')).toBe('/auth')
    expect(returnToFrom(requestWith(sent.headers.getSetCookie()[0]!.split(';')[0]!))).toBe(
      '/workspace/0b6f7c1e-5d3a-4c1b-9f2e-1a2b3c4d5e6f/audit',
    )
    // A page no sign-in returns to leaves no cookie.
    expect(signInFirst(new Request('http://localhost/about-us')).headers.getSetCookie()).toEqual([])
    const expired = new Response(null, { status: 302, headers: { Location: '/auth' } })
    expect(rememberWayBack(expired, new Request(`${base}.data`))).toBe(expired)
    expect(expired.headers.getSetCookie()[0]).toContain(
      `return-to=${encodeURIComponent('/workspace/0b6f7c1e-5d3a-4c1b-9f2e-1a2b3c4d5e6f')}`,
    )
  })

  it('never becomes an open redirect', () => {
    for (const path of [
      '//evil.example/workspace/save?',
      'https://evil.example/',
      '/\\evil.example/workspace/save?',
      '/%5Cevil.example',
      '/\t/evil.example',
      'javascript:alert(1)//workspace/save?',
      '/workspace/save/../x?',
      '/workspace/%2e%2e/auth',
      '/admin/./users',
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
