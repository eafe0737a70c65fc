import { Form, Link, useParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'
import { LEAD_STATUSES, type LeadChange, type LeadSnapshot, type LeadStatus } from '~/db/lead-schema'
import { LEAD_NOTES_MAX, LEAD_STATUS_LABELS } from '~/lib/leads/lead-status'
import type { LabelledInput } from '~/lib/leads/lead-schema'
import {
  answerText,
  LEAD_CONTACT_FIELDS,
  LEAD_CONTACT_KEYS,
  type CustomAnswer,
  type LeadContactKey,
} from '~/lib/leads/lead-fields'
import { LeadSnapshotView } from './lead-snapshot'

export const selectClass = 'rounded-lg border border-slate-300 bg-white px-3 py-2'

type HistoryEntry = {
  id: string
  createdAt: Date | string
  actorEmail: string
  status: LeadStatus
  change: LeadChange
  detail: string
}

export type InboxLead = Record<LeadContactKey, string> & {
  id: string
  createdAt: Date | string
  customFields: CustomAnswer[]
  pageUrl: string
  status: LeadStatus
  notes: string
  assigneeId: string | null
  assigneeEmail: string
  calculatorName: string
  /** The archived state of the page it came from; null for leads from before the archive. */
  archiveStateId?: string | null
  snapshot: LeadSnapshot
  inputs: LabelledInput[]
  /** The title of the calculator the snapshot was taken with, resolved by the server (a specialty version too). */
  calculatorTitle: string
  changes: HistoryEntry[]
}

type Member = { userId: string; email: string }

// The name heads the card; the other one-line fields go on one line, multi-line ones (the message) below.
const lineFields = LEAD_CONTACT_KEYS.filter((key) => key !== 'name' && !LEAD_CONTACT_FIELDS[key].multiline)
const blockFields = LEAD_CONTACT_KEYS.filter((key) => LEAD_CONTACT_FIELDS[key].multiline)

/** A contact value: a link when the catalogue says so (mailto:, tel:), else its label and the value. */
function ContactValue({ field, value }: { field: LeadContactKey; value: string }) {
  const { link, label } = LEAD_CONTACT_FIELDS[field]
  if (link === 'mailto:')
    return (
      <a href={`mailto:${value}`} className="break-all text-brand-700 underline">
        {value}
      </a>
    )
  if (link === 'tel:')
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
        {value}
      </a>
    )
  return (
    <span>
      {label}: {value}
    </span>
  )
}

/** One lead in the inbox: who, from where, what they saw, and the team's status, assignee and notes. */
export function LeadCard({ lead: shown, members }: { lead: InboxLead; members: readonly Member[] }) {
  const { workspaceId } = useParams()
  // A workspace may hide the name: the card and its screen-reader labels name the lead by its address.
  const lead = { ...shown, name: shown.name || shown.email }
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{lead.name || lead.email}</h2>
        <span className="text-sm text-slate-600">
          <When at={lead.createdAt} /> · {lead.calculatorName}
        </span>
      </div>
      {/* The contact fields as the catalogue lists them (the name heads the card, the message follows). */}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {lineFields.map((key) =>
          lead[key] ? <ContactValue key={key} field={key} value={lead[key]} /> : null,
        )}
      </p>
      {lead.customFields.length > 0 ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm" data-testid="lead-custom-fields">
          {lead.customFields.map((answer) => (
            <div key={answer.key} className="contents">
              <dt className="text-slate-600">{answer.label}</dt>
              <dd>{answerText(answer.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {lead.pageUrl ? (
        <p className="mt-1 text-sm text-slate-600">
          From <span className="break-all">{lead.pageUrl}</span>
        </p>
      ) : null}
      {lead.archiveStateId && workspaceId ? (
        <p className="mt-1 text-sm text-slate-600">
          <Link className="underline" to={`/workspace/${workspaceId}/archive?state=${lead.archiveStateId}`}>
            The page as the visitor was served it
          </Link>
        </p>
      ) : null}
      {blockFields.map((key) =>
        lead[key] ? (
          <p key={key} className="mt-2 text-sm whitespace-pre-line">
            {lead[key]}
          </p>
        ) : null,
      )}
      <LeadSnapshotView snapshot={lead.snapshot} inputs={lead.inputs} title={lead.calculatorTitle} />
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="leadId" value={lead.id} />
          <label className="text-sm" htmlFor={`status-${lead.id}`}>
            Status
          </label>
          <select id={`status-${lead.id}`} name="status" defaultValue={lead.status} className={selectClass}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm">
            Update<span className="sr-only"> the status of {lead.name}</span>
          </Button>
        </Form>
        <Form method="post" className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="leadId" value={lead.id} />
          <label className="text-sm" htmlFor={`assignee-${lead.id}`}>
            Assigned to
          </label>
          <select
            id={`assignee-${lead.id}`}
            name="assignee"
            defaultValue={lead.assigneeId ?? ''}
            key={lead.assigneeId ?? ''}
            className={`${selectClass} max-w-full min-w-0`}
          >
            <option value="">Nobody</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.email}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="secondary">
            Assign<span className="sr-only"> {lead.name}</span>
          </Button>
        </Form>
      </div>
      <details className="mt-3 text-sm" open={lead.notes !== ''}>
        <summary className="cursor-pointer font-semibold">Notes{lead.notes ? '' : ' (none yet)'}</summary>
        <Form method="post" className="mt-2 grid gap-2">
          <input type="hidden" name="intent" value="notes" />
          <input type="hidden" name="leadId" value={lead.id} />
          <label className="sr-only" htmlFor={`notes-${lead.id}`}>
            Notes on {lead.name}
          </label>
          <textarea
            id={`notes-${lead.id}`}
            name="notes"
            defaultValue={lead.notes}
            key={lead.notes}
            maxLength={LEAD_NOTES_MAX}
            rows={3}
            className="w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          <p className="text-xs text-slate-600">Seen by your team only, never by the visitor.</p>
          <div>
            <Button type="submit" size="sm" variant="secondary">
              Save notes<span className="sr-only"> on {lead.name}</span>
            </Button>
          </div>
        </Form>
      </details>
      {lead.changes.length > 0 ? (
        <ul className="mt-2 text-sm text-slate-700" aria-label={`History of ${lead.name}`}>
          {lead.changes.map((change) => (
            <li key={change.id}>
              <When at={change.createdAt} /> — {change.actorEmail}: {describeChange(change)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function describeChange(change: HistoryEntry) {
  if (change.change === 'notes') return 'Notes changed'
  if (change.change === 'assignee') return change.detail ? `Assigned to ${change.detail}` : 'Unassigned'
  return LEAD_STATUS_LABELS[change.status]
}
