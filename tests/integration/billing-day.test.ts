import { and, asc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEntries,
  billingOrders,
  calculatorUsageDays,
  invoiceCounters,
  invoices,
  outbox,
  user,
  workspaces,
} from '~/db/schema'
import { markInvoicePaid } from '~/lib/billing/admin-invoices.server'
import { runBillingDay } from '~/lib/billing/billing-day.server'
import { invoiceMail } from '~/lib/billing/invoice-mail.server'
import { issueDueInvoices } from '~/lib/billing/invoices.server'
import { databaseKinds } from '../support/database'
import { setUpTeams, type Teams } from './teams-support'
import { workspaceWithCalculator } from './workspace-support'

const at = (iso: string) => new Date(iso)
const baseUrl = 'http://localhost:3000'

/*
 * Issue 44 §4 with a fixed clock: the daily pass issues each period's invoice once, numbers them without gaps
 * when two instances issue at once, reminds at due, +7 and +21 days until an admin marks it paid, and tells
 * owners once each of the trial's end and of 80 % and 100 % of a month's views.
 */
describe.each(databaseKinds)('the daily billing pass on %s', (kind) => {
  let teams: Teams
  let gammaId: string
  const db = () => teams.services.db
  const day = (now: string) => runBillingDay(db(), { now: at(now), baseUrl })
  const refs = async (pattern: string) =>
    (
      await db()
        .select({ ref: outbox.ref })
        .from(outbox)
        .where(like(outbox.ref, pattern))
        .orderBy(asc(outbox.ref))
    ).map((row) => row.ref)
  const invoicesOf = (workspaceId: string) =>
    db()
      .select()
      .from(invoices)
      .where(eq(invoices.workspaceId, workspaceId))
      .orderBy(asc(invoices.periodStart))
  const order = (workspaceId: string, plan: 'starter' | 'website-management', signedAt: string) => ({
    workspaceId,
    plan,
    term: 'monthly' as const,
    billingName: `${plan} Accounts Payable`,
    billingEmail: `ap-${plan}@example.com`,
    poNumber: plan === 'starter' ? 'PO-7781' : null,
    agreementVersion: '2026-11',
    dpaVersion: '2026-11',
    signerName: 'Signer',
    signerEmail: 'signer@example.com',
    signedAt: at(signedAt),
  })

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    const { a, b } = teams
    await db().update(workspaces).set({ plan: 'starter' }).where(eq(workspaces.id, a.workspaceId))
    await db()
      .insert(billingOrders)
      .values([
        order(a.workspaceId, 'starter', '2026-10-01T15:00:00Z'),
        order(b.workspaceId, 'website-management', '2026-10-15T09:00:00Z'),
      ])
    // October: 12,500 views against Starter's 10,000.
    await db()
      .insert(calculatorUsageDays)
      .values([
        { workspaceId: a.workspaceId, calculatorId: a.calculatorId, day: '2026-10-10', views: 7_000 },
        { workspaceId: a.workspaceId, calculatorId: a.calculatorId, day: '2026-10-31', views: 5_500 },
      ])
    gammaId = (await workspaceWithCalculator(teams.services, teams.cookies.bob, 'Gamma Credit Union', 'loan'))
      .workspaceId
  })
  afterAll(() => teams?.close())

  it('issues each current order’s invoice for its period once, with last period’s overage, and mails it', async () => {
    await day('2026-11-01T06:00:00Z')
    await day('2026-11-01T07:00:00Z')
    const [alpha] = await invoicesOf(teams.a.workspaceId)
    expect(await invoicesOf(teams.a.workspaceId)).toHaveLength(1)
    expect(alpha).toMatchObject({
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      issuedOn: '2026-11-01',
      dueOn: '2026-12-01',
      subtotalCents: 4_900 + 3 * 200,
      taxCents: 0,
      totalCents: 5_500,
      billingEmail: 'ap-starter@example.com',
      poNumber: 'PO-7781',
    })
    expect(alpha!.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['plan', 4_900],
      ['overage', 600],
    ])
    const [beta] = await invoicesOf(teams.b.workspaceId)
    expect(beta).toMatchObject({ periodStart: '2026-10-15', periodEnd: '2026-11-14', totalCents: 6_500 })
    expect([alpha!.number, beta!.number].sort()).toEqual(['BL-2026-0001', 'BL-2026-0002'])
    expect(await refs('invoice:%:issued')).toHaveLength(2)
    const mail = await invoiceMail.render(
      { invoiceId: alpha!.id, notice: 'issued' },
      { config: teams.services.config, db: db() },
    )
    expect(mail.to).toBe('ap-starter@example.com')
    expect(mail.subject).toBe(`Invoice ${alpha!.number} from Brightline Digital: $55.00 due December 1, 2026`)
    expect(mail.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')
    // Sent by the outbox worker to the billing contact, the PDF attached.
    const delivered = await teams.mailWith('ap-starter@example.com', /^Invoice BL-2026-000\d from/)
    expect(delivered.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${alpha!.number}.pdf`, 'application/pdf'],
    ])
    const audited = await db().select().from(auditEntries).where(eq(auditEntries.action, 'invoice.issued'))
    expect(audited).toHaveLength(2)
  })

  it('numbers without a gap or a duplicate when two issuers run at once', async () => {
    const issued = await Promise.all([
      issueDueInvoices(db(), at('2026-12-01T00:00:01Z')),
      issueDueInvoices(db(), at('2026-12-01T00:00:01Z')),
    ])
    expect(issued[0] + issued[1]).toBe(2)
    const numbers = (await db().select({ number: invoices.number }).from(invoices))
      .map((row) => row.number)
      .sort()
    expect(numbers).toEqual(['BL-2026-0001', 'BL-2026-0002', 'BL-2026-0003', 'BL-2026-0004'])
    expect(await db().select().from(invoiceCounters)).toEqual([{ year: 2026, last: 4 }])
  })

  it('reminds at due, +7 and +21 days, each once, and never after an admin marked it paid', async () => {
    const [, betaNov] = [...(await invoicesOf(teams.b.workspaceId))].reverse()
    const [alphaNov] = await invoicesOf(teams.a.workspaceId)
    await day('2026-12-01T06:00:00Z')
    await day('2026-12-01T18:00:00Z')
    expect(await refs(`invoice:${alphaNov!.id}:due%`)).toEqual([`invoice:${alphaNov!.id}:due`])
    expect(await refs(`invoice:${betaNov!.id}:due%`)).toEqual([`invoice:${betaNov!.id}:due`])
    const [boss] = await db().select().from(user).where(eq(user.email, 'boss@brightline.example'))
    expect(
      await markInvoicePaid(db(), boss!, betaNov!.id, 'ACH received 12/3', at('2026-12-03T15:00:00Z')),
    ).toEqual({
      ok: true,
      number: betaNov!.number,
    })
    expect((await markInvoicePaid(db(), boss!, betaNov!.id, 'again')).ok).toBe(false)
    await day('2026-12-08T06:00:00Z')
    await day('2026-12-08T09:00:00Z')
    await day('2026-12-22T06:00:00Z')
    await day('2026-12-30T06:00:00Z')
    expect(await refs(`invoice:${alphaNov!.id}:due%`)).toEqual(
      ['due', 'due+21', 'due+7'].map((notice) => `invoice:${alphaNov!.id}:${notice}`),
    )
    expect(await refs(`invoice:${betaNov!.id}:due%`)).toEqual([`invoice:${betaNov!.id}:due`])
    const paid = await db()
      .select({ data: auditEntries.data, actor: auditEntries.actorEmail })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'invoice.paid'))
    expect(paid).toEqual([
      { data: { number: betaNov!.number, note: 'ACH received 12/3' }, actor: 'boss@brightline.example' },
    ])
  })

  it('tells the owners the trial ends in 7 days, in 1 day, and that it ended, each once', async () => {
    await db()
      .update(workspaces)
      .set({ plan: 'starter', trialEndsAt: at('2027-01-20T12:00:00Z') })
      .where(eq(workspaces.id, gammaId))
    await day('2027-01-12T13:00:00Z') // 7 days 23 hours: nothing yet
    expect(await refs(`billing:trial-%:${gammaId}:%`)).toEqual([])
    for (const now of [
      '2027-01-13T13:00:00Z',
      '2027-01-14T13:00:00Z',
      '2027-01-19T13:00:00Z',
      '2027-01-19T20:00:00Z',
      '2027-01-21T00:30:00Z',
      '2027-01-30T00:30:00Z',
    ])
      await day(now)
    const sent = await refs(`billing:trial-%:${gammaId}:%`)
    expect(sent.map((ref) => ref.split(':')[1])).toEqual(['trial-1', 'trial-7', 'trial-grace'])
    const rows = await db()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(like(outbox.ref, `billing:trial-%:${gammaId}:%`))
    for (const { payload } of rows) expect((payload as { to: string }).to).toBe('bob@example.com')
  })

  it('tells the owner only at 80 % and 100 % of the month’s views, each once a month', async () => {
    const { a } = teams
    const usage = (dayOf: string, views: number) =>
      db()
        .insert(calculatorUsageDays)
        .values({ workspaceId: a.workspaceId, calculatorId: a.calculatorId, day: dayOf, views })
    await usage('2026-12-10', 7_900)
    await day('2026-12-10T12:00:00Z')
    expect(await refs(`billing:views-%:${a.workspaceId}:%`)).toEqual([])
    await usage('2026-12-11', 100)
    await day('2026-12-11T12:00:00Z')
    await day('2026-12-12T12:00:00Z')
    await usage('2026-12-20', 2_000)
    await day('2026-12-20T12:00:00Z')
    await day('2026-12-21T12:00:00Z')
    await usage('2027-01-05', 8_500)
    await day('2027-01-05T12:00:00Z')
    const sent = await refs(`billing:views-%:${a.workspaceId}:%`)
    expect(sent.map((ref) => ref.split(':').slice(1, 3).join(' '))).toEqual([
      'views-100 2026-12',
      'views-80 2026-12',
      'views-80 2027-01',
    ])
    const to = await db()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'workspace'), like(outbox.ref, `billing:views-%:${a.workspaceId}:%`)))
    expect(new Set(to.map(({ payload }) => (payload as { to: string }).to))).toEqual(
      new Set(['alice@example.com']),
    )
  })
})
