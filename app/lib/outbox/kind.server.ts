import type { Db } from '~/db/client.server'
import type { Config } from '~/lib/env.server'
import type { Mail } from '~/lib/mailer.server'

/**
 * One kind of mail the outbox sends. The row stores the payload; the mail is rendered from it when it is
 * sent, so a template or recipient fix reaches mails still waiting, and the row stays small.
 */
export type OutboxKind<Payload = unknown, Rendered extends Rendering = Rendering> = {
  /** Stored in `outbox.kind`; never rename one that may still have rows. */
  name: string
  /** Names the subject in the log: `${label} ${ref}: e-mail attempt 2 failed…`. */
  label: string
  /** Checked when the mail is rendered: a row that no longer fits fails with the reason, alone. */
  payload: PayloadSchema<Payload>
  /** May be asynchronous: a report's PDF is produced when its mail is sent (docs/decisions/0035). */
  render: (payload: Payload, context: RenderContext) => Rendered
}

type Rendering = Mail | Promise<Mail>

/** A zod schema (classic or mini): the lead's comes from zod/mini, shared with the browser. */
export type PayloadSchema<Payload> = { parse: (value: unknown) => Payload }

/** `db` reads what a mail shows but its row does not keep (a client's logo); absent in unit tests. */
export type RenderContext = { config: Config; db?: Db }

/** Any kind, as the worker and the registry hold them. */
export type AnyOutboxKind = Pick<OutboxKind, 'name' | 'label' | 'payload'> & {
  render: (payload: never, context: RenderContext) => Rendering
}

export function defineOutboxKind<Payload, Rendered extends Rendering = Mail>(
  kind: OutboxKind<Payload, Rendered>,
): OutboxKind<Payload, Rendered> {
  return kind
}
