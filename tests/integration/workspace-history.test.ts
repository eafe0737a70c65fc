import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loader as historyLoader } from '~/routes/workspace/history'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { load, signedIn, workspaceWithCalculator } from './workspace-support'

type Event = { action: string; calculatorName: string | null }

describe.each(databaseKinds)('workspace history on %s', (kind) => {
  let services: RunningServices

  beforeAll(async () => {
    services = await createTestServices(kind)
  })
  afterAll(async () => {
    await services?.close()
  })

  it('names the calculator of every calculator event, and only this workspace’s', async () => {
    const cookie = await signedIn(services, 'hana@example.com')
    const ids = await workspaceWithCalculator(services, cookie, 'Hana Bank', 'loan')
    const other = await signedIn(services, 'ivan@example.com')
    await workspaceWithCalculator(services, other, 'Ivan Bank', 'loan')
    const path = `/workspace/${ids.workspaceId}/history`
    const history = await load(services, historyLoader, path, ids, cookie)
    const events = (history.data as { events: Event[] }).events
    expect(events.map((event) => [event.action, event.calculatorName])).toEqual([
      ['Created the calculator', 'Hana Bank loan'],
      ['Created the workspace', null],
    ])
    expect((await load(services, historyLoader, path, ids, other)).status).toBe(404)
    expect((await load(services, historyLoader, path, ids)).status).toBe(302)
  })
})
