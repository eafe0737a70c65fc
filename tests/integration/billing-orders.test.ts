import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, billingOrders, user, workspaceEvents, workspaces } from '~/db/schema'
import { OrderSchema } from '~/lib/billing/order-form'
import { orderNumber } from '~/lib/billing/order-number'
import { REPLAY_WINDOW_MS, signOrder } from '~/lib/billing/orders.server'
import { DATA_PROCESSING_ADDENDUM, MASTER_AGREEMENT } from '~/lib/billing/terms'
import { pdfTextLines } from '~/lib/reports/pdf-text'
import { loader as pdfLoader } from '~/routes/resources/billing-order-pdf'
import { action as orderAction, loader as orderLoader } from '~/routes/workspace/billing-order'
import { loader as billingLoader } from '~/routes/workspace/billing'
import { action as membersAction } from '~/routes/workspace/members'
import { databaseKinds } from '../support/database'
import { setUpTeams, type Teams } from './teams-support'
import { act, load } from './workspace-support'

const DAY = 86_400_000
const VENDOR = 'hello@brightline-digital.example'
const growthAnnual = {
  plan: 'growth',
  term: 'annual',
  billingName: 'Pat Payables',
  billingEmail: 'ap@alpha.example',
  poNumber: 'PO-7781',
  agreementVersion: MASTER_AGREEMENT.version,
  dpaVersion: DATA_PROCESSING_ADDENDUM.version,
  accept: 'on',
  signerName: 'Alice Owner',
}

