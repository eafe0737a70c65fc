import type { Db } from './client.server'

/*
 * Work that must wait for the commit that makes a change visible (decision 0095): a cached view dropped, a
 * background worker woken. Every transaction of a database opened by `openDatabase` carries it: the database's
 * `transaction` is wrapped once there, and so is each transaction's own (a savepoint). What a transaction
 * registers runs once per key, with its database, after the outermost commit; a rollback — of the
 * transaction, or of the savepoint it was registered in — drops it. Registered on the database itself (a
 * statement in autocommit, already committed), it runs at once.
 */

type Run = (db: Db) => void
type Scope = { db: Db; effects: Map<string, Run> }

const scopes = new WeakMap<object, Scope>()
const databases = new WeakSet<object>()

type Transactional = {
  transaction: <T>(work: (tx: Transactional) => Promise<T>, config?: unknown) => Promise<T>
}

/** Gives every transaction of `db` its after-commit work; called once, where the database is opened. */
export function withAfterCommit(db: Db): Db {
  databases.add(db)
  carry(db as unknown as Transactional, db)
  return db
}

function carry(handle: Transactional, db: Db, outer?: Scope) {
  const open = handle.transaction.bind(handle)
  handle.transaction = async function transaction(work, config) {
    const scope: Scope = { db, effects: new Map() }
    const result = await open((tx) => {
      scopes.set(tx, scope)
      carry(tx, db, scope)
      return work(tx)
    }, config)
    // Committed (a savepoint: released into its transaction, whose own commit is still to come).
    if (outer) for (const [key, run] of scope.effects) outer.effects.set(key, run)
    else runAll(scope.effects.values(), db)
    return result
  }
}

function runAll(effects: Iterable<Run>, db: Db) {
  // The change is committed whatever follows: one effect failing neither stops the others nor fails the caller.
  for (const run of effects) {
    try {
      run(db)
    } catch (error) {
      console.error('After a commit:', error)
    }
  }
}

/**
 * Runs `run` once `handle`'s change is committed: once per `key` and transaction, after the outermost commit,
 * never after a rollback; at once when `handle` is the database itself. `handle` is a database opened by
 * `openDatabase` or one of its transactions: anything else could never run it, and throws.
 */
export function afterCommit(handle: object, key: string, run: Run) {
  const scope = scopes.get(handle)
  if (scope) scope.effects.set(key, run)
  else if (databases.has(handle)) runAll([run], handle as Db)
  else throw new Error(`"${key}" waits for a commit, but this is no database opened by openDatabase`)
}
