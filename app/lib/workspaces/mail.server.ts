import { and, eq, inArray } from 'drizzle-orm'
import { user, workspaceMembers } from '~/db/schema'
import type { Mail } from '~/lib/mailer.server'
import type { Services } from '~/lib/services.server'
import type { Tx } from './workspaces.server'

/*
 * Every workspace e-mail goes through here. Each call takes the transaction that makes it true; until the
 * shared outbox lands the mails are held and sent after the commit (flush), and switching to the outbox means
 * enqueuing in `tx` here and nothing else.
 */
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim()
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

function mail(to: string, subject: string, lines: string[], link: { url: string; label: string }): Mail {
  return {
    to,
    subject: oneLine(subject),
    text: `${lines.map(oneLine).join('\n\n')}\n\n${link.label}:\n${link.url}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(oneLine(line))}</p>`).join('')}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  }
}

async function emailsOf(tx: Tx, workspaceId: string, roles: readonly ('owner' | 'editor' | 'approver')[]) {
  const rows = await tx
    .select({ email: user.email })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.role, [...roles])))
  return rows.map((row) => row.email)
}

export function workspaceMail(services: Pick<Services, 'mailer' | 'config'>) {
  const pending: Mail[] = []
  const base = services.config.baseUrl
  return {
    async invitation(_tx: Tx, input: { email: string; token: string; role: string; workspaceName: string }) {
      pending.push(
        mail(
          input.email,
          `You are invited to ${input.workspaceName} on Brightline Digital`,
          [
            `You have been invited to join the workspace "${input.workspaceName}" as ${input.role === 'approver' ? 'an approver' : 'an editor'}.`,
            'The link is valid for 7 days and works once. Sign in or sign up with this e-mail address to accept.',
          ],
          { url: `${base}/workspace/invitations/${input.token}`, label: 'Accept the invitation' },
        ),
      )
    },
    async approvalRequested(
      tx: Tx,
      input: { workspaceId: string; calculatorId: string; name: string; by: string },
    ) {
      for (const to of await emailsOf(tx, input.workspaceId, ['owner', 'approver']))
        pending.push(
          mail(
            to,
            `Approval requested: ${input.name}`,
            [`${input.by} asks you to approve the calculator "${input.name}".`],
            {
              url: `${base}/workspace/${input.workspaceId}/calculators/${input.calculatorId}`,
              label: 'Review it',
            },
          ),
        )
    },
    async published(tx: Tx, input: { workspaceId: string; calculatorId: string; name: string; by: string }) {
      for (const to of await emailsOf(tx, input.workspaceId, ['owner', 'approver', 'editor']))
        pending.push(
          mail(
            to,
            `Published: ${input.name}`,
            [`${input.by} published the calculator "${input.name}". It is live wherever its embed code is.`],
            {
              url: `${base}/workspace/${input.workspaceId}/calculators/${input.calculatorId}`,
              label: 'Open it',
            },
          ),
        )
    },
    /** Sends what the committed transaction queued; a failed send is logged, never shown to the user. */
    async flush() {
      for (const queued of pending.splice(0)) {
        await services.mailer.send(queued).catch((error: unknown) => {
          console.warn(
            `workspace mail to ${queued.to} failed:`,
            error instanceof Error ? error.message : error,
          )
        })
      }
    },
  }
}

export type WorkspaceMail = ReturnType<typeof workspaceMail>
