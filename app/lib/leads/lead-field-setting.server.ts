import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaces } from '~/db/schema'
import { change, emit } from '~/lib/events/emit.server'
import { LEAD_CONTACT_KEYS, leadFieldSetting, type LeadFieldSetting } from './lead-fields'

/** The workspace's lead fields: its choice, or the catalogue's defaults. */
export async function workspaceLeadFields(db: Db, workspaceId: string): Promise<LeadFieldSetting> {
  const [row] = await db
    .select({ fields: workspaces.leadFields })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
  return leadFieldSetting(row?.fields)
}

/**
 * Saves the lead fields (checked by leadFieldSettingSchema), audited; the published calculators show the new
 * form at once, on every instance (the event drops their cached views). The audit entry keeps which fields
 * show and are required and the custom fields' keys, never a visitor's answer.
 */
export async function setLeadFields(
  db: Db,
  workspaceId: string,
  setting: LeadFieldSetting,
  actor: { id: string; email: string },
) {
  await change(db, async (tx) => {
    await tx.update(workspaces).set({ leadFields: setting }).where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type: 'workspace.lead_fields_changed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: {
        shown: LEAD_CONTACT_KEYS.filter((key) => setting.standard[key].shown),
        required: LEAD_CONTACT_KEYS.filter((key) => setting.standard[key].required),
        custom: setting.custom.map(
          (field) => `${field.key} (${field.kind}${field.required ? ', required' : ''})`,
        ),
      },
    })
  })
}
