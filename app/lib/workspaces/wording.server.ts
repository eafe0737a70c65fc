import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaces } from '~/db/schema'
import { setWorkspaceSwitch } from './workspace-switch.server'

/** Whether the workspace's registry calculators speak a credit union's words (decision 0092). */
export async function creditUnionWordingOn(db: Db, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: workspaces.creditUnionWording })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
  return row?.on ?? false
}

/** Switches the wording, audited; its event drops the workspace's published views on every instance. */
export function setCreditUnionWording(
  db: Db,
  workspaceId: string,
  on: boolean,
  actor: { id: string; email: string },
) {
  return setWorkspaceSwitch(db, workspaceId, 'creditUnionWording', on, actor)
}
