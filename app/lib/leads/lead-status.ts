import type { LeadStatus } from '~/db/lead-schema'

export const LEADS_PAGE_SIZE = 50
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
}

/** The longest notes a lead keeps. */
export const LEAD_NOTES_MAX = 4000
