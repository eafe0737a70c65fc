import { and, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { invoices, type Reminder } from '~/db/invoice-schema'
import { user, workspaceMembers, workspaces } from '~/db/schema'
import { workspaceRolesThatMay } from '~/lib/access/policy'
import { enqueue } from '~/lib/outbox/store.server'
import { startPollLoop } from '~/lib/poll-loop.server'
import { nextCheckDelayMs } from '~/lib/rate-sheet/expiry.server'
import { mail, workspaceNotification } from '~/lib/workspaces/mail.server'
import { addDays, isoDay } from './invoice-lines'
import { currentOrders, issueDueInvoices } from './invoices.server'
import { invoiceMail } from './invoice-mail.server'
import { viewsThisMonthOf, viewThreshold } from './limits.server'
import { GRACE_DAYS } from './plans'
import { formatDay, trialPhase, workspacePlan } from './trial-status'

/*
 * The daily billing pass (issue 44 §4, decision 0087), on the workers' poll loop: hourly and just after each
 * UTC midnight, on every instance. Each mail is "once" by its outbox ref (the outbox's unique kind and ref), so
 * a second pass the same day, or on another instance, queues nothing new. Nothing here is read by the embed.
 */

const DAY_MS = 86_400_000
const REMINDER_DAYS: Record<Reminder, number> = { due: 0, 'due+7': 7, 'due+21': 21 }

/** Reminders of unpaid invoices on their due day, 7 and 21 days after; a late pass sends only the latest due. */
export async function queueInvoiceReminders(db: Db, now: Date) {
  const today = isoDay(now)
  const unpaid = await db
    .select()
    .from(invoices)
    .where(and(isNull(invoices.paidAt), lte(invoices.dueOn, today)))
  let queued = 0
  for (const invoice of unpaid) {
    const due = (Object.keys(REMINDER_DAYS) as Reminder[]).filter(
      (reminder) => addDays(invoice.dueOn, REMINDER_DAYS[reminder]) <= today,
    )
    const latest = due.at(-1)
    if (!latest || invoice.remindersSent.includes(latest)) continue
    await db.transaction(async (tx) => {
      await tx.update(invoices).set({ remindersSent: due }).where(eq(invoices.id, invoice.id))
      await enqueue(tx, invoiceMail, [
        { ref: `invoice:${invoice.id}:${latest}`, payload: { invoiceId: invoice.id, notice: latest } },
      ])
    })
    queued++
  }
  return queued
}

/** The owners of each workspace: whoever the policy lets see billing (admins from outside are no members). */
async function billingRecipients(db: Db, workspaceIds: string[]) {
  if (workspaceIds.length === 0) return []
  return db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      userId: user.id,
      email: user.email,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(
      and(
        inArray(workspaceMembers.workspaceId, workspaceIds),
        inArray(workspaceMembers.role, workspaceRolesThatMay('billing.view')),
      ),
    )
}

type Notice = { workspaceId: string; key: string; subject: string; lines: string[] }

/** Trial ending in 7 days and in 1 day, and the grace after it; none once the workspace has signed an order. */
async function trialNotices(db: Db, now: Date, ordered: Set<string>): Promise<Notice[]> {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      plan: workspaces.plan,
      trialEndsAt: workspaces.trialEndsAt,
    })
    .from(workspaces)
    .where(
      and(
        isNotNull(workspaces.trialEndsAt),
        gte(workspaces.trialEndsAt, new Date(+now - GRACE_DAYS * DAY_MS)),
        lte(workspaces.trialEndsAt, new Date(+now + 7 * DAY_MS)),
      ),
    )
  const notices: Notice[] = []
  for (const row of rows) {
    if (ordered.has(row.id)) continue
    const phase = trialPhase(row, now)
    const planName = workspacePlan(row)?.name ?? 'trial'
    const stamp = row.trialEndsAt!.toISOString()
    if (phase.phase === 'trial') {
      const oneDay = phase.daysLeft <= 1
      notices.push({
        workspaceId: row.id,
        key: `trial-${oneDay ? 1 : 7}:${stamp}`,
        subject: `Your free trial ends ${oneDay ? 'within a day' : `in ${phase.daysLeft} days`}: ${row.name}`,
        lines: [
          `The free trial of the ${planName} plan for ${row.name} ends on ${formatDay(phase.endsAt)}.`,
          `Choose a plan to keep your calculators under contract. Your published calculators keep serving your visitors for ${GRACE_DAYS} days after the trial ends.`,
        ],
      })
    } else if (phase.phase === 'grace')
      notices.push({
        workspaceId: row.id,
        key: `trial-grace:${stamp}`,
        subject: `Your free trial has ended: ${row.name}`,
        lines: [
          `The free trial for ${row.name} ended on ${formatDay(phase.endsAt)}.`,
          `Your published calculators keep serving your visitors until ${formatDay(phase.graceEndsAt)}. Your visitors see no notice; only the workspace's owners are told. Choose a plan to keep them going.`,
        ],
      })
  }
  return notices
}

