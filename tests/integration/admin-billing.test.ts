import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, invoices, workspaceEvents, workspaces } from '~/db/schema'
import { issueDueInvoices } from '~/lib/billing/invoices.server'
import { DATA_PROCESSING_ADDENDUM, MASTER_AGREEMENT } from '~/lib/billing/terms'
import { action as adminAction, loader as adminLoader } from '~/routes/_site/admin/billing'
import { action as orderAction } from '~/routes/workspace/billing-order'
import { databaseKinds } from '../support/database'
import { setUpTeams, type Teams } from './teams-support'
import { act, load } from './workspace-support'

const DAY = 86_400_000
const order = (plan: string, term: string) => ({
  plan,
  term,
  billingName: 'Accounts Payable',
  billingEmail: 'ap@example.com',
  poNumber: '',
  agreementVersion: MASTER_AGREEMENT.version,
  dpaVersion: DATA_PROCESSING_ADDENDUM.version,
  accept: 'on',
  signerName: 'The Owner',
})
type Listed = {
  totalMrr: string
  accounts: { id: string; name: string; planName: string | null; mrr: string; trialEnds: string | null }[]
}

/* Issue 44 §4: the vendor sees every account's plan, trial, order and MRR; extends trials and changes plans. */
describe.each(databaseKinds)('/admin/billing on %s', (kind) => {
  let teams: Teams
  const page = (cookie?: string) => load(teams.services, adminLoader, '/admin/billing', {}, cookie)
  const post = (fields: Record<string, string>, cookie?: string) =>
    act(teams.services, adminAction, '/admin/billing', {}, fields, cookie)
  const row = async (id: string) =>
    (await teams.services.db.select().from(workspaces).where(eq(workspaces.id, id)))[0]!
  const audited = (id: string, action: string) =>
    teams.services.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, id), eq(auditEntries.action, action)))
      .orderBy(asc(auditEntries.seq))

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    const { services, a, b, cookies } = teams
    await services.db
      .update(workspaces)
      .set({ plan: 'institution', trialEndsAt: new Date(Date.now() + 10 * DAY) })
      .where(eq(workspaces.id, b.workspaceId))
    const signed = await act(
      services,
      orderAction,
      `/workspace/${a.workspaceId}/billing/order`,
      { workspaceId: a.workspaceId },
      order('starter', 'annual'),
      cookies.alice,
    )
    if (signed.status !== 302) throw new Error(`the order was refused: ${signed.status}`)
  })
  afterAll(() => teams?.close())

  it('lists each account with a plan, a trial or an order, its MRR, and the total in whole cents', async () => {
    const listed = (await page(teams.cookies.boss)).data as Listed
    expect(listed.accounts.map(({ name, planName, mrr }) => [name, planName, mrr])).toEqual([
      ['Alpha Bank', 'Starter', '$40.83'],
      ['Beta Credit', 'Institution', '$0'],
    ])
    expect(listed.accounts[1]!.trialEnds).not.toBeNull()
    expect(listed.totalMrr).toBe('$40.83')
  })

  it('extends a trial by N days from its end, audited and on the History page', async () => {
    const beta = teams.b.workspaceId
    const before = (await row(beta)).trialEndsAt!
    const done = await post({ intent: 'extend-trial', workspaceId: beta, days: '14' }, teams.cookies.boss)
    expect(done.data).toEqual({ ok: true, notice: 'Trial extended by 14 days.' })
    expect(+(await row(beta)).trialEndsAt! - +before).toBe(14 * DAY)
    const [entry] = await audited(beta, 'billing.trial_extended')
    expect(entry).toMatchObject({ actorEmail: 'boss@brightline.example', data: { days: 14 } })
    const lines = await teams.services.db
      .select({ action: workspaceEvents.action })
      .from(workspaceEvents)
      .where(eq(workspaceEvents.workspaceId, beta))
    expect(lines.map((line) => line.action)).toContain('Trial extended by 14 days')
    const tooLong = await post({ intent: 'extend-trial', workspaceId: beta, days: '365' }, teams.cookies.boss)
    expect(tooLong.status).toBe(400)
    // Alpha signed an order: no trial left to extend.
    const noTrial = await post(
      { intent: 'extend-trial', workspaceId: teams.a.workspaceId, days: '7' },
      teams.cookies.boss,
    )
    expect(noTrial.data).toEqual({ ok: false, notice: 'This account has no trial to extend.' })
  })

  it('changes a plan, audited with before and after', async () => {
    const alpha = teams.a.workspaceId
    const done = await post({ intent: 'change-plan', workspaceId: alpha, plan: 'growth' }, teams.cookies.boss)
    expect(done.data).toEqual({ ok: true, notice: 'Plan changed.' })
    expect((await row(alpha)).plan).toBe('growth')
    const [entry] = await audited(alpha, 'billing.plan_changed')
    expect(entry!.data).toEqual({ before: 'starter', after: 'growth' })
  })

  it('sets an account’s sales-tax rate, checked (0 to 15 %, 3 decimals) and audited, which the next invoice uses', async () => {
    const alpha = teams.a.workspaceId
    const setTax = (rate: string, cookie = teams.cookies.boss, workspaceId = alpha) =>
      post({ intent: 'set-tax-rate', workspaceId, rate }, cookie)
    const listedRate = async () =>
      (
        (await page(teams.cookies.boss)).data as { accounts: { id: string; taxRate: string }[] }
      ).accounts.find((account) => account.id === alpha)!.taxRate
    expect(await listedRate()).toBe('0')
    for (const [rate, message] of [
      ['15.001', 'at most 15 %'],
      ['16', 'at most 15 %'],
      ['100', 'with at most 3 decimals'],
      ['7.2555', 'with at most 3 decimals'],
      ['-1', 'with at most 3 decimals'],
      ['7,25', 'with at most 3 decimals'],
      ['', 'with at most 3 decimals'],
    ] as const) {
      const refused = await setTax(rate)
      expect(refused.status, rate).toBe(400)
      expect((refused.data as { notice: string }).notice, rate).toContain(message)
    }
    expect((await setTax('7.25', teams.cookies.boss, crypto.randomUUID())).status).toBe(404)
    expect((await setTax('7.25', teams.cookies.alice)).status).toBe(302)
    expect(await listedRate()).toBe('0')
    expect(await audited(alpha, 'billing.tax_rate_changed')).toEqual([])

    const done = await setTax(' 7.250 % ')
    expect(done.data).toEqual({ ok: true, notice: 'Sales tax set to 7.25 % from the next invoice.' })
    expect(await listedRate()).toBe('7.25')
    expect((await setTax('7.25')).data).toEqual({
      ok: false,
      notice: 'The sales-tax rate is 7.25 % already.',
    })
    expect((await setTax('15')).status).toBe(200)
    expect((await setTax('0.125')).status).toBe(200)
    expect((await setTax('7.25')).status).toBe(200)
    const entries = await audited(alpha, 'billing.tax_rate_changed')
    expect(entries.map((entry) => entry.data)).toEqual([
      { before: '0', after: '7.25' },
      { before: '7.25', after: '15' },
      { before: '15', after: '0.125' },
      { before: '0.125', after: '7.25' },
    ])
    expect(entries[0]).toMatchObject({ actorEmail: 'boss@brightline.example' })
    const lines = await teams.services.db
      .select({ action: workspaceEvents.action, detail: workspaceEvents.detail })
      .from(workspaceEvents)
      .where(eq(workspaceEvents.workspaceId, alpha))
    expect(lines).toContainEqual({
      action: 'Sales-tax rate changed',
      detail: '0 % → 7.25 %, from the next invoice',
    })

    // Alpha's Starter annual order ($490) is invoiced now: 7.25 % of $490.00 is $35.525, half up $35.53.
    expect(await issueDueInvoices(teams.services.db, new Date())).toBe(1)
    const [invoice] = await teams.services.db.select().from(invoices).where(eq(invoices.workspaceId, alpha))
    expect(invoice).toMatchObject({ subtotalCents: 49_000, taxCents: 3_553, totalCents: 52_553 })
    expect(Number(invoice!.taxRate)).toBe(7.25)
  })

  it('refuses a client, even an owner, and a signed-out visitor: nothing shown, nothing changed', async () => {
    const beta = teams.b.workspaceId
    const before = await row(beta)
    for (const cookie of [teams.cookies.alice, teams.cookies.bob, undefined]) {
      const shown = await page(cookie)
      expect(shown.status).toBe(302)
      expect(JSON.stringify(shown.data ?? '')).not.toContain('Beta Credit')
      const extended = await post({ intent: 'extend-trial', workspaceId: beta, days: '30' }, cookie)
      expect(extended.status).toBe(302)
      const changed = await post({ intent: 'change-plan', workspaceId: beta, plan: 'starter' }, cookie)
      expect(changed.status).toBe(302)
    }
    expect((await page(undefined)).location).toBe('/auth')
    expect((await page(teams.cookies.bob)).location).toBe('/')
    expect(await row(beta)).toEqual(before)
  })
})
