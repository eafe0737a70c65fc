import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, billingOrders, invoices, user, workspaceMembers } from '~/db/schema'
import { issueDueInvoices } from '~/lib/billing/invoices.server'
import { action as adminAction, loader as adminLoader } from '~/routes/_site/admin/invoices'
import { loader as pdfLoader } from '~/routes/resources/invoice-pdf'
import { loader as listLoader } from '~/routes/workspace/billing-invoices'
import { action as membersAction } from '~/routes/workspace/members'
import { databaseKinds } from '../support/database'
import { setUpTeams, type Teams, type Who } from './teams-support'
import { act, confirmControlChanges, load } from './workspace-support'

/*
 * Issue 44 §4: a workspace's invoices and their PDFs are its owners' only. Another workspace's member, an
 * editor or approver, a removed owner and a signed-out visitor get nothing; /admin/billing/invoices is the vendor's.
 */
describe.each(databaseKinds)('who sees invoices on %s', (kind) => {
  let teams: Teams
  let invoiceId: string
  let number: string
  const listPath = () => `/workspace/${teams.a.workspaceId}/billing/invoices`
  const list = (who?: Who) =>
    load(
      teams.services,
      listLoader,
      listPath(),
      { workspaceId: teams.a.workspaceId },
      who && teams.cookies[who],
    )
  const pdf = (who?: Who, workspaceId = teams.a.workspaceId) =>
    load(
      teams.services,
      pdfLoader,
      `/workspace/${workspaceId}/billing/invoices/${invoiceId}/invoice.pdf`,
      { workspaceId, invoiceId },
      who && teams.cookies[who],
    )

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    await teams.services.db.insert(billingOrders).values({
      workspaceId: teams.a.workspaceId,
      plan: 'growth',
      term: 'annual',
      billingName: 'Alpha Bank AP',
      billingEmail: 'ap@alpha.example',
      agreementVersion: '2026-11',
      dpaVersion: '2026-11',
      signerName: 'Alice',
      signerEmail: 'alice@example.com',
      signedAt: new Date('2026-11-20T10:00:00Z'),
    })
    expect(await issueDueInvoices(teams.services.db, new Date('2026-11-20T12:00:00Z'))).toBe(1)
    const [row] = await teams.services.db.select().from(invoices)
    invoiceId = row!.id
    number = row!.number
  })
  afterAll(() => teams?.close())

  it('lists the invoice for its owner with its status, and serves its PDF', async () => {
    const page = await list('alice')
    expect(page.status).toBe(200)
    const { invoices: rows } = page.data as {
      invoices: { number: string; total: string; status: { label: string }; period: string }[]
    }
    expect(rows).toEqual([
      expect.objectContaining({
        number,
        total: '$1,290',
        period: 'November 20, 2026 to November 19, 2027',
        status: { label: 'Due' },
      }),
    ])
    const file = await pdf('alice')
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`)
    expect(String(file.data).startsWith('%PDF-')).toBe(true)
  })

  it('gives another workspace’s owner, an editor, an approver and a signed-out visitor nothing', async () => {
    for (const who of ['bob', undefined] as const) {
      expect((await list(who)).status, String(who)).not.toBe(200)
      expect((await pdf(who)).status, String(who)).not.toBe(200)
      expect(JSON.stringify((await pdf(who)).data)).not.toContain('%PDF')
    }
    expect((await list('bob')).status).toBe(404)
    expect((await pdf('bob')).status).toBe(404)
    // Bob's own workspace in the address, Alpha's invoice id: the same 404 as an invoice that does not exist.
    expect((await pdf('bob', teams.b.workspaceId)).status).toBe(404)
    for (const who of ['ed', 'ann'] as const) {
      expect((await list(who)).status).toBe(403)
      expect((await pdf(who)).status).toBe(403)
    }
    expect((await list()).status).toBe(302)
  })

  it('shuts a removed owner out at once', async () => {
    const [ann] = await teams.services.db.select().from(user).where(eq(user.email, 'ann@example.com'))
    await teams.services.db
      .update(workspaceMembers)
      .set({ role: 'owner' })
      .where(eq(workspaceMembers.userId, ann!.id))
    expect((await list('ann')).status).toBe(200)
    const removed = await act(
      teams.services,
      membersAction,
      `/workspace/${teams.a.workspaceId}/members`,
      { workspaceId: teams.a.workspaceId },
      { intent: 'remove', userId: ann!.id },
      teams.cookies.alice,
    )
    expect(removed.status).toBe(200)
    await confirmControlChanges(teams.services, teams.a.workspaceId, teams.cookies.ann)
    expect((await list('ann')).status).toBe(404)
    expect((await pdf('ann')).status).toBe(404)
  })

  it('shows /admin/billing/invoices to the vendor’s admin only, who marks an invoice paid with a note (audited)', async () => {
    const path = '/admin/billing/invoices'
    expect((await load(teams.services, adminLoader, path, {}, teams.cookies.alice)).status).not.toBe(200)
    const seen = await load(teams.services, adminLoader, path, {}, teams.cookies.boss)
    expect(seen.status).toBe(200)
    expect((seen.data as { invoices: { number: string }[] }).invoices.map((row) => row.number)).toEqual([
      number,
    ])
    expect((seen.data as { upcoming: { next: string }[] }).upcoming).toEqual([
      expect.objectContaining({ workspaceName: 'Alpha Bank', next: 'November 20, 2027' }),
    ])
    const overdue = await load(teams.services, adminLoader, `${path}?filter=overdue`, {}, teams.cookies.boss)
    expect((overdue.data as { invoices: unknown[] }).invoices).toEqual([])
    const fields = { invoiceId, note: 'Cheque 1042 received' }
    expect((await act(teams.services, adminAction, path, {}, fields, teams.cookies.alice)).status).not.toBe(
      200,
    )
    expect(
      (await act(teams.services, adminAction, path, {}, { invoiceId, note: ' ' }, teams.cookies.boss)).status,
    ).toBe(400)
    const paid = await act(teams.services, adminAction, path, {}, fields, teams.cookies.boss)
    expect(paid.data).toEqual({ ok: true, notice: `Invoice ${number} marked paid.` })
    const [row] = await teams.services.db.select().from(invoices).where(eq(invoices.id, invoiceId))
    expect(row!.paidNote).toBe('Cheque 1042 received')
    const audited = await teams.services.db
      .select({ actor: auditEntries.actorEmail, workspaceId: auditEntries.workspaceId })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'invoice.paid'))
    expect(audited).toEqual([{ actor: 'boss@brightline.example', workspaceId: teams.a.workspaceId }])
    const owner = await list('alice')
    expect((owner.data as { invoices: { status: { label: string } }[] }).invoices[0]!.status).toEqual({
      label: 'Paid',
    })
  })
})
