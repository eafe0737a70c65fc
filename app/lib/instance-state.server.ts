import type { Db } from '~/db/client.server'

/*
 * What one running instance holds in memory beside its database (issue 47 §3): the published views' cache and
 * its invalidation count, who listens to publishing and which peers to tell, the webhook endpoints' cache, the
 * archive's renderer and runs. One record per database handle — a running instance; the tests run two in one
 * process —, every entry declared with a name where it is used (`instanceKey`), so nothing a process holds is
 * out of sight: `services.held()` lists it all (server/services.ts), and a second instance holds its own.
 */
export type InstanceKey<T> = { readonly name: string; readonly create: () => T }

/** An entry of the instance's state: `create` makes its first value, on the first use by each instance. */
export function instanceKey<T>(name: string, create: () => T): InstanceKey<T> {
  return { name, create }
}

const instances = new WeakMap<Db, Map<InstanceKey<unknown>, unknown>>()

/** This instance's value for `key`, made on first use. */
export function held<T>(db: Db, key: InstanceKey<T>): T {
  let state = instances.get(db)
  if (!state) instances.set(db, (state = new Map()))
  if (!state.has(key)) state.set(key, key.create())
  return state.get(key) as T
}

/** Everything this instance holds so far, by name (for tests and for an operator's diagnosis). */
export function heldBy(db: Db): ReadonlyMap<string, unknown> {
  return new Map([...(instances.get(db) ?? [])].map(([key, value]) => [key.name, value]))
}
