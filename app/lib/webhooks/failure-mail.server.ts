import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { user, workspaceMembers, workspaces } from '~/db/schema'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod'

/*
 * "A webhook delivery failed": one e-mail to each owner of the workspace when a delivery gives up after its
 * last attempt, queued in the transaction that marks it failed (kind 'webhook-failed', docs/decisions/0015).
 */
const WebhookFailedPayload = z.object({
  to: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  url: z.string(),
  eventType: z.string(),
  deliveryId: z.string(),
  attempts: z.number(),
  lastAnswer: z.string(),
})
type WebhookFailedPayload = z.infer<typeof WebhookFailedPayload>

const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim()
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function webhookFailedMail(baseUrl: string, payload: WebhookFailedPayload): Mail {
  const link = `${baseUrl}/workspace/${payload.workspaceId}/integrations`
  const lines = [
    `A ${payload.eventType} event of ${payload.workspaceName} could not be delivered to ${payload.url}.`,
    `We tried ${payload.attempts} times over more than a day; the last answer was: ${payload.lastAnswer}.`,
    `Delivery ${payload.deliveryId} is marked failed. Once the receiver works again, use Redeliver in the delivery log.`,
  ].map(oneLine)
  return {
    to: payload.to,
    subject: oneLine(`Webhook delivery failed: ${payload.url}`),
    text: `${lines.join('\n\n')}\n\nIntegrations:\n${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Integrations</a></p>`,
  }
}

export const webhookFailedNotification = defineOutboxKind<WebhookFailedPayload>({
  name: 'webhook-failed',
  label: 'Webhook failure e-mail',
  payload: WebhookFailedPayload,
  render: (payload, { config }) => webhookFailedMail(config.baseUrl, payload),
})

/** Queues the failure e-mail to every owner in `tx`; wake the outbox worker after the commit. */
export async function queueWebhookFailedMails(
  tx: Pick<Db, 'select' | 'insert' | 'update' | 'execute'>,
  failure: Omit<WebhookFailedPayload, 'to' | 'workspaceName'>,
) {
  const owners = await tx
    .select({ email: user.email, workspaceName: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, failure.workspaceId), eq(workspaceMembers.role, 'owner')))
  await enqueue(
    tx,
    webhookFailedNotification,
    owners.map(({ email, workspaceName }) => ({
      // Queued in the transaction that marks the delivery failed, so once per failure; a redelivery that
      // fails again mails again.
      ref: `${failure.deliveryId}:${email}:${randomUUID()}`,
      payload: { ...failure, to: email, workspaceName },
    })),
  )
}
