import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '~/db/schema'
import { countEmbedView } from '~/lib/leads/embed-views.server'
import { createUsageCounter } from '~/lib/leads/usage.server'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { action as engagedAction } from '~/routes/resources/engaged-api'
import { loader as leadsCsvLoader } from '~/routes/resources/workspace-leads-csv'
import { loader as usageCsvLoader } from '~/routes/resources/workspace-usage-csv'
import { action as leadsAction, loader as leadsLoader } from '~/routes/workspace/leads'
import { loader as usageLoader } from '~/routes/workspace/usage'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { routeContext } from '../support/services'
import { alphaInbox, postLead, publishLoan, setUpLeads, visitor, type LeadsWorld } from './leads-support'
import { act, load } from './workspace-support'

/*
 * Who may see the leads and the usage figures: Alpha Bank's team, nobody else (leads.test.ts covers what the
 * team does with them). One published loan calculator with one lead from Vera.
 */
describe.each(databaseKinds)('lead and usage access on %s', (kind) => {
  let world: LeadsWorld
  let services: RunningServices
  let cookies: LeadsWorld['cookies']
  let a: LeadsWorld['a']
  let b: LeadsWorld['b']

  const inbox = (who: 'alice' | 'bob', search = '') => alphaInbox(world, who, search)

  beforeAll(async () => {
    world = await setUpLeads(kind)
    ;({ services, cookies, a, b } = world)
    await publishLoan(world)
    const sent = await postLead(services, a.publicId, visitor)
    if (sent.status !== 201) throw new Error(`the lead was refused: ${sent.status}`)
  })
  afterAll(() => world?.close())

  it('gives a member of another workspace a 404 from the inbox, its .data, its action and its CSV', async () => {
    expect((await inbox('bob')).status).toBe(404)
    expect((await inbox('bob', '.data')).status).toBe(404)
    const [lead] = await services.db.select().from(leads).where(eq(leads.workspaceId, a.workspaceId)).limit(1)
    const moved = await act(
      services,
      leadsAction,
      `/workspace/${a.workspaceId}/leads`,
      { workspaceId: a.workspaceId },
      { leadId: lead!.id, status: 'closed' },
      cookies.bob,
    )
    expect(moved.status).toBe(404)
    // Bob's own workspace with Alpha's lead id changes nothing either.
    const crossed = await act(
      services,
      leadsAction,
      `/workspace/${b.workspaceId}/leads`,
      { workspaceId: b.workspaceId },
      { leadId: lead!.id, status: 'closed' },
      cookies.bob,
    )
    expect(crossed.status).toBe(404)
    const csv = await load(
      services,
      leadsCsvLoader,
      `/workspace/${a.workspaceId}/leads.csv`,
      { workspaceId: a.workspaceId },
      cookies.bob,
    )
    expect(csv.status).toBe(404)
    expect(String(csv.data)).not.toContain('Vera')
    const own = await load(
      services,
      leadsLoader,
      `/workspace/${b.workspaceId}/leads`,
      { workspaceId: b.workspaceId },
      cookies.bob,
    )
    expect((own.data as { total: number }).total).toBe(0)
    const [unchanged] = await services.db.select().from(leads).where(eq(leads.id, lead!.id))
    expect(unchanged!.status).not.toBe('closed')
  })

  it('gives a signed-out visitor nothing from the lead and usage exports, which sit outside the guarded layout', async () => {
    for (const [loader, path] of [
      [leadsCsvLoader, 'leads.csv'],
      [usageCsvLoader, 'usage.csv'],
    ] as const) {
      const answer = await load(services, loader, `/workspace/${a.workspaceId}/${path}`, {
        workspaceId: a.workspaceId,
      })
      expect(answer.status, path).not.toBe(200)
      expect(String(answer.data), path).not.toContain('Vera')
      expect(String(answer.data), path).not.toContain('Received (UTC)')
    }
  })

  it('sends a signed-out visitor to sign in from the inbox and every lead action, changing nothing', async () => {
    const [lead] = await services.db.select().from(leads).where(eq(leads.workspaceId, a.workspaceId)).limit(1)
    const params = { workspaceId: a.workspaceId }
    const path = `/workspace/${a.workspaceId}/leads`
    for (const answer of [
      await load(services, leadsLoader, path, params),
      await load(services, leadsLoader, `${path}.data`, params),
    ]) {
      expect(answer.status).toBe(302)
      expect(answer.location).toBe('/auth')
      expect(JSON.stringify(answer.data)).not.toContain('Vera')
    }
    const intents: Record<string, string>[] = [
      { intent: 'status', leadId: lead!.id, status: 'closed' },
      { intent: 'notes', leadId: lead!.id, notes: 'anonymous' },
      { intent: 'assign', leadId: lead!.id, assignee: '' },
    ]
    for (const fields of intents) {
      const answer = await act(services, leadsAction, path, params, fields)
      expect(answer.status, fields.intent).toBe(302)
      expect(answer.location, fields.intent).toBe('/auth')
    }
    const [unchanged] = await services.db.select().from(leads).where(eq(leads.id, lead!.id))
    expect(unchanged).toMatchObject({
      status: lead!.status,
      notes: lead!.notes,
      assigneeId: lead!.assigneeId,
    })
  })

  it('counts browser views and engaged visits in memory, adds them across instances, and shows them with the leads to the workspace only', async () => {
    const browser =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
    const visit = (headers: Record<string, string>) =>
      embedLoader({
        request: new Request(`http://localhost:3000/embed/c/${a.publicId}`, { headers }),
        params: { publicId: a.publicId },
        context: routeContext(services),
      } as never)
    // The page itself counts nothing (it may be cached anywhere); the frame's beacon counts a view.
    await visit({ 'user-agent': browser, 'sec-fetch-dest': 'iframe' })
    const from = (userAgent: string | undefined) => ({ userAgent, address: '198.51.100.20' })
    expect(await countEmbedView(services, a.publicId, from(browser))).toBe('published')
    expect(
      await countEmbedView(services, a.publicId, from('Googlebot/2.1 (+http://www.google.com/bot.html)')),
    ).toBe('published')
    expect(await countEmbedView(services, a.publicId, from(undefined))).toBe('published')
    expect(await countEmbedView(services, 'ffffffffffffffff', from(browser))).toBe('missing')
    await engagedAction({
      request: new Request(`http://localhost:3000/api/engaged/${a.publicId}`, {
        method: 'POST',
        headers: { 'user-agent': browser },
      }),
      params: { publicId: a.publicId },
      context: routeContext(services),
    } as never)
    // A second instance on the same database adds its own counts.
    const other = createUsageCounter(services.db, 60_000)
    other.count(a, 'views')
    await other.stop()

    const usage = await load(
      services,
      usageLoader,
      `/workspace/${a.workspaceId}/usage`,
      { workspaceId: a.workspaceId },
      cookies.alice,
    )
    const rows = (usage.data as { rows: { views: number; engaged: number; leads: number }[] }).rows
    expect(rows).toHaveLength(1)
    const leadCount = (await services.db.select().from(leads).where(eq(leads.workspaceId, a.workspaceId)))
      .length
    expect(rows[0]).toMatchObject({ views: 2, engaged: 1, leads: leadCount })

    const csv = await load(
      services,
      usageCsvLoader,
      `/workspace/${a.workspaceId}/usage.csv`,
      { workspaceId: a.workspaceId },
      cookies.alice,
    )
    expect(csv.data).toContain(`,2,1,${leadCount}`)
    for (const loader of [usageLoader, usageCsvLoader])
      expect(
        (
          await load(
            services,
            loader,
            `/workspace/${a.workspaceId}/usage`,
            { workspaceId: a.workspaceId },
            cookies.bob,
          )
        ).status,
      ).toBe(404)
  })
})
