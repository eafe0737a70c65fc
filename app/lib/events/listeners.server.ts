import type { Db } from '~/db/client.server'
import type { AppEvent, Definition, Invalidates } from './catalogue'

/** A transaction of the database: what `emit` writes in, and what every listener's in-transaction work gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** What the catalogue says follows from an event, the part listeners read. */
export type Follows = { webhook?: Definition['webhook']; invalidates?: Invalidates }

/** Work to run once after the commit: its key keeps one per transaction (one drop of a calculator's views). */
export type AfterCommit = { key: string; run: (db: Db) => void }

/**
 * What follows from an event beyond its audit entry and History line (issue 47 §3): the webhook deliveries it
 * queues, the cached views it drops. A listener reads the event's catalogue entry, never the event's type, so
 * adding an event is one catalogue entry and adding a listener is its own file plus one line where the server
 * starts (server/services.ts). The spine (emit.server.ts) imports none of them.
 */
export type EventListener = {
  name: string
  /** Inside the event's transaction: commits with the change or not at all. */
  inTransaction?: (tx: Tx, event: AppEvent, follows: Follows) => Promise<void>
  /** After the commit (never after a rollback), once per key and transaction. */
  afterCommit?: (event: AppEvent, follows: Follows) => AfterCommit | null
}

const registered = new Map<string, EventListener>()

/** Registers a listener for every later event of this process; registering the same name again replaces it. */
export function listen(listener: EventListener) {
  registered.set(listener.name, listener)
}

/** The listeners, in the order they were first registered. */
export function eventListeners(): Iterable<EventListener> {
  return registered.values()
}
