import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingOrders, calculatorUsageDays, outbox, workspaces } from '~/db/schema'
import { runBillingDay } from '~/lib/billing/billing-day.server'
import { billingOverview } from '~/lib/billing/overview.server'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { loader as workspaceLoader } from '~/routes/workspace/workspace'
import { databaseKinds } from '../support/database'
import { calcParams, calcPath, setUpTeams, type Teams } from './teams-support'
import { act, approveFields, load } from './workspace-support'

const DAY = 86_400_000
/** The fixed clock: every phase below is read at this instant. */
const NOW = new Date('2026-12-15T12:00:00Z')

/*
 * Issue 44: nothing a visitor of a client's page sees changes because of billing. Alpha Bank's published
 * calculator is loaded through its trial, the grace after it, the time after that and a month over its views;
 * it serves every time, and only its owner is told.
 */
describe.each(databaseKinds)('a published calculator through trial, grace and overage on %s', (kind) => {
  let teams: Teams
  const embed = () =>
    load(teams.services, embedLoader, `/embed/c/${teams.a.publicId}`, { publicId: teams.a.publicId })
  const setTrialEnd = (at: Date) =>
    teams.services.db
      .update(workspaces)
      .set({ plan: 'starter', trialEndsAt: at })
      .where(eq(workspaces.id, teams.a.workspaceId))
  const ownerSees = () => billingOverview(teams.services.db, teams.a.workspaceId, 'owner', NOW)
  /** What the Calculators page gives Alpha's approver and editor of billing: the banners' data, or null. */
  const approverSees = async () => {
    const seen = await Promise.all(
      (['ann', 'ed'] as const).map(
        async (who) =>
          (
            (
              await load(
                teams.services,
                workspaceLoader,
                `/workspace/${teams.a.workspaceId}`,
                { workspaceId: teams.a.workspaceId },
                teams.cookies[who],
              )
            ).data as { billing: unknown }
          ).billing,
      ),
    )
    return seen.every((billing) => billing === null) ? null : seen
  }

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    const { services, a, cookies } = teams
    const published = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      await approveFields(services, a.calculatorId),
      cookies.alice,
    )
    expect(published.status).toBe(200)
  })
  afterAll(() => teams?.close())

  it('serves in the trial; the owner sees the end date, an approver and an editor nothing', async () => {
    await setTrialEnd(new Date(+NOW + 10 * DAY))
    expect((await embed()).status).toBe(200)
    expect(await ownerSees()).toMatchObject({ phase: { phase: 'trial', daysLeft: 10 }, viewThreshold: null })
    expect(await approverSees()).toBeNull()
  })

  it('serves in the 14 days of grace after the trial, with a notice to the owner only', async () => {
    await setTrialEnd(new Date(+NOW - 3 * DAY))
    expect((await embed()).status).toBe(200)
    const seen = await ownerSees()
    expect(seen?.phase).toEqual({
      phase: 'grace',
      endsAt: new Date(+NOW - 3 * DAY),
      graceEndsAt: new Date(+NOW + 11 * DAY),
    })
    expect(await approverSees()).toBeNull()
  })

  it('serves after the grace too, and over 100 % of the month’s views', async () => {
    await setTrialEnd(new Date(+NOW - 20 * DAY))
    expect((await ownerSees())?.phase.phase).toBe('ended')
    const row = { calculatorId: teams.a.calculatorId, workspaceId: teams.a.workspaceId }
    await teams.services.db.insert(calculatorUsageDays).values({ ...row, day: '2026-12-01', views: 8_000 })
    expect((await ownerSees())?.viewThreshold).toBe(80)
    await teams.services.db.insert(calculatorUsageDays).values({ ...row, day: '2026-12-14', views: 4_000 })
    // Last month's views do not count in this one.
    await teams.services.db.insert(calculatorUsageDays).values({ ...row, day: '2026-11-30', views: 50_000 })
    expect(await ownerSees()).toMatchObject({ views: 12_000, viewLimit: 10_000, viewThreshold: 100 })
    expect((await embed()).status).toBe(200)
    expect(await approverSees()).toBeNull()
  })
  it('serves the same calculator while the daily billing pass mails owners and invoices its overage', async () => {
    const served = JSON.stringify((await embed()).data)
    const day = (now: Date) => runBillingDay(teams.services.db, { now, baseUrl: 'http://localhost:3000' })
    await setTrialEnd(new Date(+NOW + 5 * DAY))
    await day(NOW) // trial ends in 7 days or fewer: the owner is told
    await setTrialEnd(new Date(+NOW - 3 * DAY))
    await day(NOW) // grace
    await teams.services.db.insert(billingOrders).values({
      workspaceId: teams.a.workspaceId,
      plan: 'starter',
      term: 'monthly',
      billingName: 'Alpha Bank AP',
      billingEmail: 'ap@alpha.example',
      agreementVersion: '2026-11',
      dpaVersion: '2026-11',
      signerName: 'Alice',
      signerEmail: 'alice@example.com',
      signedAt: new Date('2026-12-01T00:00:00Z'),
    })
    await day(new Date('2027-01-01T06:00:00Z')) // December's 12,000 views: an overage line
    const queued = (await teams.services.db.select({ ref: outbox.ref }).from(outbox)).map((row) => row.ref)
    expect(queued.some((ref) => ref.startsWith('billing:trial-7:'))).toBe(true)
    expect(queued.some((ref) => ref.startsWith('billing:trial-grace:'))).toBe(true)
    expect(queued.some((ref) => ref.startsWith('billing:views-100:2026-12:'))).toBe(true)
    expect(queued.some((ref) => /^invoice:.*:issued$/.test(ref))).toBe(true)
    const again = await embed()
    expect(again.status).toBe(200)
    expect(JSON.stringify(again.data)).toBe(served)
  })
})
