import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { user, workspaceMembers } from '~/db/schema'
import { can, type Action, type Resource } from '~/lib/access/policy'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue } from '~/lib/outbox/store.server'
import type { Services } from '~/lib/services.server'
import { z } from '~/lib/zod'
import type { Tx } from './workspaces.server'

/*
 * Every workspace e-mail goes through here. Each call takes the transaction that makes it true and enqueues
 * the mail in the outbox there (docs/decisions/0015): it is sent once, retried, and lost with nothing; the
 * commit wakes the outbox worker (decision 0095).
 * Workspace mails are rendered when queued: what they say (a name, a role, a link) is true at that moment.
 */
export const workspaceNotification = defineOutboxKind<Mail>({
  name: 'workspace',
  label: 'Workspace e-mail',
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  render: (payload) => payload,
})

const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim()
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function mail(
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
): Mail {
  return {
    to,
    subject: oneLine(subject),
    text: `${lines.map(oneLine).join('\n\n')}\n\n${link.label}:\n${link.url}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(oneLine(line))}</p>`).join('')}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  }
}

/** The members the policy lets take `action` on `resource`: who is asked to approve is who may approve. */
export async function emailsOf(tx: Tx, action: Action, resource: Resource) {
  const rows = await tx
    .select({ email: user.email, userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, resource.workspaceId))
    .orderBy(user.email)
  return rows.filter((row) => can(row, action, resource)).map((row) => row.email)
}

export const INVITATION_SUBJECT = 'You are invited to a workspace on Brightline Digital'

const CONTROL_MAIL = {
  proposed: {
    subject: 'A control change waits for confirmation',
    line: 'proposed a change that waits for another approver or owner to confirm it',
  },
  confirmed: { subject: 'A control change was confirmed', line: 'confirmed a change, now in force' },
  cancelled: { subject: 'A control change was cancelled', line: 'cancelled a proposed change' },
} as const
const CONTROL_MAIL_WHY =
  'Weakening a control of your workspace (approval, two-factor, single sign-on, retention, its approvers) needs two people. If you did not expect this, cancel it on the members page and tell your team.'

export function workspaceMail(services: Pick<Services, 'config'>) {
  const base = services.config.baseUrl
  const queue = (tx: Tx, mails: Mail[]) =>
    enqueue(
      tx,
      workspaceNotification,
      mails.map((payload) => ({ ref: randomUUID(), payload })),
    )
  return {
    async invitation(
      tx: Tx,
      input: { email: string; token: string; role: string; workspaceName: string; invitedBy: string },
    ) {
      await queue(tx, [
        mail(
          input.email,
          // Fixed: a workspace's name and an inviter's address are chosen by whoever signs up (phishing text).
          INVITATION_SUBJECT,
          [
            `${input.invitedBy} invited you to join the workspace of ${input.workspaceName} as ${input.role === 'approver' ? 'an approver' : 'an editor'}, to brand, review and publish its calculators.`,
            'The link is valid for 7 days and works once. Sign in or sign up with this e-mail address to accept.',
          ],
          { url: `${base}/workspace/invitations/${input.token}`, label: 'Accept the invitation' },
        ),
      ])
    },
    async approvalRequested(
      tx: Tx,
      input: { workspaceId: string; calculatorId: string; name: string; by: string },
    ) {
      const recipients = await emailsOf(tx, 'revision.approve', { workspaceId: input.workspaceId })
      await queue(
        tx,
        recipients.map((to) =>
          mail(
            to,
            `Approval requested: ${input.name}`,
            [`${input.by} asks you to approve the calculator "${input.name}".`],
            {
              url: `${base}/workspace/${input.workspaceId}/calculators/${input.calculatorId}`,
              label: 'Review it',
            },
          ),
        ),
      )
    },
    async published(tx: Tx, input: { workspaceId: string; calculatorId: string; name: string; by: string }) {
      const recipients = await emailsOf(tx, 'workspace.view', { workspaceId: input.workspaceId })
      await queue(
        tx,
        recipients.map((to) =>
          mail(
            to,
            `Published: ${input.name}`,
            [`${input.by} published the calculator "${input.name}". It is live wherever its embed code is.`],
            {
              url: `${base}/workspace/${input.workspaceId}/calculators/${input.calculatorId}`,
              label: 'Open it',
            },
          ),
        ),
      )
    },
    /**
     * A control's weakening proposed, confirmed or cancelled (decision 0070): every member who may confirm one
     * is told, the proposer too, so a change no one asked for is seen. The subject carries no member's text.
     */
    async controlChange(
      tx: Tx,
      input: {
        workspaceId: string
        stage: 'proposed' | 'confirmed' | 'cancelled'
        change: string
        by: string
      },
    ) {
      const recipients = await emailsOf(tx, 'controls.confirm', { workspaceId: input.workspaceId })
      const { subject, line } = CONTROL_MAIL[input.stage]
      await queue(
        tx,
        recipients.map((to) =>
          mail(to, subject, [`${input.by} ${line}: ${input.change}.`, CONTROL_MAIL_WHY], {
            url: `${base}/workspace/${input.workspaceId}/members`,
            label: 'Open the workspace’s members and settings',
          }),
        ),
      )
    },
    /**
     * The workspace's single sign-on connected, changed or removed (issue 43 §2): its other owners and
     * approvers are told, since a provider decides who signs in to their workspace. A fixed subject.
     */
    async ssoChanged(
      tx: Tx,
      input: { workspaceId: string; stage: 'connected' | 'changed' | 'removed'; issuer: string; by: string },
    ) {
      const recipients = (await emailsOf(tx, 'controls.confirm', { workspaceId: input.workspaceId })).filter(
        (to) => to !== input.by,
      )
      const what = {
        connected: `connected the identity provider ${input.issuer} to your workspace’s sign-in`,
        changed: `changed your workspace’s identity provider (now ${input.issuer})`,
        removed: `removed the identity provider ${input.issuer} from your workspace’s sign-in`,
      }[input.stage]
      await queue(
        tx,
        recipients.map((to) =>
          mail(
            to,
            'Your workspace’s single sign-on was changed',
            [
              `${input.by} ${what}.`,
              'A provider decides who signs in to your workspace. If you did not expect this, tell the workspace’s owners and look at its audit log.',
            ],
            { url: `${base}/workspace/${input.workspaceId}/sso`, label: 'Open the single sign-on settings' },
          ),
        ),
      )
    },
  }
}

export type WorkspaceMail = ReturnType<typeof workspaceMail>
