import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { auditEntries, calculators, workspaces } from '~/db/schema'
import { isUuid } from '~/lib/workspaces/tokens.server'
import { AUDIT_OBJECTS, catalogue, EVENT_TYPES, type EventType } from './catalogue'
import { historyLine } from './history-lines'

/*
 * Reading the audit log: a workspace's entries (its owners, decided by `can(…, 'audit.view', …)`), or every
 * workspace's and the platform's (admins). Filters: who (part of the actor's e-mail), what (an event type or
 * the kind of object), when (UTC days, both included).
 */
export const AUDIT_PAGE_SIZE = 200
export const AUDIT_EXPORT_MAX = 50_000

export type AuditFilter = { who: string; what: string; from: string; to: string; workspace: string }

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

export function auditFilterOf(url: URL): AuditFilter {
  const param = (name: string) => (url.searchParams.get(name) ?? '').trim()
  const what = param('what')
  return {
    who: param('who').slice(0, 100),
    what: (EVENT_TYPES as string[]).includes(what) || (AUDIT_OBJECTS as string[]).includes(what) ? what : '',
    from: isDay(param('from')) ? param('from') : '',
    to: isDay(param('to')) ? param('to') : '',
    workspace: isUuid(param('workspace')) || param('workspace') === 'platform' ? param('workspace') : '',
  }
}

/** `scope`: one workspace's id, or 'all' (admins), where the filter's `workspace` narrows it. */
function whereOf(scope: string, filter: AuditFilter) {
  const conditions: (SQL | undefined)[] = []
  const chain = scope === 'all' ? filter.workspace : scope
  if (chain) conditions.push(eq(auditEntries.chainId, chain))
  if (filter.who)
    conditions.push(ilike(auditEntries.actorEmail, `%${filter.who.replace(/[\\%_]/g, '\\$&')}%`))
  if (filter.what)
    conditions.push(
      filter.what.includes('.')
        ? eq(auditEntries.action, filter.what)
        : eq(auditEntries.objectType, filter.what),
    )
  if (filter.from) conditions.push(gte(auditEntries.at, new Date(`${filter.from}T00:00:00Z`)))
  if (filter.to)
    conditions.push(lt(auditEntries.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)))
  return and(...conditions)
}

const columns = {
  id: auditEntries.id,
  chainId: auditEntries.chainId,
  seq: auditEntries.seq,
  workspaceId: auditEntries.workspaceId,
  workspaceName: workspaces.name,
  at: auditEntries.at,
  actorId: auditEntries.actorId,
  actorEmail: auditEntries.actorEmail,
  action: auditEntries.action,
  objectType: auditEntries.objectType,
  objectId: auditEntries.objectId,
  data: auditEntries.data,
  // For entries written before the calculator's name was kept in their data (describeEntry).
  calculatorName: calculators.name,
  // With the hash before it, enough to recompute the chain from an export (verify-chain-script.ts).
  prevHash: auditEntries.prevHash,
  hash: auditEntries.hash,
}

export async function listAudit(db: Db, scope: string, filter: AuditFilter, limit = AUDIT_PAGE_SIZE) {
  const where = whereOf(scope, filter)
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(auditEntries)
      .leftJoin(workspaces, eq(workspaces.id, auditEntries.workspaceId))
      .leftJoin(
        calculators,
        and(
          sql`${calculators.id}::text = ${auditEntries.data}->>'calculatorId'`,
          eq(calculators.workspaceId, auditEntries.workspaceId),
        ),
      )
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.seq))
      .limit(limit),
    db.select({ count: count() }).from(auditEntries).where(where),
  ])
  return { rows, total: total?.count ?? 0 }
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number]

/**
 * One line saying what happened, from the event's catalogue entry (its History line when it has one), naming
 * the calculator it is about: by its name when the entry was written, kept in its data, or for an entry from
 * before names were kept, `currentName` (the calculator's name now, when it still exists).
 */
export function describeEntry(action: string, data: Record<string, unknown>, currentName?: string | null) {
  const kept = typeof data.calculatorName === 'string' ? data.calculatorName : null
  const name = kept ?? (typeof data.calculatorId === 'string' ? currentName : null) ?? null
  const line = Object.hasOwn(catalogue, action)
    ? historyLine(action as EventType, name ? { ...data, calculatorName: name } : data)
    : undefined
  if (line) return line.detail ? `${line.action} (${line.detail})` : line.action
  const facts = Object.entries(data)
    .filter(([key]) => key !== 'calculatorId' && key !== 'calculatorName')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
  return (name ? [`calculator: ${name}`, ...facts] : facts).join('; ')
}

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Workspace',
  'Actor',
  'Event',
  'Object',
  'Object id',
  'Summary',
  'Data (JSON)',
  'Chain',
  'Sequence',
  'Previous hash',
  'Hash',
]

export function auditCsvRow(row: AuditRow) {
  return [
    row.at.toISOString(),
    row.workspaceName ?? (row.workspaceId ? row.workspaceId : 'Platform'),
    row.actorEmail,
    row.action,
    row.objectType,
    row.objectId,
    describeEntry(row.action, row.data, row.calculatorName),
    JSON.stringify(row.data),
    row.chainId,
    String(row.seq),
    row.prevHash,
    row.hash,
  ]
}
