import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaces } from '~/db/schema'
import { change, emit } from '~/lib/events/emit.server'

/** Whether the workspace's published calculators send events to the client's page (host-events.ts). */
export async function hostEventsOn(db: Db, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: workspaces.hostEvents })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
  return row?.on ?? false
}

/** Turns the events on or off, audited; the published calculators show the change at once, on every instance. */
export async function setHostEvents(
  db: Db,
  workspaceId: string,
  on: boolean,
  actor: { id: string; email: string },
) {
  await change(db, async (tx) => {
    const [current] = await tx
      .select({ on: workspaces.hostEvents })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    await tx.update(workspaces).set({ hostEvents: on }).where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type: 'workspace.host_events_changed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: {
        setting: 'Send events to the page each calculator is embedded on',
        before: current?.on ?? false,
        after: on,
      },
    })
  })
}
