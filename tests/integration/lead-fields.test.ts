import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads, user, webhookDeliveries, workspaceMembers, workspaces } from '~/db/schema'
import { createEndpoint } from '~/lib/webhooks/endpoints.server'
import { webhookEventSchema } from '~/lib/webhooks/event-schema'
import { action as leadsAction } from '~/routes/workspace/leads'
import { loader as leadsCsvLoader } from '~/routes/resources/workspace-leads-csv'
import { action as settingAction, loader as settingLoader } from '~/routes/workspace/lead-fields'
import { action as publishedMail } from '~/routes/resources/published-report-mail'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { routeContext } from '../support/services'
import { formRequest } from './auth-support'
import { postLead, publishLoan, setUpLeads, visitor, type LeadsWorld } from './leads-support'
import { act, load, origin, settle, signedIn } from './workspace-support'

/*
 * The lead fields a workspace chooses (issue 33 §4, decision 0053): who may set them, and a lead checked and
 * stored by them through the JSON API, then in the CSV.
 */
const setting = {
  'standard.name.shown': 'on',
  'standard.name.required': 'on',
  'standard.preferredTime.shown': 'on',
  'standard.preferredTime.required': 'on',
  'standard.message.shown': 'on',
  'custom.0.key': 'purpose',
  'custom.0.kind': 'choice',
  'custom.0.label.en': 'Loan purpose',
  'custom.0.label.es': 'Finalidad del préstamo',
  'custom.0.options.en': 'Purchase\nRefinance',
  'custom.0.options.es': 'Compra\nRefinanciación',
  'custom.0.required': 'on',
  'custom.1.key': 'member',
  'custom.1.kind': 'checkbox',
  'custom.1.label.en': 'I am already a member',
  'custom.1.label.es': 'Ya soy socio',
}

