import { describe, expect, it } from 'vitest'
import { can, type Role } from '~/lib/access/policy'
import { currentness, dailyWork, isShown, navGroups, navPermissions } from './workspace-nav'

const seenBy = (role: Role): Record<string, string[]> => {
  const allowed = navPermissions((action) => can({ userId: 'u', role }, action, { workspaceId: 'w' }))
  return {
    daily: dailyWork.filter((entry) => isShown(entry, allowed)).map((entry) => entry.label),
    ...Object.fromEntries(
      navGroups.map((group) => [
        group.label,
        group.entries.filter((entry) => isShown(entry, allowed)).map((entry) => entry.label),
      ]),
    ),
  }
}

describe('the workspace navigation', () => {
  it('shows each role what the policy lets it open, in the issue’s groups and order', () => {
    const daily = ['Calculators', 'Leads', 'Usage', 'Rates']
    expect(seenBy('owner')).toEqual({
      daily,
      Settings: ['Brand', 'Lead form', 'Members', 'Integrations', 'Single sign-on', 'Privacy', 'Billing'],
      Records: ['History', 'Audit log', 'Archive', 'Vendor review'],
    })
    expect(seenBy('approver')).toEqual({
      daily,
      Settings: ['Lead form', 'Members'],
      Records: ['History', 'Archive', 'Vendor review'],
    })
    // An editor opens Brand for the calculators' wording (decision 0092).
    expect(seenBy('editor')).toEqual({ daily, Settings: ['Brand', 'Members'], Records: ['History'] })
    // An admin from outside is not offered single sign-on (the owners' alone).
    expect(seenBy('admin').Settings).toEqual([
      'Brand',
      'Lead form',
      'Members',
      'Integrations',
      'Privacy',
      'Billing',
    ])
  })

  it('marks the page, and Calculators on a calculator’s own pages', () => {
    const [calculators, leads] = dailyWork
    const at = (path: string) => `/workspace/w${path}`
    expect(currentness(calculators!, 'w', at(''))).toBe('page')
    expect(currentness(calculators!, 'w', at('/calculators/c'))).toBe('true')
    expect(currentness(calculators!, 'w', at('/calculators/c/conformance'))).toBe('true')
    expect(currentness(calculators!, 'w', at('/leads'))).toBeUndefined()
    expect(currentness(leads!, 'w', at('/leads'))).toBe('page')
    expect(currentness(leads!, 'w', at('/lead-fields'))).toBeUndefined()
    expect(currentness(leads!, 'w', '/workspace/other/leads')).toBeUndefined()
  })
})
