import type { Config } from '~/lib/env.server'
import type { Mail } from '~/lib/mailer.server'

/**
 * One kind of mail the outbox sends. The row stores the payload; the mail is rendered from it when it is
 * sent, so a template or recipient fix reaches mails still waiting, and the row stays small.
 */
export type OutboxKind<Payload = unknown> = {
  /** Stored in `outbox.kind`; never rename one that may still have rows. */
  name: string
  /** Names the subject in the log: `${label} ${ref}: e-mail attempt 2 failed…`. */
  label: string
  /** Checked when the mail is rendered: a row that no longer fits fails with the reason, alone. */
  payload: PayloadSchema<Payload>
  render: (payload: Payload, context: RenderContext) => Mail
}

/** A zod schema (classic or mini): the lead's comes from zod/mini, shared with the browser. */
export type PayloadSchema<Payload> = { parse: (value: unknown) => Payload }

export type RenderContext = { config: Config }

/** Any kind, as the worker and the registry hold them. */
export type AnyOutboxKind = Pick<OutboxKind, 'name' | 'label' | 'payload'> & {
  render: (payload: never, context: RenderContext) => Mail
}

export function defineOutboxKind<Payload>(kind: OutboxKind<Payload>): OutboxKind<Payload> {
  return kind
}
