import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaces } from '~/db/schema'
import { change, emit, type Tx } from '~/lib/events/emit.server'

/** A workspace's on/off settings: the column, the label its audit entry and History line show, its event. */
const SWITCHES = {
  requireSecondApprover: { setting: 'Require a second person to approve', type: 'workspace.setting_changed' },
  requireTwoFactor: { setting: 'Require two-factor sign-in', type: 'workspace.setting_changed' },
  leadMailLinkOnly: {
    setting: 'New-lead e-mails: a link only, no personal data',
    type: 'workspace.setting_changed',
  },
  // Read with each published calculator: its own event drops the cached views (catalogue.ts).
  hostEvents: {
    setting: 'Send events to the page each calculator is embedded on',
    type: 'workspace.host_events_changed',
  },
  // Read with each published calculator too (decision 0092).
  creditUnionWording: {
    setting: 'Credit-union wording in the calculators',
    type: 'workspace.wording_changed',
  },
} as const

export type WorkspaceSwitch = keyof typeof SWITCHES

/**
 * Turns one switch on or off: locks the workspace row, reads the old value, lets `refuse` (read under that
 * lock) answer why not, updates the column and emits the event, in one transaction.
 */
export async function setWorkspaceSwitch(
  db: Db,
  workspaceId: string,
  name: WorkspaceSwitch,
  on: boolean,
  actor: { id: string; email: string },
  refuse?: (tx: Tx) => Promise<string | undefined>,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const { setting, type } = SWITCHES[name]
  return change(db, async (tx) => {
    const [current] = await tx
      .select({ on: workspaces[name] })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    const error = await refuse?.(tx)
    if (error) return { ok: false as const, error }
    await tx
      .update(workspaces)
      .set({ [name]: on })
      .where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type,
      workspaceId,
      actor: { id: actor.id, email: actor.email },
      objectId: workspaceId,
      data: { setting, before: current?.on ?? false, after: on },
    })
    return { ok: true as const }
  })
}
