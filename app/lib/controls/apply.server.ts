import type { Db } from '~/db/client.server'
import type { controlChanges } from '~/db/schema'
import type { Tx } from '~/lib/events/emit.server'
import { removeLogo, saveBrandFields, putLogoInUse } from '~/lib/brand/brand-profile.server'
import { setLeadRetention } from '~/lib/leads/erase.server'
import { setLeadFields } from '~/lib/leads/lead-field-setting.server'
import { setHostEvents } from '~/lib/workspaces/host-events.server'
import { setCreditUnionWording } from '~/lib/workspaces/wording.server'
import { setSsoMfaTrust } from '~/lib/sso/provider-mfa.server'
import { setSsoRequired } from '~/lib/sso/sso.server'
import { changeMemberRole, removeMember } from '~/lib/workspaces/members.server'
import { setRequireTwoFactor, setSecondApprover } from '~/lib/workspaces/settings.server'

type Row = typeof controlChanges.$inferSelect
type Actor = { id: string; email: string }
type Applied = { ok: true } | { ok: false; error: string }

/**
 * Makes a confirmed change, through the same function an immediate change uses (its own event, checks and
 * locks), inside the confirmation's transaction: the change and its confirmation commit together or not at all.
 */
export async function applyControlChange(tx: Tx, row: Row, actor: Actor): Promise<Applied> {
  // A transaction is a database to these functions: their own transaction becomes a savepoint in this one.
  const db: Db = tx
  const workspaceId = row.workspaceId
  switch (row.control) {
    case 'second-approver':
      return setSecondApprover(db, workspaceId, false, actor)
    case 'two-factor':
      return setRequireTwoFactor(db, workspaceId, false, { ...actor, twoFactorEnabled: true })
    case 'sso':
      return setSsoRequired(db, workspaceId, false, actor)
    case 'sso-mfa-trust':
      return setSsoMfaTrust(db, workspaceId, true, actor)
    case 'retention':
      await setLeadRetention(db, workspaceId, row.value.days ?? null, actor)
      return { ok: true }
    case 'member-role': {
      const role = row.value.role
      if (!role) return { ok: false, error: 'This change names no role.' }
      const changed = await changeMemberRole(db, { workspaceId, userId: row.subject, role, actor })
      return changed.ok ? { ok: true } : changed
    }
    case 'member-remove': {
      const removed = await removeMember(db, workspaceId, row.subject, actor)
      return removed.ok ? { ok: true } : removed
    }
    case 'brand':
      if (!row.value.brand) return { ok: false, error: 'This change names no brand.' }
      await saveBrandFields(db, workspaceId, row.value.brand, actor)
      return { ok: true }
    case 'brand-logo':
      if (row.value.logo) await putLogoInUse(db, workspaceId, row.value.logo.hash, actor)
      else await removeLogo(db, workspaceId, actor)
      return { ok: true }
    case 'lead-fields':
      if (!row.value.leadFields) return { ok: false, error: 'This change names no fields.' }
      await setLeadFields(db, workspaceId, row.value.leadFields, actor)
      return { ok: true }
    case 'host-events':
      await setHostEvents(db, workspaceId, row.value.on === true, actor)
      return { ok: true }
    case 'wording':
      return setCreditUnionWording(db, workspaceId, row.value.on === true, actor)
  }
}
