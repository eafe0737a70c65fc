import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { archivedStates, auditEntries } from '~/db/schema'
import { describeEntry } from '~/lib/events/audit-log.server'
import { isUuid } from '~/lib/workspaces/tokens.server'
import { stateAt, stateById, stateFiles, type ArchivedState } from './store.server'

/** What the "As of" form asks: a calculator and an instant (UTC), or a state by id (from a lead). */
export type AsOfQuery = { calculator: string; date: string; time: string; state: string }

const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}(?::\d{2})?$/

export function asOfQueryOf(url: URL): AsOfQuery {
  const param = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 40)
  return {
    calculator: isUuid(param('calculator')) ? param('calculator') : '',
    date: DAY.test(param('date')) ? param('date') : '',
    time: TIME.test(param('time')) ? param('time') : '',
    state: isUuid(param('state')) ? param('state') : '',
  }
}

/** The instant a query names, in UTC; null if incomplete or not a real time. */
export function instantOf(query: Pick<AsOfQuery, 'date' | 'time'>) {
  if (!query.date) return null
  const at = new Date(`${query.date}T${query.time || '00:00'}${query.time.length === 5 ? ':00' : ''}Z`)
  return Number.isNaN(at.getTime()) ? null : at
}

/** The calculators of the workspace that have archived states, by name. */
export async function archivedCalculators(db: Db, workspaceId: string) {
  return db
    .selectDistinctOn([archivedStates.calculatorId], {
      id: archivedStates.calculatorId,
      name: archivedStates.calculatorName,
      publicId: archivedStates.publicId,
    })
    .from(archivedStates)
    .where(eq(archivedStates.workspaceId, workspaceId))
    .orderBy(archivedStates.calculatorId, sql`${archivedStates.beganAt} desc`)
}

/**
 * Who saved, asked for approval of, approved and published the state's revision, and who approved its
 * rates: from the audit log (tamper-evident) for its revision and calculator, and the rates as archived.
 */
export async function approvalTrail(db: Db, state: ArchivedState) {
  const objects = [state.revisionId, state.calculatorId].filter((id): id is string => Boolean(id))
  const entries = await db
    .select({
      at: auditEntries.at,
      actorEmail: auditEntries.actorEmail,
      action: auditEntries.action,
      data: auditEntries.data,
      hash: auditEntries.hash,
    })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.workspaceId, state.workspaceId),
        inArray(auditEntries.objectId, objects),
        // Up to its end: the publish's own entry is written just after the instant it records.
        lte(auditEntries.at, state.endedAt ?? new Date()),
      ),
    )
    .orderBy(asc(auditEntries.at), asc(auditEntries.seq))
  const revisionEvents = entries.filter(
    (entry) => entry.action.startsWith('revision.') || entry.action.startsWith('calculator.'),
  )
  return [
    ...revisionEvents.map((entry) => ({
      at: entry.at.toISOString(),
      who: entry.actorEmail,
      what: describeEntry(entry.action, entry.data),
      hash: entry.hash,
    })),
    ...state.rates.map((rate) => ({
      at: rate.approvedAt ?? '',
      who: rate.approvedByEmail ?? '',
      what: `Approved the rate ${rate.product}: ${rate.rate}% from ${rate.effectiveOn}${rate.expiresOn ? ` until ${rate.expiresOn}` : ''}`,
      hash: '',
    })),
  ].sort((a, b) => a.at.localeCompare(b.at))
}

/** The state shown for the query: by id, or the calculator's at the instant; with its files and trail. */
export async function asOf(db: Db, workspaceId: string, query: AsOfQuery) {
  const at = instantOf(query)
  const state = query.state
    ? await stateById(db, workspaceId, query.state)
    : query.calculator && at
      ? await stateAt(db, workspaceId, query.calculator, at)
      : undefined
  if (!state) return null
  const files = await stateFiles(db, state.id)
  return {
    state,
    files: files.map(({ path, hash, contentType, body, encoding }) => ({
      path,
      hash,
      contentType,
      size: encoding === 'base64' ? Buffer.from(body, 'base64').length : Buffer.byteLength(body),
    })),
    trail: await approvalTrail(db, state),
  }
}
