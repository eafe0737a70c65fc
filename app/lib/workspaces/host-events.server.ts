import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaces } from '~/db/schema'
import { invalidatePublished } from './published.server'

/** Whether the workspace's published calculators send events to the client's page (host-events.ts). */
export async function hostEventsOn(db: Db, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: workspaces.hostEvents })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
  return row?.on ?? false
}

/** Turns the events on or off; the published calculators show the change at once, on every instance. */
export async function setHostEvents(db: Db, workspaceId: string, on: boolean) {
  await db.update(workspaces).set({ hostEvents: on }).where(eq(workspaces.id, workspaceId))
  invalidatePublished(db)
}