/* Issue 44 §4: the owner chooses a plan, signs it by typing her name, and the order is kept, audited, mailed. */
describe.each(databaseKinds)('signing an order on %s', (kind) => {
  let teams: Teams
  let alpha: string
  const orderPath = () => `/workspace/${alpha}/billing/order`
  const sign = (fields: Record<string, string>, cookie: string | undefined, workspaceId = alpha) =>
    act(
      teams.services,
      orderAction,
      `/workspace/${workspaceId}/billing/order`,
      { workspaceId },
      fields,
      cookie,
    )
  const ordersOf = (workspaceId: string) =>
    teams.services.db
      .select()
      .from(billingOrders)
      .where(eq(billingOrders.workspaceId, workspaceId))
      .orderBy(asc(billingOrders.signedAt))
  const workspaceRow = async (id: string) =>
    (await teams.services.db.select().from(workspaces).where(eq(workspaces.id, id)))[0]!

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    alpha = teams.a.workspaceId
    // Alpha Bank is in its trial, on the trial plan.
    await teams.services.db
      .update(workspaces)
      .set({ plan: 'institution', trialEndsAt: new Date(Date.now() + 20 * DAY) })
      .where(eq(workspaces.id, alpha))
  })
  afterAll(() => teams?.close())

  it("signs the owner's order with the versions shown, ends the trial, sets the plan, audits it", async () => {
    const signed = await sign(growthAnnual, teams.cookies.alice)
    expect(signed.status).toBe(302)
    const [order] = await ordersOf(alpha)
    expect(signed.location).toBe(`/workspace/${alpha}/billing?signed=${order!.id}`)
    expect(order).toMatchObject({
      plan: 'growth',
      term: 'annual',
      billingName: 'Pat Payables',
      billingEmail: 'ap@alpha.example',
      poNumber: 'PO-7781',
      agreementVersion: MASTER_AGREEMENT.version,
      dpaVersion: DATA_PROCESSING_ADDENDUM.version,
      signerName: 'Alice Owner',
      signerEmail: 'alice@example.com',
      endedAt: null,
    })
    expect(await workspaceRow(alpha)).toMatchObject({ plan: 'growth', trialEndsAt: null })
    const audited = await teams.services.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, alpha), eq(auditEntries.action, 'billing.order_signed')))
    expect(audited).toHaveLength(1)
    expect(audited[0]).toMatchObject({ objectId: order!.id, actorEmail: 'alice@example.com' })
    expect(audited[0]!.data).toMatchObject({ plan: 'growth', priceCents: 129000, signerName: 'Alice Owner' })
    const history = await teams.services.db
      .select({ action: workspaceEvents.action })
      .from(workspaceEvents)
      .where(eq(workspaceEvents.workspaceId, alpha))
    expect(history.map((line) => line.action)).toContain('Signed an order')

    const page = await load(
      teams.services,
      billingLoader,
      `/workspace/${alpha}/billing?signed=${order!.id}`,
      {
        workspaceId: alpha,
      },
      teams.cookies.alice,
    )
    expect(page.data).toMatchObject({
      plan: { name: 'Growth', phase: { phase: 'none' } },
      order: { justSigned: true, facts: { number: orderNumber(order!), price: '$1,290 a year' } },
      canOrder: true,
    })
  })

  it('e-mails the order PDF to the billing contact, the signer and us', async () => {
    const [order] = await ordersOf(alpha)
    const number = orderNumber(order!)
    for (const to of ['ap@alpha.example', 'alice@example.com', VENDOR]) {
      const mail = await teams.mailWith(to, new RegExp(number))
      expect(mail.attachments).toHaveLength(1)
      const [pdf] = mail.attachments
      expect(pdf!.contentType).toBe('application/pdf')
      expect(pdf!.filename).toBe(`order-${number}.pdf`)
      const text = pdfTextLines(pdf!.content).join('\n')
      for (const shown of [number, 'Alpha Bank', 'Growth', '$1,290 a year', 'Alice Owner', 'PO-7781'])
        expect(text).toContain(shown)
      expect(text).toContain(`Master Subscription Agreement, version ${MASTER_AGREEMENT.version}`)
    }
  })

  it('a double submit makes one order', async () => {
    const before = await ordersOf(alpha)
    const again = await sign(growthAnnual, teams.cookies.alice)
    expect(again.location).toBe(`/workspace/${alpha}/billing?signed=${before[0]!.id}`)
    expect(await ordersOf(alpha)).toHaveLength(1)
  })

  it('a new order ends the previous one; the website plan leaves the calculator plan alone', async () => {
    const signed = await sign(
      { ...growthAnnual, plan: 'starter', term: 'monthly', poNumber: '' },
      teams.cookies.alice,
    )
    expect(signed.status).toBe(302)
    const orders = await ordersOf(alpha)
    expect(orders.map((order) => [order.plan, order.endedAt === null])).toEqual([
      ['growth', false],
      ['starter', true],
    ])
    expect(orders[1]!.poNumber).toBeNull()
    expect((await workspaceRow(alpha)).plan).toBe('starter')
    const website = await sign(
      { ...growthAnnual, plan: 'website-management', term: 'monthly' },
      teams.cookies.alice,
    )
    expect(website.status).toBe(302)
    expect((await workspaceRow(alpha)).plan).toBe('starter')
    const annual = await sign(
      { ...growthAnnual, plan: 'website-management', term: 'annual' },
      teams.cookies.alice,
    )
    expect(annual.status).toBe(400)
    expect(annual.data).toEqual({ errors: { term: 'Website Monthly Management is billed monthly only.' } })
  })

  it('refuses an order without acceptance or signature, and one whose terms changed since the form opened', async () => {
    const count = (await ordersOf(alpha)).length
    const unsigned = await sign({ ...growthAnnual, accept: '', signerName: '' }, teams.cookies.alice)
    expect(unsigned.status).toBe(400)
    expect(unsigned.data).toEqual({
      errors: {
        accept: 'Tick the box to accept the agreement and the addendum.',
        signerName: 'Your full name is required.',
      },
    })
    const stale = await sign({ ...growthAnnual, agreementVersion: '2026-01-01' }, teams.cookies.alice)
    expect(stale.status).toBe(400)
    expect(await ordersOf(alpha)).toHaveLength(count)
  })

  it("another workspace's owner, an editor, an approver, an admin, a removed owner and a signed-out visitor sign nothing and see no order", async () => {
    const { cookies, services } = teams
    const count = (await ordersOf(alpha)).length
    const [order] = await ordersOf(alpha)
    const pdf = (cookie: string | undefined, workspaceId = alpha) =>
      load(
        services,
        pdfLoader,
        `/workspace/${workspaceId}/billing/orders/${order!.id}/order.pdf`,
        { workspaceId, orderId: order!.id },
        cookie,
      )
    const billing = (cookie: string | undefined) =>
      load(services, billingLoader, `/workspace/${alpha}/billing`, { workspaceId: alpha }, cookie)

    const own = await pdf(cookies.alice)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect((await sign(growthAnnual, cookies.bob)).status).toBe(404)
    expect((await billing(cookies.bob)).status).toBe(404)
    expect((await pdf(cookies.bob)).status).toBe(404)
    // Bob's own workspace with Alpha's order id: not his order.
    expect((await pdf(cookies.bob, teams.b.workspaceId)).status).toBe(404)
    for (const who of ['ed', 'ann'] as const) {
      expect((await sign(growthAnnual, cookies[who])).status).toBe(403)
      expect((await billing(cookies[who])).status).toBe(403)
      expect((await pdf(cookies[who])).status).toBe(403)
    }
    // Our admin sees the account's billing but never signs for the client.
    expect((await billing(cookies.boss)).status).toBe(200)
    expect((await sign(growthAnnual, cookies.boss)).status).toBe(403)
    expect(
      (await load(services, orderLoader, orderPath(), { workspaceId: alpha }, cookies.boss)).status,
    ).toBe(403)
    const anonymous = await sign(growthAnnual, undefined)
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toBe('/auth')
    expect((await pdf(undefined)).status).toBe(302)

    // Ed, made an owner, may; removed, he gets the same 404 as a stranger.
    const [ed] = await services.db.select().from(user).where(eq(user.email, 'ed@example.com'))
    const members = (fields: Record<string, string>) =>
      act(
        services,
        membersAction,
        `/workspace/${alpha}/members`,
        { workspaceId: alpha },
        fields,
        cookies.alice,
      )
    expect((await members({ intent: 'change-role', userId: ed!.id, role: 'owner' })).status).toBe(200)
    expect((await billing(cookies.ed)).status).toBe(200)
    expect((await members({ intent: 'remove', userId: ed!.id })).status).toBe(200)
    expect((await sign(growthAnnual, cookies.ed)).status).toBe(404)
    expect((await billing(cookies.ed)).status).toBe(404)
    expect((await pdf(cookies.ed)).status).toBe(404)
    expect(await ordersOf(alpha)).toHaveLength(count)
    expect(await ordersOf(teams.b.workspaceId)).toHaveLength(0)
  })

  it('the same order again within a minute (by the injected clock) is the first one; after it, a new one', async () => {
    const { services } = teams
    const beta = teams.b.workspaceId
    const [bob] = await services.db.select().from(user).where(eq(user.email, 'bob@example.com'))
    const signer = { id: bob!.id, email: bob!.email }
    const input = OrderSchema.parse({ ...growthAnnual, plan: 'institution', term: 'monthly', poNumber: '' })
    const at = new Date('2026-12-01T15:00:00Z')
    const first = await signOrder(services.db, beta, signer, input, at)
    const retried = await signOrder(services.db, beta, signer, input, new Date(+at + 30_000))
    expect(retried).toEqual({ order: first.order, replayed: true })
    const later = await signOrder(services.db, beta, signer, input, new Date(+at + REPLAY_WINDOW_MS + 1000))
    expect(later.replayed).toBe(false)
    const orders = await ordersOf(beta)
    expect(orders.map((order) => order.endedAt?.toISOString() ?? null)).toEqual([
      new Date(+at + REPLAY_WINDOW_MS + 1000).toISOString(),
      null,
    ])
  })
})
