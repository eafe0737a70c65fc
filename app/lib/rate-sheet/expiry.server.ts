import { and, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { rateSheetVersions, user, workspaceMembers } from '~/db/schema'
import { enqueue } from '~/lib/outbox/store.server'
import { startPollLoop } from '~/lib/poll-loop.server'
import { workspaceNotification } from '~/lib/workspaces/mail.server'
import { addDays, formatDay, utcToday } from './rate-sheet'
import { workspaceRolesThatMay } from '~/lib/access/policy'

/*
 * Expiry notices (docs/decisions/0038-rate-sheet.md): each owner and approver of a workspace gets one e-mail a
 * week before an approved rate expires and one on the day. The outbox's unique (kind, ref) makes "once" hold
 * however many instances run this check, and however often: the ref names the notice, the version and the
 * recipient.
 */

export type ExpiryNotice = 'week' | 'day'

/** A late check (an instance down over midnight) still sends: the week notice until the day, the day's for 3 days. */
const DAY_NOTICE_DAYS = 3

/** Queues the notices due on `day`; resolves to how many it offered the outbox (repeats are ignored there). */
export async function queueRateExpiryNotices(db: Db, baseUrl: string, day = utcToday()) {
  const due = await db
    .select()
    .from(rateSheetVersions)
    .where(
      and(
        eq(rateSheetVersions.state, 'approved'),
        isNotNull(rateSheetVersions.expiresOn),
        gte(rateSheetVersions.expiresOn, addDays(day, -(DAY_NOTICE_DAYS - 1))),
        lte(rateSheetVersions.expiresOn, addDays(day, 7)),
      ),
    )
    .orderBy(desc(rateSheetVersions.number))
  if (due.length === 0) return 0
  // Only an entry's newest approved version: an expiry a newer approval replaced warns nobody.
  const entryIds = [...new Set(due.map((version) => version.entryId))]
  const newest = await db
    .select({ entryId: rateSheetVersions.entryId, number: rateSheetVersions.number })
    .from(rateSheetVersions)
    .where(and(inArray(rateSheetVersions.entryId, entryIds), eq(rateSheetVersions.state, 'approved')))
  const newestOf = new Map<string, number>()
  for (const row of newest) newestOf.set(row.entryId, Math.max(newestOf.get(row.entryId) ?? 0, row.number))
  const workspaceIds = [...new Set(due.map((version) => version.workspaceId))]
  const recipients = await db
    .select({ workspaceId: workspaceMembers.workspaceId, userId: user.id, email: user.email })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(
      and(
        inArray(workspaceMembers.workspaceId, workspaceIds),
        // Who is told a rate expires: who may approve the next one (the one permission policy).
        inArray(workspaceMembers.role, workspaceRolesThatMay('rate.approve')),
      ),
    )
  const entries = []
  for (const version of due) {
    if (newestOf.get(version.entryId) !== version.number) continue
    const expiresOn = version.expiresOn!
    const notice: ExpiryNotice | undefined = day < expiresOn ? 'week' : 'day'
    for (const recipient of recipients.filter((member) => member.workspaceId === version.workspaceId))
      entries.push({
        ref: `rate-expiry:${notice}:${version.id}:${recipient.userId}`,
        payload: expiryMail(recipient.email, notice, version, day, baseUrl),
      })
  }
  await enqueue(db, workspaceNotification, entries)
  return entries.length
}

function expiryMail(
  to: string,
  notice: ExpiryNotice,
  version: { workspaceId: string; product: string; rate: string; expiresOn: string | null },
  day: string,
  baseUrl: string,
) {
  const expires = formatDay(version.expiresOn!)
  const days = Math.round(
    (Date.parse(`${version.expiresOn}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
  )
  const subject =
    notice === 'week'
      ? `Rate expires ${expires}: ${version.product} (${version.rate}%)`
      : `Rate expired today: ${version.product} (${version.rate}%)`
  const lines =
    notice === 'week'
      ? [
          `The approved rate for ${version.product}, ${version.rate}%, expires on ${expires} (UTC), in ${days} ${days === 1 ? 'day' : 'days'}.`,
          'From that day the calculators that take it as their default start with an empty field. Propose a new rate and have it approved to keep one shown.',
        ]
      : [
          `The approved rate for ${version.product}, ${version.rate}%, expired on ${expires} (UTC).`,
          'The calculators that take it as their default now start with an empty field. Propose a new rate and have it approved to show one again.',
        ]
  const url = `${baseUrl}/workspace/${version.workspaceId}/rates`
  const escape = (value: string) =>
    value.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
    )
  return {
    to,
    subject: subject.replace(/\p{Cc}+/gu, ' '),
    text: `${lines.join('\n\n')}\n\nOpen the rate sheet:\n${url}\n`,
    html: `${lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(url)}">Open the rate sheet</a></p>`,
  }
}

/** Time until the next check: hourly, and just after each UTC midnight, when a day's notices fall due. */
export function nextCheckDelayMs(now = Date.now()) {
  const midnight = Date.parse(`${addDays(utcToday(new Date(now)), 1)}T00:00:00Z`)
  return Math.min(60 * 60_000, midnight - now + 1_000)
}

/** The periodic check, on the same poll loop as the outbox and webhook workers. */
export function startRateExpiryCheck(options: { db: Db; baseUrl: string }) {
  return startPollLoop({
    async pass() {
      await queueRateExpiryNotices(options.db, options.baseUrl)
    },
    nextDelayMs: () => nextCheckDelayMs(),
    failureMessage: 'Rate sheet: could not check for expiring rates:',
  })
}
