import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculators } from '~/db/schema'
import { handleLeadApi } from '~/lib/leads/api.server'
import { loader as clientsLoader } from '~/routes/_site/admin/clients'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as leadsAction, loader as leadsLoader } from '~/routes/workspace/leads'
import { action as workspaceAction } from '~/routes/workspace/workspace'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { startMailCatcher } from './auth-support'
import { act, approveFields, load, signedIn } from './workspace-support'

type Client = { name: string; members: number; calculators: number; leads: number; newLeads: number }

const json = (body: unknown) => ({
  method: 'POST',
  contentType: 'application/json',
  body: new TextEncoder().encode(JSON.stringify(body)),
})

// Issue 14: admins see every workspace's leads from the Clients tab; nobody else sees any of it.
describe.each(databaseKinds)('the admin Clients tab and leads on %s', (kind) => {
  let services: RunningServices
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  const cookies: Record<string, string> = {}
  let alpha: string

  beforeAll(async () => {
    mail = await startMailCatcher()
    services = await createTestServices(kind, { SMTP_URL: mail.url, ADMIN_EMAILS: 'boss@brightline.example' })
    cookies.boss = await signedIn(services, 'boss@brightline.example')
    for (const name of ['alice', 'bob']) cookies[name] = await signedIn(services, `${name}@example.com`)
    const created = await act(
      services,
      createWorkspaceAction,
      '/workspace',
      {},
      { name: 'Alpha Bank' },
      cookies.alice,
    )
    alpha = created.location!.split('/').pop()!
    await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Beta Credit' }, cookies.bob)
    const added = await act(
      services,
      workspaceAction,
      `/workspace/${alpha}`,
      { workspaceId: alpha },
      { type: 'loan', name: 'Home loans' },
      cookies.alice,
    )
    const calculatorId = added.location!.split('/').pop()!
    const path = `/workspace/${alpha}/calculators/${calculatorId}`
    const params = { workspaceId: alpha, calculatorId }
    const draft = {
      intent: 'save',
      name: 'Home loans',
      color: '#0f766e',
      accent: '#fbbf24',
      font: 'serif',
      lang: 'en',
      'lead.enabled': 'on',
      'lead.recipients': 'officer@alpha.example',
    }
    expect((await act(services, calculatorAction, path, params, draft, cookies.alice)).status).toBe(200)
    const approved = await act(
      services,
      calculatorAction,
      path,
      params,
      await approveFields(services, params.calculatorId),
      cookies.alice,
    )
    expect(approved.status).toBe(200)
    const [row] = await services.db.select().from(calculators).where(eq(calculators.id, calculatorId))
    for (const [index, name] of ['Vera Visitor', 'Walt Waiting'].entries()) {
      const answer = await handleLeadApi(
        json({ name, email: `visitor${index}@home.example`, consent: true }),
        services,
        row!.publicId,
        `198.51.100.${index + 1}`,
      )
      expect(answer.status).toBe(201)
    }
  })
  afterAll(async () => {
    await services?.close()
    await mail?.close()
  })

  it('shows an admin each client’s leads and how many are still new, down to that client’s inbox', async () => {
    const inbox = (search: string) =>
      load(services, leadsLoader, `/workspace/${alpha}/leads${search}`, { workspaceId: alpha }, cookies.boss)
    const { leads } = (await inbox('')).data as { leads: { id: string; name: string }[] }
    const contacted = leads.find((lead) => lead.name === 'Vera Visitor')!
    const moved = await act(
      services,
      leadsAction,
      `/workspace/${alpha}/leads`,
      { workspaceId: alpha },
      { leadId: contacted.id, status: 'contacted' },
      cookies.alice,
    )
    expect(moved.status).toBe(200)

    const clients = await load(services, clientsLoader, '/admin/clients', {}, cookies.boss)
    const rows = (clients.data as { workspaces: Client[] }).workspaces
    expect(
      rows.map(({ name, members, calculators, leads, newLeads }) => ({
        name,
        members,
        calculators,
        leads,
        newLeads,
      })),
    ).toEqual([
      { name: 'Beta Credit', members: 1, calculators: 0, leads: 0, newLeads: 0 },
      { name: 'Alpha Bank', members: 1, calculators: 1, leads: 2, newLeads: 1 },
    ])
    // The "new" link's filter: the one lead nobody has contacted yet.
    const waiting = (await inbox('?status=new')).data as { leads: { name: string }[] }
    expect(waiting.leads.map((lead) => lead.name)).toEqual(['Walt Waiting'])
  })

  it('gives a client, even one with leads, and a signed-out visitor nothing from the Clients tab', async () => {
    for (const who of ['alice', 'bob', undefined]) {
      const answer = await load(services, clientsLoader, '/admin/clients', {}, who && cookies[who])
      expect([who, answer.status, answer.location]).toEqual([who, 302, who ? '/' : '/auth'])
      expect(JSON.stringify(answer.data ?? '')).not.toContain('Alpha Bank')
    }
  })
})
