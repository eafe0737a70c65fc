import { toCsv } from '~/lib/admin/csv'
import { record } from '~/lib/events/emit.server'
import { allLeads, leadFilterOf, LEAD_STATUS_LABELS } from '~/lib/leads/inbox.server'
import { labelledInputs } from '~/lib/leads/input-labels.server'
import { workspaceLeadFields } from '~/lib/leads/lead-field-setting.server'
import { answerText, customColumns, LEAD_CONTACT_FIELDS, LEAD_CONTACT_KEYS } from '~/lib/leads/lead-fields'
import { SHOWN_TEXTS } from '~/lib/leads/lead-schema'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { requireRecentSignIn } from '~/lib/account/step-up.server'
import type { Route } from './+types/workspace-leads-csv'

// Contact columns follow the lead's field table; inputs come twice: labelled and formatted for people
// ("Home price: $425,000"), and as query parameters for machines ("price=425000"); last, the disclosure and
// consent line as the visitor was shown them (empty for leads from before issue 24); then the team's own
// columns, who has the lead and their notes (issue 33).
// The workspace's own fields follow the standard ones (lib/leads/lead-fields: customColumns).
const header = (custom: { label: string }[]) => [
  'Received (UTC)',
  'Calculator',
  'Status',
  ...LEAD_CONTACT_KEYS.map((key) => LEAD_CONTACT_FIELDS[key].label),
  ...custom.map(({ label }) => label),
  'Page',
  'Inputs',
  'Results',
  'Inputs (parameters)',
  ...SHOWN_TEXTS.map(({ heading }) => heading),
  'Assigned to',
  'Notes',
]

/** The leads the inbox's filter shows, for a spreadsheet; the same 404 as the page for anyone else. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'leads.export')
  // Step-up: a sign-in older than ten minutes confirms the password first (decision 0057).
  await requireRecentSignIn(args, access.view)
  const filter = leadFilterOf(new URL(args.request.url))
  const { db } = getServices(args.context)
  const [rows, setting] = await Promise.all([
    allLeads(db, access.workspace.id, filter),
    workspaceLeadFields(db, access.workspace.id),
  ])
  const custom = customColumns(
    setting,
    rows.map((lead) => lead.customFields),
  )
  await record(db, {
    type: 'leads.exported',
    workspaceId: access.workspace.id,
    actor: access.actor,
    objectId: access.workspace.id,
    data: {
      format: 'csv',
      rows: rows.length,
      filter: Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)])),
    },
  })
  const labelled = await Promise.all(rows.map((lead) => labelledInputs(lead.snapshot)))
  const csv = toCsv(
    header(custom),
    rows.map((lead, index) => [
      lead.createdAt.toISOString(),
      lead.calculatorName,
      LEAD_STATUS_LABELS[lead.status],
      ...LEAD_CONTACT_KEYS.map((key) => lead[key]),
      ...custom.map(({ key }) => {
        const answer = lead.customFields.find((given) => given.key === key)
        return answer ? answerText(answer.value) : ''
      }),
      lead.pageUrl,
      labelled[index]!.map(({ label, value }) => `${label}: ${value}`).join('; '),
      lead.snapshot.results.map((figure) => `${figure.label}: ${figure.value}`).join('; '),
      Object.entries(lead.snapshot.inputs)
        .map(([key, value]) => `${key}=${value}`)
        .join('; '),
      ...SHOWN_TEXTS.map(({ key }) => lead.snapshot[key] ?? ''),
      lead.assigneeEmail,
      lead.notes,
    ]),
  )
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
