import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { billingOrders, workspaces, type BillingOrder } from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import { isPlanId } from './plans'
import { queueOrderMails } from './order-mail.server'
import type { OrderInput } from './order-form'
import { orderPriceCents } from './order-plan'
import { orderNumber } from './order-number'

/** The same order signed again within this long (a double submit, a retried request) is the first one. */
export const REPLAY_WINDOW_MS = 60_000

type Signer = { id: string; email: string }

/** The workspace's current order: the newest without an end (billing-schema.ts); null before the first. */
export async function currentOrder(db: Db, workspaceId: string): Promise<BillingOrder | null> {
  const [row] = await db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.workspaceId, workspaceId), isNull(billingOrders.endedAt)))
    .orderBy(desc(billingOrders.signedAt))
    .limit(1)
  return row ?? null
}

/** One of the workspace's orders, by id; never another workspace's. */
export async function findOrder(db: Db, workspaceId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.workspaceId, workspaceId), eq(billingOrders.id, orderId)))
  return row ?? null
}

const sameOrder = (row: BillingOrder, input: OrderInput, signer: Signer) =>
  row.plan === input.plan &&
  row.term === input.term &&
  row.billingName === input.billingName &&
  row.billingEmail === input.billingEmail &&
  row.poNumber === input.poNumber &&
  row.signerName === input.signerName &&
  row.signerUserId === signer.id

/**
 * Signs an order for the workspace (its owner: the route asks the policy first). In one transaction, with
 * the workspace's row locked so two submits cannot both pass the replay check: the previous order ends, the
 * new one is stored with the versions the form showed, a calculator plan becomes the workspace's plan and
 * ends its trial, the event is audited, and the PDF's e-mails are queued. An identical order signed by the
 * same person in the last minute is returned instead of a second one (`replayed`).
 */
export async function signOrder(
  db: Db,
  workspaceId: string,
  signer: Signer,
  input: OrderInput,
  now = new Date(),
): Promise<{ order: BillingOrder; replayed: boolean }> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    const [recent] = await tx
      .select()
      .from(billingOrders)
      .where(
        and(
          eq(billingOrders.workspaceId, workspaceId),
          isNull(billingOrders.endedAt),
          gt(billingOrders.signedAt, new Date(+now - REPLAY_WINDOW_MS)),
        ),
      )
      .orderBy(desc(billingOrders.signedAt))
      .limit(1)
    if (recent && sameOrder(recent, input, signer)) return { order: recent, replayed: true }
    const ended = await tx
      .update(billingOrders)
      .set({ endedAt: now })
      .where(and(eq(billingOrders.workspaceId, workspaceId), isNull(billingOrders.endedAt)))
      .returning({ id: billingOrders.id })
    const [order] = await tx
      .insert(billingOrders)
      .values({
        workspaceId,
        plan: input.plan,
        term: input.term,
        billingName: input.billingName,
        billingEmail: input.billingEmail,
        poNumber: input.poNumber,
        agreementVersion: input.agreementVersion,
        dpaVersion: input.dpaVersion,
        signerName: input.signerName,
        signerUserId: signer.id,
        signerEmail: signer.email,
        signedAt: now,
      })
      .returning()
    // The website plan buys no calculators: the workspace's plan and trial are left as they are.
    if (isPlanId(input.plan))
      await tx
        .update(workspaces)
        .set({ plan: input.plan, trialEndsAt: null })
        .where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type: 'billing.order_signed',
      workspaceId,
      actor: signer,
      objectId: order!.id,
      data: {
        orderNumber: orderNumber(order!),
        plan: input.plan,
        term: input.term,
        priceCents: orderPriceCents(input.plan, input.term),
        agreementVersion: input.agreementVersion,
        dpaVersion: input.dpaVersion,
        signerName: input.signerName,
        replaced: ended[0]?.id ?? null,
      },
    })
    await queueOrderMails(tx, order!)
    return { order: order!, replayed: false }
  })
}
