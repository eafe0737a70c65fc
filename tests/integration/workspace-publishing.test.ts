import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { loader as reviewLoader } from '~/routes/review'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { calcParams, calcPath, setUpTeams, validDraft, type Teams } from './teams-support'
import { act, approveFields, load } from './workspace-support'

/* A team's draft, its approval and what the public sees: the embed, a review link, an archived calculator. */
describe.each(databaseKinds)('workspace publishing on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let cookies: Teams['cookies']
  let a: Teams['a']
  let b: Teams['b']

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    ;({ services, cookies, a, b } = teams)
  })
  afterAll(() => teams?.close())

  it('refuses an invalid default with the field named and returns what was typed', async () => {
    const refused = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      { ...validDraft, 'default.rate': '400', 'max.rate': '' },
      cookies.ed,
    )
    expect(refused.status).toBe(400)
    const body = refused.data as { errors: Record<string, string>; fields: Record<string, string> }
    expect(body.errors.defaults).toMatch(/interest rate/i)
    expect(body.fields['default.rate']).toBe('400')
    expect(body.fields.disclosure).toBe(validDraft.disclosure)
    const tooLong = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      { ...validDraft, disclosure: 'x'.repeat(1001) },
      cookies.ed,
    )
    expect((tooLong.data as { errors: Record<string, string> }).errors.disclosure).toMatch(/1,000 characters/)
  })

  it('lets an editor save and ask, an approver publish, and serves only the published revision', async () => {
    expect(
      (await load(services, embedLoader, `/embed/c/${a.publicId}`, { publicId: a.publicId })).status,
    ).toBe(404)
    expect(
      (await act(services, calculatorAction, calcPath(a), calcParams(a), validDraft, cookies.ed)).status,
    ).toBe(200)
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          { intent: 'request-approval' },
          cookies.ed,
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          await approveFields(services, a.calculatorId),
          cookies.ed,
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          await approveFields(services, a.calculatorId),
          cookies.ann,
        )
      ).status,
    ).toBe(200)
    await teams.mailWith('ed@example.com', /^Published:/)

    const embed = await load(
      services,
      embedLoader,
      `/embed/c/${a.publicId}?rate=4.5&deposit=1&color=%23ff0000`,
      { publicId: a.publicId },
    )
    const shown = embed.data as { brand: { color: string; lang: string }; disclosure: string; search: string }
    expect(shown.brand).toMatchObject({ color: '#0f766e', lang: 'es' })
    expect(shown.disclosure).toBe(validDraft.disclosure)
    expect(new URLSearchParams(shown.search).get('rate')).toBe('4.5')
    const outOfRange = await load(services, embedLoader, `/embed/c/${a.publicId}?rate=9`, {
      publicId: a.publicId,
    })
    expect(new URLSearchParams((outOfRange.data as { search: string }).search).get('rate')).toBe('4.1')
    expect(embed.headers.get('Content-Security-Policy')).toBe('frame-ancestors https://bank.example')

    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          { ...validDraft, 'default.rate': '3.5' },
          cookies.ed,
        )
      ).status,
    ).toBe(200)
    const stillPublished = await load(services, embedLoader, `/embed/c/${a.publicId}`, {
      publicId: a.publicId,
    })
    expect(new URLSearchParams((stillPublished.data as { search: string }).search).get('rate')).toBe('4.1')
  })

  it('shows the current draft on a review link to anyone, until it is revoked; other tokens get 404', async () => {
    const created = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      { intent: 'review-link' },
      cookies.ed,
    )
    const token = (created.data as { reviewUrl: string }).reviewUrl.split('/review/')[1]!
    expect(token.length).toBeGreaterThanOrEqual(43)
    const review = await load(services, reviewLoader, `/review/${token}`, { token })
    expect(review.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(new URLSearchParams((review.data as { search: string }).search).get('rate')).toBe('3.5')
    const calculator = await load(services, calculatorLoader, calcPath(a), calcParams(a), cookies.alice)
    const linkId = (calculator.data as { reviewLinks: { id: string }[] }).reviewLinks[0]!.id
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(b),
          calcParams(b),
          { intent: 'revoke-review-link', linkId },
          cookies.bob,
        )
      ).data,
    ).toMatchObject({ ok: false })
    expect((await load(services, reviewLoader, `/review/${token}`, { token })).status).toBe(200)
    await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      { intent: 'revoke-review-link', linkId },
      cookies.ed,
    )
    expect((await load(services, reviewLoader, `/review/${token}`, { token })).status).toBe(404)
    const guessed = 'A'.repeat(43)
    expect((await load(services, reviewLoader, `/review/${guessed}`, { token: guessed })).status).toBe(404)
  })

  it('archives: the embed answers 410', async () => {
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          { intent: 'archive' },
          cookies.alice,
        )
      ).status,
    ).toBe(200)
    expect(
      (await load(services, embedLoader, `/embed/c/${a.publicId}`, { publicId: a.publicId })).status,
    ).toBe(410)
    expect(
      (await load(services, embedLoader, '/embed/c/0000000000000000', { publicId: '0000000000000000' }))
        .status,
    ).toBe(404)
  })
})
