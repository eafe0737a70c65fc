import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/db/client.server'
import { workspaces } from '~/db/schema'
import { change, emit } from '~/lib/events/emit.server'
import { listen, type EventListener } from '~/lib/events/listeners.server'
import { databaseKinds, openTestDatabase } from '../support/database'

const workspaceId = '5f0c1a2b-0000-4000-8000-0000000000e1'
const hostEvents = {
  type: 'workspace.host_events_changed',
  workspaceId,
  actor: { id: null, email: 'ann@example.com' },
  objectId: workspaceId,
  data: { setting: 'Page events', before: false, after: true },
} as const

/*
 * Issue 47 §3: the spine (emit) knows no listener. One registered at start sees each event with what the catalogue
 * says follows from it: inside the transaction, and after the commit once per key, never after a rollback.
 */
describe.each(databaseKinds)('a listener registered with the spine, on %s', (kind) => {
  let database: Database
  const seen: string[] = []
  const probe: EventListener = {
    name: 'test probe',
    async inTransaction(_tx, event, follows) {
      seen.push(`in ${event.type} ${follows.webhook ?? ''} ${follows.invalidates ?? ''}`)
    },
    afterCommit(event, follows) {
      if (follows.invalidates !== 'workspace') return null
      return { key: `workspace ${event.workspaceId}`, run: () => seen.push(`after ${event.type}`) }
    },
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    await database.db.insert(workspaces).values({ id: workspaceId, name: 'Listeners' })
    listen(probe)
  })
  afterAll(async () => {
    listen({ name: probe.name })
    await database?.close()
  })

  it('hears the event in its transaction and once after the commit', async () => {
    seen.length = 0
    await change(database.db, async (tx) => {
      await emit(tx, hostEvents)
      await emit(tx, hostEvents)
      expect(seen).toEqual([
        'in workspace.host_events_changed  workspace',
        'in workspace.host_events_changed  workspace',
      ])
    })
    expect(seen.at(-1)).toBe('after workspace.host_events_changed')
    expect(seen.filter((line) => line.startsWith('after'))).toHaveLength(1)
  })

  it('waits for the outermost commit when a change runs inside another (a confirmed control change)', async () => {
    seen.length = 0
    await change(database.db, async (tx) => {
      await change(tx as unknown as Database['db'], (inner) => emit(inner, hostEvents))
      expect(seen.filter((line) => line.startsWith('after'))).toEqual([])
    })
    expect(seen.filter((line) => line.startsWith('after'))).toEqual(['after workspace.host_events_changed'])
  })

  it('runs nothing after a rollback', async () => {
    seen.length = 0
    await expect(
      change(database.db, async (tx) => {
        await emit(tx, hostEvents)
        throw new Error('the change fails')
      }),
    ).rejects.toThrow('the change fails')
    expect(seen).toEqual(['in workspace.host_events_changed  workspace'])
  })
})
