import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, workspaceMembers } from '~/db/schema'
import { rowsOf } from '~/lib/rate-limit.server'
import { loader as leadsCsvLoader } from '~/routes/resources/workspace-leads-csv'
import { action as leadsAction, loader as leadsLoader } from '~/routes/workspace/leads'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { alphaInbox, postLead, publishLoan, setUpLeads, visitor, type LeadsWorld } from './leads-support'
import { act, load, signedIn } from './workspace-support'

// Issue 33 §4: the CSV carries who has a lead and the team's notes; an assignee learns of a lead by e-mail.
describe.each(databaseKinds)('lead assignment on %s', (kind) => {
  let world: LeadsWorld
  let services: RunningServices
  let edId: string
  let edCookie: string
  let aliceId: string
  let leadId: string

  beforeAll(async () => {
    world = await setUpLeads(kind)
    services = world.services
    await publishLoan(world)
    edCookie = await signedIn(services, 'ed@example.com')
    const ids = async (email: string) =>
      (await services.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id
    edId = await ids('ed@example.com')
    aliceId = await ids('alice@example.com')
    await services.db
      .insert(workspaceMembers)
      .values({ workspaceId: world.a.workspaceId, userId: edId, role: 'editor' })
    expect(await postLead(services, world.a.publicId, visitor)).toMatchObject({ status: 201 })
    const inbox = (await alphaInbox(world, 'alice')).data as { leads: { id: string }[] }
    leadId = inbox.leads[0]!.id
  })
  afterAll(() => world?.close())

  const leadAction = (fields: Record<string, string>) =>
    act(
      services,
      leadsAction,
      `/workspace/${world.a.workspaceId}/leads`,
      { workspaceId: world.a.workspaceId },
      { leadId, ...fields },
      world.cookies.alice,
    )
  const assignmentMails = async () =>
    rowsOf<{ ref: string }>(
      await services.db.execute(sql`select ref from outbox where kind = 'lead-assigned' order by created_at`),
    )

  // Ed's sign-up sent him a mail of its own before: wait for the assignment's.
  const assignmentMailTo = async (to: string) => {
    for (let waited = 0; waited < 50; waited++) {
      const found = world.mail.received.find(
        (mail) =>
          mail.to &&
          !Array.isArray(mail.to) &&
          mail.to.text === to &&
          mail.subject?.startsWith('Lead assigned'),
      )
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`no assignment mail to ${to}`)
  }

  it('e-mails the assignee the calculator and a link to the lead, and no visitor detail', async () => {
    expect((await leadAction({ intent: 'assign', assignee: edId })).status).toBe(200)
    const mail = await assignmentMailTo('ed@example.com')
    expect(mail.subject).toBe('Lead assigned to you: Home loans')
    const link = `${services.config.baseUrl}/workspace/${world.a.workspaceId}/leads?lead=${leadId}`
    expect(mail.text).toContain(link)
    expect(mail.text).toContain(
      'alice@example.com assigned you a lead from the calculator "Home loans" of Alpha Bank.',
    )
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
    for (const detail of [visitor.name, visitor.email, visitor.phone, visitor.message, '250,000', '250000'])
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(detail)

    // The link opens the inbox on that one lead.
    const inboxPath = `/workspace/${world.a.workspaceId}/leads?lead=${leadId}`
    const opened = (
      await load(services, leadsLoader, inboxPath, { workspaceId: world.a.workspaceId }, edCookie)
    ).data as { leads: { id: string }[] }
    expect(opened.leads.map((lead) => lead.id)).toEqual([leadId])
  })

  it('sends nothing when a member assigns a lead to themselves, or unassigns it', async () => {
    const before = (await assignmentMails()).length
    expect((await leadAction({ intent: 'assign', assignee: aliceId })).status).toBe(200)
    expect((await leadAction({ intent: 'assign', assignee: '' })).status).toBe(200)
    expect(await assignmentMails()).toHaveLength(before)
    // Assigned again later, the assignee hears of it again.
    expect((await leadAction({ intent: 'assign', assignee: edId })).status).toBe(200)
    expect(await assignmentMails()).toHaveLength(before + 1)
  })

  it('exports "Assigned to" and "Notes" in the CSV, neutralised against formulas', async () => {
    expect(
      (await leadAction({ intent: 'notes', notes: '=HYPERLINK("http://evil.example","call")' })).status,
    ).toBe(200)
    const csv = await load(
      services,
      leadsCsvLoader,
      `/workspace/${world.a.workspaceId}/leads.csv`,
      { workspaceId: world.a.workspaceId },
      world.cookies.alice,
    )
    expect(csv.status).toBe(200)
    const [header, row] = String(csv.data)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    expect(header).toMatch(/,Assigned to,Notes$/)
    expect(row).toMatch(/,ed@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example"",""call""\)"$/)
  })
})