/** 80 % and 100 % of the month's views, each once a calendar month (UTC). */
async function viewNotices(db: Db, now: Date): Promise<Notice[]> {
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, plan: workspaces.plan })
    .from(workspaces)
    .where(isNotNull(workspaces.plan))
  const month = isoDay(now).slice(0, 7)
  const viewsOf = await viewsThisMonthOf(
    db,
    rows.map((row) => row.id),
    now,
  )
  const notices: Notice[] = []
  for (const row of rows) {
    const plan = workspacePlan(row)
    if (!plan) continue
    const views = viewsOf.get(row.id) ?? 0
    const threshold = viewThreshold(plan, views)
    if (!threshold) continue
    const figure = `${views.toLocaleString('en-US')} of the ${plan.limits.monthlyViews.toLocaleString('en-US')} views`
    notices.push({
      workspaceId: row.id,
      key: `views-${threshold}:${month}`,
      subject: `${threshold}\u00a0% of this month's calculator views: ${row.name}`,
      lines: [
        `${row.name}'s calculators have had ${figure} the ${plan.name} plan includes this month (${threshold}\u00a0%).`,
        threshold === 100
          ? 'They keep serving every visitor. The views over the plan are shown on your next invoice, or you can move to a larger plan.'
          : 'They keep serving every visitor whatever the count; over 100 %, the views over the plan are shown on your next invoice.',
      ],
    })
  }
  return notices
}

/** Queues each notice to each owner once (the ref names the notice, its period and the owner). */
async function queueNotices(db: Db, notices: Notice[], baseUrl: string) {
  const recipients = await billingRecipients(db, [...new Set(notices.map((notice) => notice.workspaceId))])
  const entries = notices.flatMap((notice) =>
    recipients
      .filter((recipient) => recipient.workspaceId === notice.workspaceId)
      .map((recipient) => ({
        ref: `billing:${notice.key}:${notice.workspaceId}:${recipient.userId}`,
        payload: mail(recipient.email, notice.subject, notice.lines, {
          url: `${baseUrl}/workspace/${notice.workspaceId}`,
          label: 'Open the workspace',
        }),
      })),
  )
  await enqueue(db, workspaceNotification, entries)
  return entries.length
}

/** The whole pass at `now`: invoices, reminders, trial and view notices. Resolves to whether mail was queued. */
export async function runBillingDay(db: Db, options: { now: Date; baseUrl: string }) {
  const { now, baseUrl } = options
  const issued = await issueDueInvoices(db, now)
  const reminded = await queueInvoiceReminders(db, now)
  const ordered = new Set((await currentOrders(db)).map((order) => order.workspaceId))
  const notices = [...(await trialNotices(db, now, ordered)), ...(await viewNotices(db, now))]
  const noticed = await queueNotices(db, notices, baseUrl)
  return issued + reminded + noticed > 0
}

export function startBillingCheck(options: { db: Db; baseUrl: string }) {
  return startPollLoop({
    async pass() {
      await runBillingDay(options.db, { now: new Date(), baseUrl: options.baseUrl })
    },
    nextDelayMs: () => nextCheckDelayMs(),
    failureMessage: 'Billing: could not issue invoices or queue billing e-mails:',
  })
}
