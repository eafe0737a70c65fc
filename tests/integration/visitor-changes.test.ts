import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries } from '~/db/schema'
import { brandProfile } from '~/lib/brand/brand-profile.server'
import type { PendingControlChange } from '~/lib/controls/describe'
import { NOT_YOURS_TO_CONFIRM } from '~/lib/controls/pending.server'
import { workspaceLeadFields } from '~/lib/leads/lead-field-setting.server'
import { hostEventsOn } from '~/lib/workspaces/host-events.server'
import { action as brandAction, loader as brandLoader } from '~/routes/workspace/brand'
import { action as integrationsAction } from '~/routes/workspace/integrations'
import { action as leadFieldsAction } from '~/routes/workspace/lead-fields'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { setUpTeams, type Teams, type Who } from './teams-support'
import { act, load } from './workspace-support'

/*
 * Issue 43 §4: with "Require a second person to approve" on, what a visitor sees — the brand profile, the
 * logo, the lead form's questions, the page events — waits for another approver or owner like a control's
 * weakening: the owner alone cannot make it live, nor confirm it herself; with the rule off it is immediate.
 */
describe.each(databaseKinds)('changes of what visitors see on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let a: Teams['a']
  let b: Teams['b']
  const brand = {
    intent: 'save',
    companyName: 'Alpha CU',
    supportEmail: 'help@alpha.example',
    supportPhone: '',
  }
  const fields = {
    'standard.name.shown': 'on',
    'standard.name.required': 'on',
    'custom.0.key': 'member',
    'custom.0.kind': 'checkbox',
    'custom.0.label.en': 'I am already a member',
    'custom.0.label.es': 'Ya soy socio',
  }

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '20' })
    ;({ services, a, b } = teams)
  })
  afterAll(() => teams?.close())

  const on = (
    w: { workspaceId: string },
    action: unknown,
    page: string,
    form: Record<string, string>,
    who: Who,
  ) =>
    act(
      services,
      action as never,
      `/workspace/${w.workspaceId}/${page}`,
      { workspaceId: w.workspaceId },
      form,
      teams.cookies[who],
    )
  const notice = (result: { data: unknown }) => (result.data as { notice: string }).notice
  const pending = async (who: Who) =>
    (
      (
        await load(
          services,
          membersLoader,
          `/workspace/${a.workspaceId}/members`,
          { workspaceId: a.workspaceId },
          teams.cookies[who],
        )
      ).data as { controlChanges: PendingControlChange[] }
    ).controlChanges
  const decide = (id: string, who: Who, intent = 'confirm-control') =>
    on(a, membersAction, 'members', { intent, changeId: id }, who)

  it('makes them at once while the rule is off', async () => {
    expect(notice(await on(b, brandAction, 'brand', { ...brand, companyName: 'Beta CU' }, 'bob'))).toBe(
      'Brand saved. Your calculators, reports and e-mails use it now.',
    )
    expect((await brandProfile(services.db, b.workspaceId))?.companyName).toBe('Beta CU')
  })

  it('keeps each waiting, unchanged for visitors, until another approver or owner confirms it', async () => {
    expect(
      (await on(a, membersAction, 'members', { intent: 'second-approver', on: 'on' }, 'alice')).status,
    ).toBe(200)
    const proposed =
      'Proposed. It takes effect when another approver or owner confirms it; they have been e-mailed.'
    expect(notice(await on(a, brandAction, 'brand', brand, 'alice'))).toBe(proposed)
    expect(notice(await on(a, leadFieldsAction, 'lead-fields', fields, 'alice'))).toBe(proposed)
    expect(
      notice(await on(a, integrationsAction, 'integrations', { intent: 'host-events', on: 'on' }, 'alice')),
    ).toBe(proposed)
    // Nothing reached a visitor: the stored brand, fields and switch are as before.
    expect((await brandProfile(services.db, a.workspaceId))?.companyName).not.toBe('Alpha CU')
    expect((await workspaceLeadFields(services.db, a.workspaceId)).custom).toEqual([])
    expect(await hostEventsOn(services.db, a.workspaceId)).toBe(false)
    // The brand page shows its change waiting.
    const page = await load(
      services,
      brandLoader,
      `/workspace/${a.workspaceId}/brand`,
      { workspaceId: a.workspaceId },
      teams.cookies.alice,
    )
    expect(
      (page.data as { controlChanges: PendingControlChange[] }).controlChanges.map((c) => c.change),
    ).toEqual([
      'Change the brand profile to: company “Alpha CU”, support e-mail help@alpha.example, phone none, not shown in the calculator',
    ])

    const changes = await pending('ann')
    expect(changes.map((change) => change.control).sort()).toEqual(['brand', 'host-events', 'lead-fields'])
    // She cannot confirm her own; another workspace's owner cannot see or confirm them.
    for (const change of changes) {
      const own = await decide(change.id, 'alice')
      expect([own.status, notice(own)]).toEqual([403, NOT_YOURS_TO_CONFIRM])
      expect((await decide(change.id, 'bob')).status).toBe(404)
    }
    // Ann, an approver, confirms each: now visitors see them, recorded as confirmed by her.
    for (const change of changes) expect((await decide(change.id, 'ann')).status).toBe(200)
    expect((await brandProfile(services.db, a.workspaceId))?.companyName).toBe('Alpha CU')
    expect((await workspaceLeadFields(services.db, a.workspaceId)).custom.map((field) => field.key)).toEqual([
      'member',
    ])
    expect(await hostEventsOn(services.db, a.workspaceId)).toBe(true)
    const confirmed = await services.db
      .select({ actor: auditEntries.actorEmail })
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, a.workspaceId), eq(auditEntries.action, 'control.confirmed')))
    expect(confirmed.map((row) => row.actor)).toEqual([
      'ann@example.com',
      'ann@example.com',
      'ann@example.com',
    ])
  })
})
