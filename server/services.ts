import path from 'node:path'
import { openDatabase, type Database } from '~/db/client.server'
import { syncAdminRoles } from '~/lib/admin/roles.server'
import { createAuth, type PasswordHasher } from '~/lib/auth.server'
import type { Config } from '~/lib/env.server'
import { createUsageCounter } from '~/lib/leads/usage.server'
import { createMailer } from '~/lib/mailer.server'
import { sealClearSsoSecrets } from '~/lib/sso/secret-at-rest.server'
import { releaseOrphanedClaims } from '~/lib/outbox/store.server'
import { forgetCopiesWith } from '~/lib/outbox/delete-mails.server'
import { startOutboxWorker, type OutboxWorker } from '~/lib/outbox/worker.server'
import { createDbRateLimiter, createRedisRateLimiter } from '~/lib/rate-limit.server'
import { startRateExpiryCheck } from '~/lib/rate-sheet/expiry.server'
import type { Services } from '~/lib/services.server'
import { releaseOrphanedDeliveries } from '~/lib/webhooks/store.server'
import { startWebhookWorker, type WebhookWorker } from '~/lib/webhooks/worker.server'
import { startRetentionCheck } from '~/lib/leads/retention-check.server'
import type { PollLoop } from '~/lib/poll-loop.server'
import { startOutcomesMonitor } from '~/lib/vendor-review/monitor.server'
import { configuredReceiptKey } from '~/lib/receipts/receipt-key.server'
import { startBillingCheck } from '~/lib/billing/billing-day.server'
import { startArchiveCheck } from '~/lib/archive/archiver.server'
import { sharePublishedChanges } from '~/lib/workspaces/published-notify.server'
import { listen } from '~/lib/events/listeners.server'
import { webhookDeliveries, webhookEndpointList } from '~/lib/webhooks/event-listeners.server'
import { publishedViews } from '~/lib/workspaces/published-listener.server'
import { heldBy } from '~/lib/instance-state.server'
import { answeringRequests, busyLately } from './request-load'

/** What follows from each event beyond its audit entry and History line (app/lib/events/listeners.server.ts). */
export function listenToEvents() {
  listen(webhookDeliveries)
  listen(webhookEndpointList)
  listen(publishedViews)
}

export type RunningServices = Services & {
  worker: OutboxWorker
  webhooks: WebhookWorker
  /** The daily retention pass, which also anchors the audit chains at the time it runs. */
  retention: PollLoop
  /** Resolves once this instance's notices to the others on its PostgreSQL have been sent (published-notify). */
  noticesSent: () => Promise<void>
  close: () => Promise<void>
}

/**
 * What the requests use, opened once per process: the database (migrated), mail, the background workers
 * (mail outbox, webhooks, rate-sheet expiry), the rate limiter, usage counting and the published-change
 * notices between instances. `close()` stops them in order.
 */
export async function createServices(
  config: Config,
  opened?: Database,
  testing: { passwordHasher?: PasswordHasher } = {},
): Promise<RunningServices> {
  const database =
    opened ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }))
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
  })
  const db = database.db
  forgetCopiesWith(db, mailer)
  listenToEvents()
  if (database.kind === 'pglite') {
    await releaseOrphanedClaims(db)
    await releaseOrphanedDeliveries(db)
  }
  const worker = startOutboxWorker({
    db,
    mailer,
    config,
    retryBaseMs: config.contactRetryBaseMs,
    isBusy: answeringRequests,
  })
  // Each worker is woken by the commits that queue its work on this database (worker-wake.server.ts).
  const webhooks = startWebhookWorker({ db, isBusy: busyLately, ...config.webhooks })
  const rateExpiry = startRateExpiryCheck({ db, baseUrl: config.baseUrl })
  const retention = startRetentionCheck({
    db,
    auditRetentionYears: config.auditRetentionYears,
    anchor: { key: () => configuredReceiptKey(config), baseUrl: config.baseUrl },
  })
  const archive = startArchiveCheck({ db, retentionYears: config.archiveRetentionYears })
  const billing = startBillingCheck({ db, baseUrl: config.baseUrl })
  const outcomes = startOutcomesMonitor({ db, config })
  // ioredis (~10 MB) is loaded only by a deployment that runs Redis.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined
  await syncAdminRoles(db, config.adminEmails)
  // SSO client secrets stored in clear before decision 0068 are encrypted once (idempotent).
  await sealClearSsoSecrets(db, config.authSecret)
  const usage = createUsageCounter(db)
  const publishes = await sharePublishedChanges(database, config.databaseUrl)
  const rateLimiter = redis ? createRedisRateLimiter(redis) : createDbRateLimiter(db)
  return {
    config,
    database,
    db,
    mailer,
    auth: createAuth({ db, config, rateLimiter, ...testing }),
    rateLimiter,
    usage,
    held: () => heldBy(db),
    worker,
    webhooks,
    retention,
    noticesSent: publishes.noticesSent,
    async close() {
      await webhooks.stop()
      await rateExpiry.stop()
      await retention.stop()
      await archive.stop()
      await outcomes.stop()
      await billing.stop()
      await worker.stop()
      await usage.stop()
      await publishes.close()
      await database.close()
      await redis?.quit()
      mailer.close()
    },
  }
}
