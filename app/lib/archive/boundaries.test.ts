import { describe, expect, it } from 'vitest'
import {
  publishedState,
  rateShownSince,
  shownWording,
  stateKey,
  stateToken,
  utcMidnight,
  type TimedRate,
} from './boundaries'
import { SHIPPED_DISCLOSURES } from '~/lib/disclosures/default-texts'
import { sha256Hex } from './hash'
import { linkedFiles, selfContained } from './page'

const entry = 'e0000000-0000-4000-8000-000000000001'
const version = (over: Partial<TimedRate>): TimedRate => ({
  id: `v${over.number ?? 1}`,
  entryId: entry,
  number: 1,
  rate: '6.5',
  effectiveOn: '2026-11-01',
  expiresOn: null,
  approvedAt: new Date('2026-10-30T15:00:00Z'),
  ...over,
})

describe('the archive content address', () => {
  it('is SHA-256 over the bytes, lower-case hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe(sha256Hex('abc'))
    // Another byte is another file: no two pages share an address.
    expect(sha256Hex('abc ')).not.toBe(sha256Hex('abc'))
  })
})

describe('where a served state begins', () => {
  const publishedAt = new Date('2026-11-20T10:00:00Z')
  const inputs = (approved: TimedRate[]) => ({
    revisionId: 'r1',
    publishedAt,
    restoredAt: null,
    rateLinks: { rate: entry },
    approved,
    brand: null,
  })
  // No brand profile saved: the brand part of every key below.
  const none = `brand:${sha256Hex('{}').slice(0, 16)}`

  it('a rate taking effect between two publishes begins a state at that UTC midnight, not when seen', () => {
    const approved = [
      version({ number: 1, rate: '6.5', effectiveOn: '2026-11-01' }),
      version({
        number: 2,
        rate: '6.25',
        effectiveOn: '2026-11-23',
        approvedAt: new Date('2026-11-21T09:00:00Z'),
      }),
    ]
    const before = publishedState(inputs(approved), new Date('2026-11-22T23:59:59Z'))
    // The first state: the publish, showing version 1.
    expect(before.beganAt).toEqual(publishedAt)
    expect(before.key).toBe(`revision:r1;rate=v1;${none}`)
    // Archived lazily two days later, the state still began at the effective day's midnight.
    const after = publishedState(inputs(approved), new Date('2026-11-25T08:00:00Z'))
    expect(after.key).toBe(`revision:r1;rate=v2;${none}`)
    expect(after.beganAt).toEqual(utcMidnight('2026-11-23'))
    // A second publish then begins the next state at its own instant.
    const republished = publishedState(
      { ...inputs(approved), revisionId: 'r2', publishedAt: new Date('2026-11-26T12:00:00Z') },
      new Date('2026-11-27T00:00:00Z'),
    )
    expect(republished.beganAt).toEqual(new Date('2026-11-26T12:00:00Z'))
    expect(republished.key).toBe(`revision:r2;rate=v2;${none}`)
  })

  it('a rate approved after its effective day begins the state at its approval', () => {
    const late = version({
      number: 2,
      effectiveOn: '2026-11-21',
      approvedAt: new Date('2026-11-22T14:30:00Z'),
    })
    expect(rateShownSince([version({}), late], '2026-11-23')).toEqual(new Date('2026-11-22T14:30:00Z'))
  })

  it('an expiry begins a state with no rate at the expiry day’s midnight', () => {
    const expiring = version({ expiresOn: '2026-11-24' })
    const state = publishedState(inputs([expiring]), new Date('2026-11-24T06:00:00Z'))
    expect(state.key).toBe(`revision:r1;rate=none;${none}`)
    expect(state.beganAt).toEqual(utcMidnight('2026-11-24'))
    // The day before, the rate was still shown since the publish.
    expect(publishedState(inputs([expiring]), new Date('2026-11-23T23:00:00Z')).key).toBe(
      `revision:r1;rate=v1;${none}`,
    )
  })

  it('a rate scheduled for later changes nothing yet; a restore begins a state when it happened', () => {
    const scheduled = version({ effectiveOn: '2026-12-01' })
    const state = publishedState(inputs([scheduled]), new Date('2026-11-25T00:00:00Z'))
    expect(state).toMatchObject({ key: `revision:r1;rate=none;${none}`, beganAt: publishedAt })
    const restoredAt = new Date('2026-11-26T08:00:00Z')
    expect(publishedState({ ...inputs([]), restoredAt }, new Date('2026-11-27T00:00:00Z')).beganAt).toEqual(
      restoredAt,
    )
  })
})

