import { and, asc, between, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { calculators, calculatorUsageDays, leads } from '~/db/schema'
import { createViewOnce } from './view-once.server'

export type UsageEvent = 'views' | 'engaged'
type Key = { calculatorId: string; workspaceId: string }

export type UsageCounter = {
  count: (calculator: Key, event: UsageEvent) => void
  /** Whether this is the visitor's first view of the calculator today (view-once.server.ts). */
  firstViewToday: (publicId: string, address: string) => boolean
  /** Writes what is counted so far; also run on a timer and at shutdown. */
  flush: () => Promise<void>
  stop: () => Promise<void>
}

const utcDay = (at = new Date()) => at.toISOString().slice(0, 10)
const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`)
const DAY_MS = 86_400_000

/**
 * Views and engaged visits counted in memory and written as one upsert per calculator and day every
 * `flushMs` (and at shutdown), so a view costs no database write. The upsert adds, so instances sharing a
 * PostgreSQL never overwrite each other; a crash loses at most the counts of the last `flushMs`.
 */
export function createUsageCounter(db: Db, flushMs = 5_000): UsageCounter {
  let pending = new Map<string, Key & { day: string; views: number; engaged: number }>()
  let flushing: Promise<void> = Promise.resolve()
  const timer = setInterval(() => void flush().catch(() => {}), flushMs)
  timer.unref()

  async function write(batch: typeof pending) {
    for (const row of batch.values()) {
      await db
        .insert(calculatorUsageDays)
        .values(row)
        .onConflictDoUpdate({
          target: [calculatorUsageDays.calculatorId, calculatorUsageDays.day],
          set: {
            views: sql`${calculatorUsageDays.views} + ${row.views}`,
            engaged: sql`${calculatorUsageDays.engaged} + ${row.engaged}`,
          },
        })
    }
  }

  function flush() {
    flushing = flushing.then(async () => {
      if (pending.size === 0) return
      const batch = pending
      pending = new Map()
      try {
        await write(batch)
      } catch (error) {
        // Kept for the next flush rather than lost; the counts carry no visitor data.
        for (const [key, row] of batch) {
          const now = pending.get(key)
          if (now) {
            now.views += row.views
            now.engaged += row.engaged
          } else pending.set(key, row)
        }
        console.warn('usage counts not written yet:', error instanceof Error ? error.message : error)
      }
    })
    return flushing
  }

  return {
    count(calculator, event) {
      const day = utcDay()
      const key = `${calculator.calculatorId}|${day}`
      let row = pending.get(key)
      if (!row) pending.set(key, (row = { ...calculator, day, views: 0, engaged: 0 }))
      row[event] += 1
    },
    firstViewToday: createViewOnce(),
    flush,
    async stop() {
      clearInterval(timer)
      await flush()
    },
  }
}

export type UsageRow = {
  calculatorId: string
  name: string
  day: string
  views: number
  engaged: number
  leads: number
  /** Reports e-mailed to visitors ("E-mail my results"). */
  reports: number
}

/** Per calculator and day within [from, to] (UTC days): views, engaged, reports and leads of one workspace. */
export async function usageReport(db: Db, workspaceId: string, from: string, to: string) {
  const [counted, received] = await Promise.all([
    db
      .select({
        calculatorId: calculatorUsageDays.calculatorId,
        name: calculators.name,
        day: calculatorUsageDays.day,
        views: calculatorUsageDays.views,
        engaged: calculatorUsageDays.engaged,
        reports: calculatorUsageDays.reports,
        deletedLeads: calculatorUsageDays.deletedLeads,
      })
      .from(calculatorUsageDays)
      .innerJoin(calculators, eq(calculators.id, calculatorUsageDays.calculatorId))
      .where(
        and(eq(calculatorUsageDays.workspaceId, workspaceId), between(calculatorUsageDays.day, from, to)),
      )
      .orderBy(asc(calculatorUsageDays.day)),
    db
      .select({
        calculatorId: leads.calculatorId,
        name: calculators.name,
        day: sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        leads: count(),
      })
      .from(leads)
      .innerJoin(calculators, eq(calculators.id, leads.calculatorId))
      .where(
        and(
          eq(leads.workspaceId, workspaceId),
          // UTC days as instants: a `::date` bound would start at midnight of the session's time zone.
          gte(leads.createdAt, utcMidnight(from)),
          lt(leads.createdAt, new Date(utcMidnight(to).getTime() + DAY_MS)),
        ),
      )
      .groupBy(leads.calculatorId, calculators.name, sql`3`),
  ])
  const rows = new Map<string, UsageRow>()
  // Deleted leads (retention, erasure) still count: the figures keep their numbers, not the people.
  for (const { deletedLeads, ...row } of counted)
    rows.set(`${row.calculatorId}|${row.day}`, { ...row, leads: deletedLeads })
  for (const row of received) {
    const key = `${row.calculatorId}|${row.day}`
    const existing = rows.get(key)
    if (existing) existing.leads += Number(row.leads)
    else rows.set(key, { ...row, views: 0, engaged: 0, reports: 0, leads: Number(row.leads) })
  }
  return [...rows.values()].sort((x, y) => x.day.localeCompare(y.day) || x.name.localeCompare(y.name))
}

/**
 * One e-mailed report of a published calculator, counted in the caller's transaction (the one that queues
 * its mail), so the figure is exactly the reports accepted for sending.
 */
export async function countReportSent(tx: Pick<Db, 'insert'>, calculator: Key) {
  await tx
    .insert(calculatorUsageDays)
    .values({ ...calculator, day: utcDay(), reports: 1 })
    .onConflictDoUpdate({
      target: [calculatorUsageDays.calculatorId, calculatorUsageDays.day],
      set: { reports: sql`${calculatorUsageDays.reports} + 1` },
    })
}

/** Views, engaged and leads per workspace over all time, for the admin Clients tab. */
export async function usageTotalsByWorkspace(db: Db) {
  const rows = await db
    .select({
      workspaceId: calculatorUsageDays.workspaceId,
      views: sql<number>`sum(${calculatorUsageDays.views})`,
      engaged: sql<number>`sum(${calculatorUsageDays.engaged})`,
    })
    .from(calculatorUsageDays)
    .groupBy(calculatorUsageDays.workspaceId)
  return new Map(
    rows.map((row) => [row.workspaceId, { views: Number(row.views), engaged: Number(row.engaged) }]),
  )
}
