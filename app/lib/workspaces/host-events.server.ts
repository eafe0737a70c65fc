import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaces } from '~/db/schema'
import { setWorkspaceSwitch } from './workspace-switch.server'

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
  await setWorkspaceSwitch(db, workspaceId, 'hostEvents', on, actor)
}
