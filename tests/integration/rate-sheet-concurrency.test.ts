import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { calculators, rateSheetEntries } from '~/db/schema'
import { RATE_SHEET_LIMITS, utcToday } from '~/lib/rate-sheet/rate-sheet'
import { loadPublished } from '~/lib/workspaces/published.server'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, twoInstancesOnPostgres } from '../support/services'
import { editorFields, ratesTab } from './rate-sheet-support'
import { act, approveFields, signedIn, workspaceWithCalculator } from './workspace-support'

// The rate sheet (decision 0038) when changes come at once: from one instance, and from two on PostgreSQL.
describe.each(databaseKinds)('rates proposed at once on %s', (kind) => {
  let services: RunningServices

  beforeAll(async () => {
    services = await createTestServices(kind)
  }, 180_000)
  afterAll(async () => {
    await services?.close()
  })

  it('holds at most 200 rates, even when new ones are proposed at once', async () => {
    const cookie = await signedIn(services, 'rita@example.com')
    const full = await workspaceWithCalculator(services, cookie, 'Full Sheet Savings', 'loan')
    await services.db
      .insert(rateSheetEntries)
      .values(
        Array.from({ length: RATE_SHEET_LIMITS.entries - 2 }, () => ({ workspaceId: full.workspaceId })),
      )
    const tab = ratesTab(services, full.workspaceId, cookie)
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name) =>
        tab.act({
          intent: 'propose',
          product: `Rate ${name}`,
          rate: '5',
          effectiveOn: utcToday(),
          expiresOn: '',
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect((refused.data as { notice: string }).notice).toBe('A rate sheet holds at most 200 rates.')
    const stored = await services.db
      .select()
      .from(rateSheetEntries)
      .where(eq(rateSheetEntries.workspaceId, full.workspaceId))
    expect(stored).toHaveLength(RATE_SHEET_LIMITS.entries)
  })
})

// Two instances on one PostgreSQL: a rate approved on one reaches the other's published view through the
// existing published-change NOTIFY (decision 0032), not after the cache's time to live.
describe.runIf(process.env.TEST_DATABASE_URL)('a rate approved with two instances on PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof twoInstancesOnPostgres>>

  beforeAll(async () => {
    pair = await twoInstancesOnPostgres('brightline_rates')
  })
  afterAll(async () => {
    vi.useRealTimers()
    await pair?.close()
  })

  it('shows the new rate on the other instance at once', async () => {
    const [one, two] = pair.instances
    const cookie = await signedIn(one, 'rates-owner@example.com')
    const created = await workspaceWithCalculator(one, cookie, 'Two Instance Bank', 'loan')
    const tab = ratesTab(one, created.workspaceId, cookie)
    const propose = async (rate: string, entryId?: string) => {
      const fields = { intent: 'propose', product: 'Auto', rate, effectiveOn: utcToday(), expiresOn: '' }
      expect((await tab.act({ ...fields, ...(entryId && { entryId }) })).status).toBe(200)
      const entry = (await tab.entries())[0]!
      expect((await tab.act({ intent: 'approve', versionId: entry.proposed!.id })).status).toBe(200)
      return entry.id
    }
    const entryId = await propose('5.25')
    const path = `/workspace/${created.workspaceId}/calculators/${created.calculatorId}`
    const editor = async (fields: Record<string, string>) =>
      (await act(one, calculatorAction, path, created, fields, cookie)).status
    expect(await editor({ ...editorFields(), 'rateLink.rate': entryId })).toBe(200)
    expect(await editor(await approveFields(one, created.calculatorId))).toBe(200)
    const [row] = await one.db.select().from(calculators).where(eq(calculators.id, created.calculatorId))
    const rateOn = async (instance: RunningServices) => {
      const view = await loadPublished(instance.db, row!.publicId)
      return view.status === 'published' ? view.revision.defaults.rate : view.status
    }
    await expect.poll(() => rateOn(two), { timeout: 10_000 }).toBe('5.25')
    vi.useFakeTimers({ toFake: ['Date'] })
    await propose('5.5', entryId)
    // The clock is stopped well short of the 15 s time to live: only the NOTIFY can clear instance two.
    await expect.poll(() => rateOn(two), { timeout: 10_000 }).toBe('5.5')
  })
})
