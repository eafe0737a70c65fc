import type { Action } from '~/lib/access/policy'

/**
 * The workspace's navigation (issue 48 §1, decision 0078): the daily work one click away, the rest in two
 * groups. An entry with a policy `action` shows only to members the policy allows it (the layout's loader asks
 * the policy, the one permission source); one without shows to every member. Its `key` names that answer in
 * the loader's data.
 */
export type NavEntry = { label: string; path: string; key?: string; action?: Action }
export type NavGroup = { label: 'Settings' | 'Records'; entries: readonly NavEntry[] }

/** The daily work. `path` is below /workspace/:workspaceId ('' is the calculators list). */
export const dailyWork: readonly NavEntry[] = [
  { label: 'Calculators', path: '' },
  { label: 'Leads', path: 'leads' },
  { label: 'Usage', path: 'usage' },
  { label: 'Rates', path: 'rates' },
]

export const navGroups: readonly NavGroup[] = [
  {
    label: 'Settings',
    entries: [
      // Owners manage the brand; editors open it for the calculators' wording only (decision 0092).
      { label: 'Brand', path: 'brand', key: 'brand', action: 'wording.manage' },
      { label: 'Lead form', path: 'lead-fields', key: 'leadForm', action: 'leads.configure' },
      { label: 'Members', path: 'members' },
      { label: 'Integrations', path: 'integrations', key: 'integrations', action: 'integrations.manage' },
      { label: 'Single sign-on', path: 'sso', key: 'sso', action: 'sso.manage' },
      { label: 'Privacy', path: 'privacy', key: 'privacy', action: 'settings.manage' },
      { label: 'Billing', path: 'billing', key: 'billing', action: 'billing.view' },
    ],
  },
  {
    label: 'Records',
    entries: [
      { label: 'History', path: 'history' },
      { label: 'Audit log', path: 'audit', key: 'audit', action: 'audit.view' },
      { label: 'Archive', path: 'archive', key: 'archive', action: 'archive.view' },
      { label: 'Vendor review', path: 'vendor-review', key: 'vendorReview', action: 'vendor_review.run' },
    ],
  },
]

export type NavPermissions = Record<string, boolean>

/** For the layout's loader: the policy's answer for each entry that needs one. */
export function navPermissions(can: (action: Action) => boolean): NavPermissions {
  const entries = [...dailyWork, ...navGroups.flatMap((group) => group.entries)]
  return Object.fromEntries(
    entries.flatMap((entry) => (entry.key && entry.action ? [[entry.key, can(entry.action)]] : [])),
  )
}

/** Whether a member with these answers sees the entry. */
export const isShown = (entry: NavEntry, allowed: NavPermissions | undefined) =>
  !entry.key || allowed?.[entry.key] === true

/**
 * How the entry stands to the page at `pathname`: 'page' when it is that page, 'true' when the page is below
 * it (a calculator's editor and its conformance report are under Calculators), otherwise undefined.
 */
export function currentness(
  entry: NavEntry,
  workspaceId: string,
  pathname: string,
): 'page' | 'true' | undefined {
  const base = `/workspace/${workspaceId}`
  const to = entry.path ? `${base}/${entry.path}` : base
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === to) return 'page'
  const below = entry.path ? `${to}/` : `${base}/calculators/`
  return path.startsWith(below) ? 'true' : undefined
}
