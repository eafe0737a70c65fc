import type { Db } from '~/db/client.server'
import type { Config } from '~/lib/env.server'
import type { Mailer } from '~/lib/mailer.server'

export type ContactWorker = { wake: () => void; stop: () => Promise<void> }

// Placeholder until the contact issue lands: the outbox worker that e-mails the owner.
export function startContactWorker(_deps: { db: Db; mailer: Mailer; config: Config }): ContactWorker {
  return { wake() {}, async stop() {} }
}
