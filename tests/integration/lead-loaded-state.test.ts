import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { archivedStates, leads, outbox, workspaceBrands } from '~/db/schema'
import { setPageRenderer } from '~/lib/archive/archiver.server'
import { sha256Hex } from '~/lib/archive/hash'
import { action as embedAction, loader as embedLoader } from '~/routes/embed/published-calculator'
import { action as reportMailAction } from '~/routes/resources/published-report-mail'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { loanDraft, postLead, visitor } from './leads-support'
import { act, approveFields, load, signedIn, workspaceWithCalculator } from './workspace-support'

type Ids = Awaited<ReturnType<typeof workspaceWithCalculator>>

// Issue 35 §2 (decision 0067): a lead or an e-mailed report sent from a page loaded before a publish is linked
// to the state that page showed, with the consent and disclosure texts the visitor read; the page's token is
// only ever looked up among its own calculator's states.
describe.each(databaseKinds)('a lead linked to the state its page showed on %s', (kind) => {
  let services: RunningServices
  let cookie = ''
  let a: Ids
  let b: Ids
  let loaded = ''
  let otherCalculators = ''

  const publish = async (ids: Ids, texts: { disclosure: string; consent: string }) => {
    const path = `/workspace/${ids.workspaceId}/calculators/${ids.calculatorId}`
    const params = { workspaceId: ids.workspaceId, calculatorId: ids.calculatorId }
    const fields = { ...loanDraft, disclosure: texts.disclosure, 'lead.consent': texts.consent }
    expect((await act(services, calculatorAction, path, params, fields, cookie)).status).toBe(200)
    const approve = await approveFields(services, ids.calculatorId)
    expect((await act(services, calculatorAction, path, params, approve, cookie)).status).toBe(200)
  }
  /** The token the published embed of `publicId` carries in its lead and report forms. */
  const pageToken = async (publicId: string) => {
    const page = await load(services, embedLoader, `/embed/c/${publicId}`, { publicId })
    expect(page.status).toBe(200)
    return (page.data as { state: string }).state
  }
  const states = () =>
    services.db
      .select()
      .from(archivedStates)
      .where(eq(archivedStates.calculatorId, a.calculatorId))
      .orderBy(archivedStates.beganAt)
  const sendLead = async (name: string, state?: string) => {
    const posted = await act(
      services,
      embedAction,
      `/embed/c/${a.publicId}`,
      { publicId: a.publicId },
      { name, email: 'vera@home.example', consent: 'on', ...(state === undefined ? {} : { state }) },
    )
    expect(posted.data).toEqual({ sent: true })
    const [lead] = await services.db.select().from(leads).where(eq(leads.name, name))
    return lead!
  }

  beforeAll(async () => {
    services = await createTestServices(kind, { RATE_LIMIT_LEADS: '100' })
    cookie = await signedIn(services, 'lena@example.com')
    a = await workspaceWithCalculator(services, cookie, 'Loaded Bank', 'loan')
    b = await workspaceWithCalculator(services, cookie, 'Other Bank', 'loan')
    // The company shown in the frame is part of the state (decision 0052): the page's token must say so too.
    await services.db
      .insert(workspaceBrands)
      .values({ workspaceId: a.workspaceId, companyName: 'Loaded Bank N.A.', showInFrame: true })
    setPageRenderer(services.db, {
      async page(publicId) {
        const answer = await load(services, embedLoader, `/embed/c/${publicId}`, { publicId })
        const shown = answer.data as { disclosure?: string }
        return { status: answer.status, html: `<!doctype html><p>${shown.disclosure}</p>` }
      },
      file: async () => null,
    })
    await publish(a, { disclosure: 'First disclosure.', consent: 'First consent: call me.' })
    await publish(b, { disclosure: 'Their disclosure.', consent: 'Their consent.' })
    loaded = await pageToken(a.publicId)
    otherCalculators = await pageToken(b.publicId)
    // The visitor still has the first page open when the second revision goes live.
    await publish(a, { disclosure: 'Second disclosure.', consent: 'Second consent: e-mail me.' })
  }, 180_000)
  afterAll(async () => {
    await services?.close()
  })

  it('shows every visitor of one state the same short token, the one its archived state names', async () => {
    const [first, second] = await states()
    expect(second!.consent).toBe('Second consent: e-mail me.')
    expect(loaded).toMatch(/^[0-9a-f]{16}$/)
    expect(loaded).toBe(sha256Hex(first!.stateKey).slice(0, 16))
    const now = await pageToken(a.publicId)
    expect(now).toBe(sha256Hex(second!.stateKey).slice(0, 16))
    expect(await pageToken(a.publicId)).toBe(now)
    expect(otherCalculators).not.toBe(loaded)
  })

  it('links a lead sent from the page loaded before the publish to that state, with the consent it showed', async () => {
    const [first] = await states()
    const lead = await sendLead('Olga Oldpage', loaded)
    expect(lead.archiveStateId).toBe(first!.id)
    expect(lead.consentText).toBe('First consent: call me.')
    expect(lead.snapshot.consent).toBe('First consent: call me.')
    expect(lead.snapshot.disclosure).toBe('First disclosure.')
  })

  it('links a lead with no token, an unknown one or another calculator’s to the state live when it arrived', async () => {
    const [, second] = await states()
    for (const [name, state] of [
      ['Nora Notoken', undefined],
      ['Uma Unknown', '0123456789abcdef'],
      ['Bea Badtoken', 'not a token'],
      ['Otto Othercalc', otherCalculators],
    ] as const) {
      const lead = await sendLead(name, state)
      expect(lead.archiveStateId, name).toBe(second!.id)
      expect(lead.consentText, name).toBe('Second consent: e-mail me.')
      expect(lead.snapshot.disclosure, name).toBe('Second disclosure.')
    }
    // The JSON API has no page: the state live at arrival, whatever it posts.
    expect((await postLead(services, a.publicId, { ...visitor, state: loaded })).status).toBe(201)
    const [json] = await services.db.select().from(leads).where(eq(leads.name, visitor.name))
    expect(json!.archiveStateId).toBe(second!.id)
  })

  it('links an e-mailed report, and the lead it opts into, to the state its page showed', async () => {
    const [first, second] = await states()
    const send = (name: string, state: string) =>
      act(
        services,
        reportMailAction,
        `/embed/c/${a.publicId}/report-mail`,
        { publicId: a.publicId },
        {
          email: `${name.split(' ')[0]!.toLowerCase()}@home.example`,
          consent: 'on',
          optIn: 'on',
          name,
          state,
        },
      )
    expect((await send('Rae Reader', loaded)).status).toBe(200)
    expect((await send('Ned Newer', otherCalculators)).status).toBe(200)
    const reports = await services.db.select().from(outbox).where(eq(outbox.kind, 'report'))
    const payloads = reports.map(
      (row) => row.payload as { to: string; archiveStateId?: string; disclosure?: string },
    )
    expect(payloads.find((payload) => payload.to === 'rae@home.example')).toMatchObject({
      archiveStateId: first!.id,
      disclosure: 'First disclosure.',
    })
    expect(payloads.find((payload) => payload.to === 'ned@home.example')).toMatchObject({
      archiveStateId: second!.id,
      disclosure: 'Second disclosure.',
    })
    const [optedIn] = await services.db.select().from(leads).where(eq(leads.name, 'Rae Reader'))
    expect(optedIn!.archiveStateId).toBe(first!.id)
    expect(optedIn!.consentText).toBe('First consent: call me.')
  })
})
