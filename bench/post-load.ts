// What the contact and lead benchmarks share: a POST endpoint under load for 10 s, then the rows counted.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase } from '../app/db/client.server'
import { createScratchPostgres } from '../tests/support/database'
import { startServer, watchPeakRss } from './support'

export type DatabaseKind = 'pglite' | 'postgres'
export const durationSeconds = 10
const warmUpSeconds = 3
export const connections = 32
export const acceptedTargets: Record<DatabaseKind, number> = { pglite: 300, postgres: 1000 }

/** User + system CPU time a process has used, from /proc (Linux). */
export function cpuMs(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** Runs one query that returns a single row of counts, once no server holds the database. */
async function countRows(location: { pgliteDir?: string; databaseUrl?: string }, query: string) {
  const read = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]))
  if (location.databaseUrl) {
    const client = new pg.Client({ connectionString: location.databaseUrl })
    await client.connect()
    try {
      return read((await client.query(query)).rows[0] as Record<string, unknown>)
    } finally {
      await client.end()
    }
  }
  // The server has exited, so the data directory is free to open.
  const database = await openDatabase(location)
  try {
    const { rows } = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }
    return read(rows[0]!)
  } finally {
    await database.close()
  }
}

export type PostLoad = {
  /** Seeds the fresh database before the server opens it; returns the path to post to. */
  prepare: (location: { pgliteDir?: string; databaseUrl?: string }) => Promise<string>
  env: Record<string, string>
  /** A JSON body; `[<id>]` becomes a new id in each request. */
  body: string
  /** Counts `stored` (rows) and `sent` (their e-mails marked sent in the outbox). */
  countQuery: string
}

/**
 * Posts `load.body` over 32 connections for 3 s to warm up, then for 10 s measured; stops the server (it
 * drains its requests and flushes), then compares the 201 answers with the rows stored: none may be lost.
 */
export async function measurePostLoad(kind: DatabaseKind, load: PostLoad) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-bench-post-'))
  const scratch = kind === 'postgres' ? await createScratchPostgres('brightline_bench') : undefined
  const location = scratch ? { databaseUrl: scratch.url } : { pgliteDir: path.join(dataDir, 'pglite') }
  try {
    const urlPath = await load.prepare(location)
    const server = await startServer({
      DATA_DIR: dataDir,
      ...load.env,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    })
    const post = (duration: number) =>
      autocannon({
        url: server.origin + urlPath,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: load.body,
        idReplacement: true,
        connections,
        duration,
      })
    // A warm-up first, as for the views: the first requests pay for compiling the route's code. Its rows
    // are checked for losses with the rest but not counted in the rate.
    const warmUp = await post(warmUpSeconds)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const cpuBefore = cpuMs(server.process.pid!)
    const peakRss = watchPeakRss(server.process.pid!)
    const result = await post(durationSeconds)
    const serverCpuMs = cpuMs(server.process.pid!) - cpuBefore
    const peakRssMb = peakRss()
    // Responses still in flight at the cut-off may be committed without being counted: wait, then stop.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await server.stop()
    const { stored = 0, sent = 0 } = await countRows(location, load.countQuery)
    const created = result.statusCodeStats['201']?.count ?? 0
    const createdInAll = created + (warmUp.statusCodeStats['201']?.count ?? 0)
    const others = Object.entries(result.statusCodeStats)
      .filter(([code]) => code !== '201')
      .map(([code, { count }]) => `${code}×${count}`)
    return {
      database: kind,
      'accepted/s': Math.round(created / durationSeconds),
      target: `≥ ${acceptedTargets[kind]}`,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      // Load-independent: the server's own CPU per stored row, and the rate one free core would give.
      'server CPU ms/row': Number((serverCpuMs / Math.max(1, created)).toFixed(2)),
      'per free core/s': Math.round((1000 * created) / Math.max(1, serverCpuMs)),
      '201 answered': createdInAll,
      'rows stored': stored,
      lost: Math.max(0, createdInAll - stored),
      // autocannon drops the connections at each cut-off: those requests may commit without being counted.
      'in flight at cut-off': Math.max(0, stored - createdInAll),
      'e-mails sent by shutdown': sent,
      'server RSS peak MB': peakRssMb,
      'other answers':
        [...others, result.errors ? `errors×${result.errors}` : ''].filter(Boolean).join(' ') || 'none',
    }
  } finally {
    await scratch?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export type PostLoadRow = Awaited<ReturnType<typeof measurePostLoad>>

/** Rows that miss a target: a loss, too many cut off, too slow, or a p99 over 100 ms. */
export function belowTarget(rows: PostLoadRow[]) {
  return rows.filter(
    (row) =>
      row.lost > 0 ||
      row['in flight at cut-off'] > 2 * connections ||
      row['accepted/s'] < acceptedTargets[row.database] ||
      row['p99 ms'] > 100,
  )
}

export function loadAverage() {
  return `${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`
}
