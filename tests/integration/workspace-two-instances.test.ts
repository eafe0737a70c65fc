import { eq } from 'drizzle-orm'
import type { RunningServices } from '../../server/services'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { calculators } from '~/db/schema'
import { openDatabase } from '~/db/client.server'
import { loadPublished, PUBLISHED_TTL_MS } from '~/lib/workspaces/published.server'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as workspaceAction } from '~/routes/workspace/workspace'
import { twoInstancesOnPostgres } from '../support/services'
import { act, approveFields, load, signedIn } from './workspace-support'

// Two instances on one PostgreSQL, as behind a load balancer: a publish on one shows on the other at once
// (LISTEN/NOTIFY, issue 26 §3), and within the cache's time to live where nothing listens.
describe.runIf(process.env.TEST_DATABASE_URL)('publishing with two instances on one PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof twoInstancesOnPostgres>>

  beforeAll(async () => {
    pair = await twoInstancesOnPostgres('brightline_publish')
  })
  afterAll(async () => {
    vi.useRealTimers()
    await pair?.close()
  })

  it('shows a publish made on one instance on the other at once, told by a NOTIFY', async () => {
    const [one, two] = pair.instances
    const cookie = await signedIn(one, 'publisher@example.com')
    const created = await act(one, createWorkspaceAction, '/workspace', {}, { name: 'Gamma' }, cookie)
    const workspaceId = created.location!.split('/').pop()!
    const added = await act(
      one,
      workspaceAction,
      `/workspace/${workspaceId}`,
      { workspaceId },
      { type: 'loan', name: 'Car loan' },
      cookie,
    )
    const calculatorId = added.location!.split('/').pop()!
    const params = { workspaceId, calculatorId }
    const path = `/workspace/${workspaceId}/calculators/${calculatorId}`
    const [row] = await one.db.select().from(calculators).where(eq(calculators.id, calculatorId))
    const publicId = row!.publicId
    const embedOn = (instance: RunningServices) =>
      load(instance, embedLoader, `/embed/c/${publicId}`, { publicId })

    vi.useFakeTimers({ toFake: ['Date'] })
    expect((await embedOn(two)).status).toBe(404)
    const approve = await act(
      one,
      calculatorAction,
      path,
      params,
      await approveFields(one, calculatorId),
      cookie,
    )
    expect(approve.status).toBe(200)
    expect((await embedOn(one)).status).toBe(200)

    // Instance two held its answer from before the publish: the publish's NOTIFY drops it, with the clock
    // stopped well short of the time to live.
    await expect.poll(async () => (await embedOn(two)).status, { timeout: 10_000 }).toBe(200)
    expect(PUBLISHED_TTL_MS).toBeLessThanOrEqual(30_000)

    // Each instance shows what it holds in memory (issue 47 §3), and holds its own: the same calculator's view
    // is cached on both, in two maps.
    const views = (instance: RunningServices) =>
      instance.held().get('published views') as Map<string, unknown> | undefined
    for (const instance of [one, two]) {
      expect([...instance.held().keys()]).toEqual(
        expect.arrayContaining(['published views', 'published peers']),
      )
      // A read is cached unless a notice (this publish's own, still on its way) drops it meanwhile: read again.
      await expect
        .poll(async () => {
          await loadPublished(instance.db, publicId)
          return views(instance)?.has(publicId)
        })
        .toBe(true)
    }
    expect(views(one)).not.toBe(views(two))
  })

  it('falls back on the time to live for an instance that does not listen', async () => {
    const [one] = pair.instances
    const deaf = await openDatabase({ databaseUrl: pair.url })
    try {
      const cookie = await signedIn(one, 'archivist@example.com')
      const created = await act(one, createWorkspaceAction, '/workspace', {}, { name: 'Delta' }, cookie)
      const workspaceId = created.location!.split('/').pop()!
      const added = await act(
        one,
        workspaceAction,
        `/workspace/${workspaceId}`,
        { workspaceId },
        { type: 'loan', name: 'Boat loan' },
        cookie,
      )
      const calculatorId = added.location!.split('/').pop()!
      const [row] = await one.db.select().from(calculators).where(eq(calculators.id, calculatorId))
      const publicId = row!.publicId
      vi.useFakeTimers({ toFake: ['Date'] })
      expect((await loadPublished(deaf.db, publicId)).status).toBe('missing')
      const path = `/workspace/${workspaceId}/calculators/${calculatorId}`
      const approve = await approveFields(one, calculatorId)
      expect(
        (await act(one, calculatorAction, path, { workspaceId, calculatorId }, approve, cookie)).status,
      ).toBe(200)
      expect((await loadPublished(deaf.db, publicId)).status).toBe('missing')
      vi.setSystemTime(Date.now() + PUBLISHED_TTL_MS + 1000)
      expect((await loadPublished(deaf.db, publicId)).status).toBe('published')
    } finally {
      vi.useRealTimers()
      await deaf.close()
    }
  })
})
