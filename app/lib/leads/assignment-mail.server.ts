import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { calculators, leads, workspaces } from '~/db/schema'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod'
import type { Tx } from '~/lib/workspaces/workspaces.server'

/*
 * The e-mail to a member a lead was assigned to (issue 33 §4). It names the calculator, the workspace and who
 * assigned it, and links to that lead in the inbox, where the member signs in to read it. It carries no
 * visitor detail (name, contact, message, figures): a mailbox is forwarded, previewed on lock screens and
 * kept for years, outside the workspace's access rules, and the inbox already shows everything to a member.
 */
const AssignmentPayload = z.object({
  to: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  leadId: z.string(),
  calculatorName: z.string(),
  assignedBy: z.string(),
})
type AssignmentPayload = z.infer<typeof AssignmentPayload>

const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim()
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function assignmentMail(baseUrl: string, payload: AssignmentPayload): Mail {
  const link = `${baseUrl}/workspace/${payload.workspaceId}/leads?lead=${encodeURIComponent(payload.leadId)}`
  const line = oneLine(
    `${payload.assignedBy} assigned you a lead from the calculator "${payload.calculatorName}" of ${payload.workspaceName}.`,
  )
  return {
    to: payload.to,
    subject: oneLine(`Lead assigned to you: ${payload.calculatorName}`),
    text: `${line}\n\nOpen the lead:\n${link}\n`,
    html: `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">Open the lead</a></p>`,
  }
}

export const leadAssignedNotification = defineOutboxKind<AssignmentPayload>({
  name: 'lead-assigned',
  label: 'Lead assignment e-mail',
  payload: AssignmentPayload,
  render: (payload, { config }) => assignmentMail(config.baseUrl, payload),
})

/** Enqueues the assignee's e-mail in the assignment's transaction (its commit wakes the outbox worker). */
export async function queueAssignmentMail(tx: Tx, input: { leadId: string; to: string; assignedBy: string }) {
  const [lead] = await tx
    .select({
      workspaceId: leads.workspaceId,
      workspaceName: workspaces.name,
      calculatorName: calculators.name,
    })
    .from(leads)
    .innerJoin(calculators, eq(calculators.id, leads.calculatorId))
    .innerJoin(workspaces, eq(workspaces.id, leads.workspaceId))
    .where(eq(leads.id, input.leadId))
  if (!lead) return
  // A ref of its own per assignment: assigned again later, the member hears of it again.
  await enqueue(tx, leadAssignedNotification, [
    { ref: `${input.leadId}:${randomUUID()}`, payload: { ...input, ...lead, leadId: input.leadId } },
  ])
}