describe.each(databaseKinds)('lead fields on %s', (kind) => {
  let world: LeadsWorld
  let services: RunningServices
  const memberCookies: Record<'editor' | 'removed', string> = { editor: '', removed: '' }

  const path = () => `/workspace/${world.a.workspaceId}/lead-fields`
  const params = () => ({ workspaceId: world.a.workspaceId })
  const stored = async () => {
    const [row] = await services.db
      .select({ fields: workspaces.leadFields })
      .from(workspaces)
      .where(eq(workspaces.id, world.a.workspaceId))
    return row?.fields ?? null
  }

  beforeAll(async () => {
    world = await setUpLeads(kind)
    services = world.services
    await publishLoan(world)
    for (const [who, role] of [
      ['editor', 'editor'],
      ['removed', 'approver'],
    ] as const) {
      memberCookies[who] = await signedIn(services, `${who}@example.com`)
      const [row] = await services.db
        .select()
        .from(user)
        .where(eq(user.email, `${who}@example.com`))
      await services.db
        .insert(workspaceMembers)
        .values({ workspaceId: world.a.workspaceId, userId: row!.id, role })
    }
    const [removed] = await services.db.select().from(user).where(eq(user.email, 'removed@example.com'))
    await services.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, removed!.id))
  })
  afterAll(() => world?.close())

  it('refuses another workspace’s member, a removed member, an editor and a signed-out visitor', async () => {
    for (const [who, cookie, status] of [
      ['bob', world.cookies.bob, 404],
      ['removed', memberCookies.removed, 404],
      ['editor', memberCookies.editor, 403],
      ['signed out', undefined, 302],
    ] as const) {
      expect((await load(services, settingLoader, path(), params(), cookie)).status, who).toBe(status)
      const answer = await act(services, settingAction, path(), params(), setting, cookie)
      expect(answer.status, who).toBe(status)
      if (status === 302) expect(answer.location).toBe('/auth')
    }
    expect(await stored()).toBeNull()
  })

  it('lets the owner save the fields, and refuses a fourth custom field without saving', async () => {
    const fourth = Object.fromEntries(
      [2, 3].flatMap((n) => [
        [`custom.${n}.key`, `extra${n}`],
        [`custom.${n}.kind`, 'text'],
        [`custom.${n}.label.en`, 'Extra'],
        [`custom.${n}.label.es`, 'Extra'],
      ]),
    )
    const refused = await act(
      services,
      settingAction,
      path(),
      params(),
      { ...setting, ...fourth },
      world.cookies.alice,
    )
    expect(refused.status).toBe(400)
    expect(await stored()).toBeNull()
    const saved = await act(services, settingAction, path(), params(), setting, world.cookies.alice)
    expect(saved.status).toBe(200)
    expect(await stored()).toMatchObject({
      standard: { phone: { shown: false }, preferredTime: { shown: true, required: true } },
      custom: [
        { key: 'purpose', required: true },
        { key: 'member', kind: 'checkbox' },
      ],
    })
  })

  it('checks a JSON lead by the fields, stores its answers, and the CSV shows them after the standard ones', async () => {
    const { phone: _phone, ...noPhone } = visitor
    const missing = await postLead(services, world.a.publicId, noPhone)
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({ errors: { 'custom.purpose': 'Elija una de las opciones.' } })
    expect(await services.db.select().from(leads).where(eq(leads.workspaceId, world.a.workspaceId))).toEqual(
      [],
    )

    // The team's CRM hears of changes to leads: the payload carries the answers (JSON Schema: docs/webhooks).
    const [alice] = await services.db.select().from(user).where(eq(user.email, 'alice@example.com'))
    await createEndpoint(
      services.db,
      { workspaceId: world.a.workspaceId, actor: { id: alice!.id, email: alice!.email } },
      { url: 'https://hooks.example.com/catch/1', description: 'CRM', events: ['lead.updated'] },
    )
    const sent = await postLead(services, world.a.publicId, {
      ...visitor,
      custom: { purpose: 'Refinance', member: true },
    })
    expect(sent.status).toBe(201)
    const [lead] = await services.db.select().from(leads).where(eq(leads.workspaceId, world.a.workspaceId))
    expect(lead).toMatchObject({
      phone: '',
      preferredTime: 'Mornings',
      customFields: [
        { key: 'purpose', label: 'Loan purpose', value: 'Refinance' },
        { key: 'member', label: 'I am already a member', value: true },
      ],
    })
    const csv = await load(
      services,
      leadsCsvLoader,
      `/workspace/${world.a.workspaceId}/leads.csv`,
      params(),
      world.cookies.alice,
    )
    const [header, row] = String(csv.data).split('\r\n')
    expect(header).toContain('Message,Loan purpose,I am already a member,Page')
    expect(row).toContain('Refinance,Yes,')

    const moved = await act(
      services,
      leadsAction,
      `/workspace/${world.a.workspaceId}/leads`,
      params(),
      { intent: 'status', leadId: lead!.id, status: 'contacted' },
      world.cookies.alice,
    )
    expect(moved.status).toBe(200)
    const [delivery] = await services.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.workspaceId, world.a.workspaceId))
    const body = webhookEventSchema.parse(JSON.parse(delivery!.body))
    expect(body.data.lead).toMatchObject({ phone: '', customFields: lead!.customFields })
  })

  // Decision 0053: "E-mail my results" asks a name and an address only, so its opt-in (a lead) is offered only
  // while the workspace requires nothing more; a box posted anyway (an old page, a crafted post) stores no lead.
  it('stores no opt-in lead while the workspace requires more than a name and an e-mail, and sends the report', async () => {
    let address = 0
    const optIn = (email: string) =>
      settle(() =>
        publishedMail({
          request: formRequest(`${origin}/embed/c/${world.a.publicId}/report-mail`, {
            email,
            name: 'Olga Optin',
            consent: 'on',
            optIn: 'on',
          }),
          params: { publicId: world.a.publicId },
          context: routeContext(services, `203.0.113.${++address}`),
        } as never),
      )
    const leadsOf = (email: string) => services.db.select().from(leads).where(eq(leads.email, email))
    expect(await optIn('required@home.example')).toMatchObject({ status: 200, data: { sent: true } })
    expect(await leadsOf('required@home.example')).toEqual([])

    // Nothing required beyond a name and an e-mail (the custom fields optional): the opt-in makes its lead.
    const optional = { ...setting, 'standard.preferredTime.required': '', 'custom.0.required': '' }
    expect((await act(services, settingAction, path(), params(), optional, world.cookies.alice)).status).toBe(
      200,
    )
    expect(await optIn('optional@home.example')).toMatchObject({ status: 200, data: { sent: true } })
    expect(await leadsOf('optional@home.example')).toMatchObject([{ name: 'Olga Optin', customFields: [] }])
  })
})
