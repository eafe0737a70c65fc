import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, leads, user, workspaces } from '~/db/schema'
import { handleLeadApi } from '~/lib/leads/api.server'
import { loader as leadsCsvLoader } from '~/routes/resources/workspace-leads-csv'
import { action as embedAction, loader as embedLoader } from '~/routes/embed/published-calculator'
import { action as leadEndpoint } from '~/routes/resources/published-lead'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import { action as leadsAction } from '~/routes/workspace/leads'
import { action as privacyAction } from '~/routes/workspace/privacy'
import { typeInfo } from '~/calculators/kit/type-info'
import { calculatorByName } from '~/calculators/registry'
import { rowsOf } from '~/lib/rate-limit.server'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { alphaInbox, json, loanDraft, postLead, setUpLeads, visitor, type LeadsWorld } from './leads-support'
import { act, approveFields, load } from './workspace-support'

describe.each(databaseKinds)('leads on %s', (kind) => {
  let world: LeadsWorld
  let services: RunningServices
  let mail: LeadsWorld['mail']
  let cookies: LeadsWorld['cookies']
  let a: LeadsWorld['a']
  let b: LeadsWorld['b']
  const api = (publicId: string, body: unknown, type?: string) => postLead(services, publicId, body, type)

  const inbox = (who: 'alice' | 'bob', search = '') => alphaInbox(world, who, search)
  /** Alpha Bank's "A link only, no personal data" for new-lead e-mails, as `cookie` sets it on the Privacy page. */
  const leadMailSetting = (on: boolean, cookie: string) =>
    act(
      services,
      privacyAction,
      `/workspace/${a.workspaceId}/privacy`,
      { workspaceId: a.workspaceId },
      { intent: 'lead-mail', ...(on ? { on: 'on' } : {}) },
      cookie,
    )

  beforeAll(async () => {
    world = await setUpLeads(kind, { RATE_LIMIT_LEADS: '3' })
    ;({ services, mail, cookies, a, b } = world)
  })
  afterAll(() => world?.close())

  const calcPath = () => `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`
  const calcParams = () => ({ workspaceId: a.workspaceId, calculatorId: a.calculatorId })

  it('saves the lead section with the revision, refuses leads without a recipient, and publishes it on approval', async () => {
    const refused = await act(
      services,
      calculatorAction,
      calcPath(),
      calcParams(),
      { ...loanDraft, 'lead.recipients': '' },
      cookies.alice,
    )
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain('Recipients')
    expect(await api(a.publicId, visitor)).toMatchObject({ status: 404 })

    const saved = await act(services, calculatorAction, calcPath(), calcParams(), loanDraft, cookies.alice)
    expect(saved.status).toBe(200)
    const editor = await load(services, calculatorLoader, calcPath(), calcParams(), cookies.alice)
    const latest = (editor.data as { revisions: { lead: unknown }[] }).revisions[0]!
    expect(latest.lead).toEqual({
      enabled: true,
      cta: 'Talk to us about these numbers',
      recipients: ['officer@bank.example'],
      // Left empty: the default line in force, in the calculator's language (Spanish), copied in with the
      // company named (issue 24).
      consent:
        'Acepto que Alpha Bank me contacte sobre mi consulta y conserve mis datos y estas cifras con ese fin.',
    })
    // A draft is not live: the embed still takes no leads.
    expect(await api(a.publicId, visitor)).toMatchObject({ status: 404 })
    const approved = await act(
      services,
      calculatorAction,
      calcPath(),
      calcParams(),
      await approveFields(services, a.calculatorId),
      cookies.alice,
    )
    expect(approved.status).toBe(200)
    const embed = await load(services, embedLoader, `/embed/c/${a.publicId}`, { publicId: a.publicId })
    expect(embed.data).toMatchObject({ lead: { cta: 'Hable con nosotros sobre estas cifras' } })
    // A field for every input, prefilled or not, so the form can carry whatever the visitor typed.
    const { inputs } = (embed.data as { lead: { inputs: Record<string, string> } }).lead
    expect(Object.keys(inputs)).toEqual((await typeInfo('loan')).params)
    expect(inputs).toMatchObject({ principal: '200000', rate: '6', months: '360', extra: '' })
  })

  it('answers the JSON API with 415, 400 in the calculator language, 404, 413 and 201, and e-mails the recipient once', async () => {
    expect((await api(a.publicId, visitor, 'text/plain')).status).toBe(415)
    const invalid = await api(a.publicId, { ...visitor, email: 'nope', consent: false })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toEqual({
      errors: {
        email: 'Escriba un correo electrónico válido.',
        consent: 'Marque la casilla para que podamos contactarle.',
      },
    })
    expect((await api('0123456789abcdef', visitor)).status).toBe(404)
    expect((await api(a.publicId, { ...visitor, message: 'x'.repeat(70_000) })).status).toBe(413)

    // A new workspace's e-mails are a link only (decision 0080, below): this one chooses the full e-mail.
    expect((await leadMailSetting(false, cookies.alice)).data).toEqual({
      ok: true,
      notice: 'New-lead e-mails now carry the visitor’s details, figures and answers.',
    })
    const created = await api(a.publicId, {
      ...visitor,
      pageUrl: 'https://bank.example/loans?utm_source=mail&email=vera@home.example#rates',
    })
    expect(created.status).toBe(201)
    const id = (created.body as { id: string }).id
    const [stored] = await services.db.select().from(leads).where(eq(leads.id, id))
    expect(stored).toMatchObject({
      workspaceId: a.workspaceId,
      calculatorId: a.calculatorId,
      name: 'Vera Visitor',
      status: 'new',
      pageUrl: 'https://bank.example/loans',
      snapshot: {
        type: 'loan',
        lang: 'es',
        inputs: { principal: '250000', rate: '5.5', months: '360' },
        results: expect.arrayContaining([{ label: 'Pago mensual', value: '$1,419.47' }]),
        // The engine version that computed the results (decision 0046).
        engineVersion: calculatorByName('loan').engineVersion,
      },
    })
    expect(stored!.revisionId).toBeTruthy()

    // The lead's e-mail goes through the outbox (kind 'lead'): the worker sends it once and marks the row sent.
    const outboxRows = async () =>
      rowsOf<{ status: string }>(
        await services.db.execute(
          sql`select status from outbox where kind = 'lead' and ref like ${`${id}:%`}`,
        ),
      )
    for (let waited = 0; waited < 50 && (await outboxRows()).some((row) => row.status !== 'sent'); waited++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await outboxRows()).toEqual([{ status: 'sent' }])
    const sent = mail.received.filter((m) => /New lead/.test(m.subject ?? ''))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toMatchObject({ text: 'officer@bank.example' })
    // Inputs under the labels the visitor saw, formatted; the client's page; e-mail and phone as links.
    expect(sent[0]!.text).toContain('Importe del préstamo: $250,000')
    expect(sent[0]!.text).toContain('Tasa de porcentaje anual (APR %): 5.5%')
    expect(sent[0]!.text).toContain('Page: https://bank.example/loans')
    expect(sent[0]!.html).toContain('href="mailto:vera@home.example"')
    expect(sent[0]!.html).toContain('href="tel:+1%20515%20555%200100"')
    expect(sent[0]!.text).toContain('Pago mensual')
  })

  it('e-mails a link only, no personal data, by default and when the owner chooses it again (decision 0080)', async () => {
    // A workspace made now starts with it on; Beta Credit never changed it.
    const [beta] = await services.db
      .select({ on: workspaces.leadMailLinkOnly })
      .from(workspaces)
      .where(eq(workspaces.id, b.workspaceId))
    expect(beta!.on).toBe(true)
    // Another workspace's owner cannot change it here.
    expect((await leadMailSetting(true, cookies.bob)).status).toBe(404)
    expect((await leadMailSetting(true, cookies.alice)).status).toBe(200)
    const [entry] = await services.db
      .select({ data: auditEntries.data, actorEmail: auditEntries.actorEmail })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.chainId, a.workspaceId), eq(auditEntries.action, 'workspace.setting_changed')),
      )
      .orderBy(desc(auditEntries.seq))
      .limit(1)
    expect(entry).toEqual({
      actorEmail: 'alice@example.com',
      data: { setting: 'New-lead e-mails: a link only, no personal data', before: false, after: true },
    })

    const quiet = { ...visitor, name: 'Quinn Private', email: 'quinn@home.example', message: 'Call after 5' }
    const created = await api(a.publicId, quiet)
    expect(created.status).toBe(201)
    const id = (created.body as { id: string }).id
    const [queued] = rowsOf<{ payload: unknown }>(
      await services.db.execute(
        sql`select payload from outbox where kind = 'lead' and ref like ${`${id}:%`}`,
      ),
    )
    // The phone (+1 515 555 0100) as written or as digits: '555' alone is in about one random id of 140, and
    // the payload carries two (CI, 2026-11-30: workspace "ef510555-…").
    const personal = ['Quinn', 'quinn@', '555 0100', '5550100', 'Call after 5', '250,000', '1,419.47']
    for (const text of personal) expect(JSON.stringify(queued!.payload)).not.toContain(text)
    let sent: (typeof mail.received)[number] | undefined
    for (let waited = 0; waited < 50 && !sent; waited++) {
      sent = mail.received.find((m) => m.text?.includes(`?lead=${id}`))
      if (!sent) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(sent!.subject).toBe('New lead: Home loans')
    expect(sent!.text).toBe(
      [
        'A visitor of the calculator "Home loans" of Alpha Bank asks to be contacted.',
        'Sign in to read who it is and what they asked: this e-mail carries no personal data.',
        '',
        'Open the lead:',
        `${services.config.baseUrl}/workspace/${a.workspaceId}/leads?lead=${id}`,
        '',
      ].join('\n'),
    )
    expect(sent!.html).toContain(
      `href="${services.config.baseUrl}/workspace/${a.workspaceId}/leads?lead=${id}"`,
    )
    expect(sent!.replyTo).toBeUndefined()
    for (const text of personal) expect(`${sent!.text}${sent!.html}`).not.toContain(text)
  })

  it('stores a retried submission once when it carries an Idempotency-Key, and says so for a bad key (issue 47 §2)', async () => {
    const key = `retry-${crypto.randomUUID()}`
    const once = { ...visitor, email: 'rita@home.example' }
    const send = (idempotencyKey: string, address = '198.51.99.1') =>
      handleLeadApi({ ...json(once), idempotencyKey }, services, a.publicId, address)
    // The visitor's answer was lost: her browser sends the same submission again, twice at once.
    const [first, second, third] = await Promise.all([send(key), send(key), send(key)])
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201])
    const ids = new Set([first, second, third].map((answer) => (answer.body as { id: string }).id))
    expect(ids.size).toBe(1)
    const stored = await services.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.workspaceId, a.workspaceId), eq(leads.email, 'rita@home.example')))
    expect(stored.map((row) => row.id)).toEqual([...ids])
    // A later retry finds it too, before the address's limit is counted; another key is another submission.
    for (let i = 0; i < 5; i++) expect((await send(key)).body).toEqual({ id: [...ids][0] })
    expect((await send(`retry-${crypto.randomUUID()}`, '198.51.99.2')).status).toBe(201)
    const bad = await send('short')
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      errors: { idempotencyKey: 'Idempotency-Key must be 8 to 255 visible ASCII characters.' },
    })
  })

  it("stores a lone UTF-16 surrogate as U+FFFD instead of failing the lead (and the visitor's rate limit)", async () => {
    const created = await api(
      a.publicId,
      `{"name":"S \\ud800","email":"s@home.example","message":"\\udfff!","consent":true}`,
    )
    expect(created.status).toBe(201)
    const [stored] = await services.db
      .select()
      .from(leads)
      .where(eq(leads.id, (created.body as { id: string }).id))
    expect(stored).toMatchObject({ name: 'S \ufffd', message: '\ufffd!' })
  })

  it('keeps inputs within the configured limits, drops bots silently and rate-limits one address', async () => {
    const outOfRange = await api(a.publicId, { ...visitor, inputs: { principal: '250000', rate: '15' } })
    const [lead] = await services.db
      .select()
      .from(leads)
      .where(eq(leads.id, (outOfRange.body as { id: string }).id))
    expect(lead!.snapshot.inputs.rate).toBe('6')

    const before = (await services.db.select().from(leads)).length
    expect((await api(a.publicId, { ...visitor, website: 'spam' })).status).toBe(201)
    expect((await services.db.select().from(leads)).length).toBe(before)

    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await handleLeadApi(json(visitor), services, a.publicId, '192.0.2.99')).status)
    expect(statuses).toEqual([201, 201, 201, 429])
  })

  it('takes the form without JavaScript and answers with the confirmation', async () => {
    const posted = await act(
      services,
      embedAction,
      `/embed/c/${a.publicId}`,
      { publicId: a.publicId },
      {
        name: 'Nora No-Script',
        email: 'nora@home.example',
        consent: 'on',
        'input.principal': '100000',
      },
    )
    expect(posted.data).toEqual({ sent: true })
    const refused = await act(
      services,
      embedAction,
      `/embed/c/${a.publicId}`,
      { publicId: a.publicId },
      {
        name: 'Nora No-Script',
        email: 'nora@home.example',
      },
    )
    // A 400 like the contact page's refused form: the page still shows the fields and their messages.
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({ sent: false, fields: { name: 'Nora No-Script' } })
  })

  it("takes the embed's form from its script at …/lead, with the page action's answers as JSON", async () => {
    const path = `/embed/c/${a.publicId}/lead`
    const form = { name: 'Jo Script', email: 'jo@home.example', consent: 'on', 'input.principal': '120000' }
    const before = (await services.db.select().from(leads)).length
    const sent = await act(services, leadEndpoint, path, { publicId: a.publicId }, form)
    expect([sent.status, sent.data]).toEqual([200, { sent: true }])
    const [stored] = await services.db.select().from(leads).where(eq(leads.email, 'jo@home.example'))
    expect([stored!.workspaceId, stored!.snapshot.inputs.principal]).toEqual([a.workspaceId, '120000'])
    const refused = await act(services, leadEndpoint, path, { publicId: a.publicId }, { name: 'Jo Script' })
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({ sent: false, fields: { name: 'Jo Script' } })
    expect((refused.data as { errors: Record<string, string> }).errors.email).toBeTruthy()
    // No calculator of that id: a 404 with a visitor's message, and nothing stored anywhere.
    const missing = await act(
      services,
      leadEndpoint,
      '/embed/c/0123456789abcdef/lead',
      { publicId: '0123456789abcdef' },
      form,
    )
    expect([missing.status, missing.data]).toEqual([
      404,
      { sent: false, error: 'This calculator could not be found.' },
    ])
    expect((await services.db.select().from(leads)).length).toBe(before + 1)
  })

  it('lists the leads newest first, searches, filters, records status changes, and exports a neutralised CSV', async () => {
    await api(a.publicId, { ...visitor, name: '=HYPERLINK("http://evil.example")' })
    const all = await inbox('alice')
    const list = all.data as { total: number; leads: { id: string; name: string }[] }
    expect(list.leads[0]!.name).toBe('=HYPERLINK("http://evil.example")')
    expect(list.total).toBeGreaterThanOrEqual(6)
    const found = (await inbox('alice', '?q=nora')).data as { leads: { name: string }[] }
    expect(found.leads.map((lead) => lead.name)).toEqual(['Nora No-Script'])

    const target = list.leads[1]!
    const moved = await act(
      services,
      leadsAction,
      `/workspace/${a.workspaceId}/leads`,
      { workspaceId: a.workspaceId },
      { leadId: target.id, status: 'contacted' },
      cookies.alice,
    )
    expect(moved.status).toBe(200)
    const contacted = (await inbox('alice', '?status=contacted')).data as {
      leads: { id: string; changes: { actorEmail: string; status: string }[] }[]
    }
    expect(contacted.leads.map((lead) => lead.id)).toEqual([target.id])
    expect(contacted.leads[0]!.changes).toMatchObject([
      { actorEmail: 'alice@example.com', status: 'contacted' },
    ])

    const csv = await load(
      services,
      leadsCsvLoader,
      `/workspace/${a.workspaceId}/leads.csv`,
      { workspaceId: a.workspaceId },
      cookies.alice,
    )
    expect(csv.status).toBe(200)
    expect(csv.data).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    const [csvHeader] = String(csv.data).split('\r\n')
    expect(csvHeader).toContain('Page,Inputs,Results,Inputs (parameters)')
    expect(csv.data).toContain('Importe del préstamo: $250,000; Tasa de porcentaje anual (APR %): 5.5%')
    // The machine-readable parameters stay in a column of their own.
    const rows = String(csv.data).split('\n')
    expect(rows.some((row) => row.includes('principal=250000') && row.includes('rate=5.5'))).toBe(true)
  })

  it("keeps the team's notes and an assignee from the workspace's members, each recorded in the lead's history", async () => {
    type Inbox = {
      leads: {
        id: string
        notes: string
        assigneeEmail: string
        changes: { change: string; detail: string }[]
      }[]
      members: { userId: string; email: string }[]
    }
    const before = (await inbox('alice')).data as Inbox
    const target = before.leads[0]!
    const leadAction = (
      fields: Record<string, string>,
      who: 'alice' | 'bob' = 'alice',
      workspaceId = a.workspaceId,
    ) => act(services, leadsAction, `/workspace/${workspaceId}/leads`, { workspaceId }, fields, cookies[who])

    const noted = await leadAction({
      intent: 'notes',
      leadId: target.id,
      notes: ' Called back; wants 60 months. ',
    })
    expect(noted.status).toBe(200)
    const alice = before.members.find((member) => member.email === 'alice@example.com')!
    expect((await leadAction({ intent: 'assign', leadId: target.id, assignee: alice.userId })).status).toBe(
      200,
    )
    const after = ((await inbox('alice')).data as Inbox).leads.find((lead) => lead.id === target.id)!
    expect(after.notes).toBe('Called back; wants 60 months.')
    expect(after.assigneeEmail).toBe('alice@example.com')
    expect(after.changes.slice(-2)).toMatchObject([
      { change: 'notes', detail: '' },
      { change: 'assignee', detail: 'alice@example.com' },
    ])

    // Bob is no member of Alpha: he cannot be assigned its lead, nor change it from outside.
    const [bob] = await services.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'bob@example.com'))
    const bobId = bob!.id
    const refused = await leadAction({ intent: 'assign', leadId: target.id, assignee: bobId })
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({ ok: false, notice: 'Choose a member of this workspace.' })
    expect((await leadAction({ intent: 'notes', leadId: target.id, notes: 'mine now' }, 'bob')).status).toBe(
      404,
    )
    expect(
      (await leadAction({ intent: 'notes', leadId: target.id, notes: 'mine now' }, 'bob', b.workspaceId))
        .status,
    ).toBe(404)
    expect((await leadAction({ intent: 'notes', leadId: target.id, notes: 'x'.repeat(4001) })).status).toBe(
      400,
    )
    const [stored] = await services.db.select().from(leads).where(eq(leads.id, target.id))
    expect(stored).toMatchObject({
      notes: 'Called back; wants 60 months.',
      assigneeEmail: 'alice@example.com',
    })
  })
})