describe('the key and token of a state', () => {
  const approved = [version({ number: 1 }), version({ number: 2, effectiveOn: '2026-11-23' })]
  const brand = { companyName: 'Prairie CU', logoHash: null, showInFrame: true }
  const inputs = { revisionId: 'r1', rateLinks: { rate: entry }, approved, brand }

  it('names what is shown as the states already archived are named, so their keys do not change', () => {
    const brandHash = sha256Hex('{"companyName":"Prairie CU","logoHash":null,"showInFrame":true}').slice(
      0,
      16,
    )
    expect(stateKey(inputs, '2026-11-22')).toBe(`revision:r1;rate=v1;brand:${brandHash}`)
    // The stored row's fields in any order name the same brand.
    const reordered = { showInFrame: true, logoHash: null, companyName: 'Prairie CU' }
    expect(stateKey({ ...inputs, brand: reordered }, '2026-11-22')).toBe(stateKey(inputs, '2026-11-22'))
    const withTimes = publishedState(
      { ...inputs, publishedAt: new Date('2026-11-20T10:00:00Z'), restoredAt: null },
      new Date('2026-11-22T12:00:00Z'),
    )
    expect(withTimes.key).toBe(stateKey(inputs, '2026-11-22'))
  })

  it('gives a short token that changes with the revision, a rate in force and the brand, not with the day alone', () => {
    const token = stateToken(stateKey(inputs, '2026-11-22'))
    expect(token).toMatch(/^[0-9a-f]{16}$/)
    expect(stateToken(stateKey(inputs, '2026-11-21'))).toBe(token)
    for (const changed of [
      stateKey({ ...inputs, revisionId: 'r2' }, '2026-11-22'),
      stateKey(inputs, '2026-11-23'),
      stateKey({ ...inputs, brand: { ...brand, companyName: 'Prairie Credit Union' } }, '2026-11-22'),
      stateKey({ ...inputs, brand: null }, '2026-11-22'),
      stateKey({ ...inputs, wording: shownWording('cd', true, '') }, '2026-11-22'),
    ])
      expect(stateToken(changed)).not.toBe(token)
  })

  it('names credit-union wording only where a calculator shows it, leaving every other key as it was (decision 0092)', () => {
    expect(stateKey({ ...inputs, wording: shownWording('cd', true, '') }, '2026-11-22')).toBe(
      `${stateKey(inputs, '2026-11-22')};wording:credit-union`,
    )
    for (const [type, on] of [
      ['cd', false],
      ['loan', true],
    ] as const)
      expect(stateKey({ ...inputs, wording: shownWording(type, on, '') }, '2026-11-22')).toBe(
        stateKey(inputs, '2026-11-22'),
      )
  })

  it('names it too where only the deposit disclosure is a credit union’s: a share certificate built in the workspace (decision 0094)', () => {
    const deposit = SHIPPED_DISCLOSURES.deposit.es
    expect(shownWording('specialty:share_certificate', true, deposit)).toBe('credit-union')
    expect(shownWording('specialty:share_certificate', false, deposit)).toBeNull()
    expect(shownWording('specialty:share_certificate', true, 'Our own words.')).toBeNull()
    expect(shownWording('specialty:heloc_draw', true, SHIPPED_DISCLOSURES.heloc.en)).toBeNull()
  })
})

describe('the archived page’s files', () => {
  const logo = `/brand/logo/${'a'.repeat(64)}.png`
  const html = `<html><head><link rel="stylesheet" href="/assets/embed-AbC1.css"/><link rel="modulepreload" href="/assets/x.js"/></head><body><img src="${logo}" alt=""/></body></html>`

  it('names the stylesheet and the logo the page links, once each, and no script', () => {
    expect(linkedFiles(html + html)).toEqual(['/assets/embed-AbC1.css', logo])
  })

  it('makes a copy that carries them inside it, for a sandboxed frame or an offline file', () => {
    const copy = selfContained(html, [
      { path: '/assets/embed-AbC1.css', contentType: 'text/css', body: '.a{color:red}', encoding: 'utf8' },
      { path: logo, contentType: 'image/png', body: 'iVBORw0=', encoding: 'base64' },
    ])
    expect(copy).toContain('<style>.a{color:red}</style>')
    expect(copy).not.toContain('embed-AbC1.css')
    expect(copy).toContain('src="data:image/png;base64,iVBORw0="')
    expect(copy).toContain('href="/assets/x.js"')
  })
})
