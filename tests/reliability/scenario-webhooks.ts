import path from 'node:path'
import { startServer } from '../../bench/support'
import { newWebhookSecret } from '~/lib/webhooks/signing.server'
import type { DatabaseKind } from '../support/database'
import { startWebhookReceiver, verifiedBySpec, type ReceivedHook } from '../support/webhook-receiver'
import { burst } from './burst'
import { createClient } from './http'
import { elapsedSeconds, logTail, waitUntil, type ScenarioResult } from './report'
import { leadSubject } from './subject'
import { createTarget, type Target } from './target'

/*
 * Webhooks under failure (docs/decisions/0033): a real server (`node server.js`) sends every lead of a burst
 * to a local receiver that is down for a while, or held when the server is SIGKILLed, or slow. Every lead
 * must reach it answered 2xx, none twice by webhook-id, each signed; intake must not wait for the receiver.
 */
const deadlineMs = 90_000

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>

/** The receiver's ledger: webhook-ids it answered 2xx (with their count) and the leads they carried. */
function ledger(receiver: Receiver, secret: string) {
  const acknowledged = new Map<string, number>()
  const leads = new Set<string>()
  let badSignatures = 0
  const acknowledge = (hook: ReceivedHook) => {
    if (!verifiedBySpec(secret, hook.body, hook.headers)) badSignatures++
    const id = hook.headers['webhook-id']!
    acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1)
    leads.add((JSON.parse(hook.body) as { data: { lead: { id: string } } }).data.lead.id)
    return { status: 200, body: 'ok' }
  }
  return {
    acknowledged,
    leads,
    acknowledge,
    badSignatures: () => badSignatures,
    duplicates: () => [...acknowledged.values()].filter((count) => count > 1).length,
  }
}

async function prepare(kind: DatabaseKind) {
  const target = await createTarget(kind)
  const subject = await leadSubject(target)
  const receiver = await startWebhookReceiver()
  const secret = newWebhookSecret()
  await seedEndpoint(target, receiver.url('/hooks'), secret)
  const env = {
    ...target.env,
    ...subject.env,
    WEBHOOK_ALLOW_HTTP: '1',
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_RETRY_BASE_MS: '250',
    WEBHOOK_RETRY_CAP_MS: '2000',
  }
  return { target, subject, receiver, secret, env, logFile: path.join(target.dataDir, 'server.log') }
}

async function seedEndpoint(target: Target, url: string, secret: string) {
  await target.query(`
    insert into webhook_endpoints (workspace_id, url, events, secret)
    select workspace_id, '${url}', '{lead.created}', '${secret}' from calculators limit 1`)
}

function result(
  name: string,
  kind: DatabaseKind,
  startedAt: number,
  counts: { size: number; created: number; fiveXx: number },
  notes: string,
  failures: string[],
): ScenarioResult {
  return {
    scenario: name,
    database: kind,
    requests: counts.size,
    accepted: counts.created,
    lost: 0,
    fiveXx: counts.fiveXx,
    seconds: elapsedSeconds(startedAt),
    notes,
    failures,
  }
}

/** The receiver answers 503 during the burst and for `downMs` after it, then 2xx. */
export async function webhookOutage(kind: DatabaseKind, size: number, downMs = 5_000) {
  const startedAt = performance.now()
  const failures: string[] = []
  const { target, subject, receiver, secret, env, logFile } = await prepare(kind)
  const book = ledger(receiver, secret)
  let upAt = Infinity
  let refused = 0
  receiver.answer((hook) => (Date.now() < upAt ? (refused++, { status: 503 }) : book.acknowledge(hook)))
  const server = await startServer(env, { logFile })
  const client = createClient(server.origin, { keepAlive: false })
  // Down for the whole burst and `downMs` after it, however long the burst takes on a busy machine.
  const outcome = await burst(client, subject, size)
  upAt = Date.now() + downMs
  client.close()
  const all = await waitUntil(() => outcome.createdIds.every((id) => book.leads.has(id)), deadlineMs, 250)
  await server.stop()
  await receiver.close()
  const missing = outcome.createdIds.filter((id) => !book.leads.has(id)).length
  if (!all)
    failures.push(`${missing} leads not delivered within ${deadlineMs / 1000} s of the receiver's return`)
  if (refused === 0) failures.push('the receiver refused nothing: the outage was not exercised')
  if (book.duplicates() > 0) failures.push(`${book.duplicates()} webhook-ids acknowledged more than once`)
  if (book.badSignatures() > 0) failures.push(`${book.badSignatures()} deliveries with a bad signature`)
  if (outcome.fiveXx > 0) failures.push(`${outcome.fiveXx} answers were 5xx`)
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return result(
    `webhooks: receiver down during the burst and ${downMs / 1000} s after, then up (${size} leads)`,
    kind,
    startedAt,
    { size, created: outcome.createdIds.length, fiveXx: outcome.fiveXx },
    `${refused} attempts refused while down; ${book.leads.size} leads delivered, ${book.duplicates()} duplicates`,
    failures,
  )
}

/** The receiver holds every request; the server is SIGKILLed with some in flight, restarted, then answered. */
export async function webhookCrash(kind: DatabaseKind, size: number) {
  const startedAt = performance.now()
  const failures: string[] = []
  const { target, subject, receiver, secret, env, logFile } = await prepare(kind)
  const book = ledger(receiver, secret)
  // Held past the server's deadline (2 s): the lease (11 s) is what a restarted PostgreSQL server waits for.
  let held = 0
  receiver.answer(() => (held++, { status: 200, delayMs: 600_000 }))
  const crashEnv = { ...env, WEBHOOK_TIMEOUT_MS: '2000' }
  const first = await startServer(crashEnv, { logFile })
  const client = createClient(first.origin, { keepAlive: false })
  const outcome = await burst(client, subject, size)
  client.close()
  await waitUntil(() => held > 0, 30_000)
  const heldAtKill = held
  await first.kill()
  if (heldAtKill === 0) failures.push('no delivery was in flight at the kill')
  receiver.answer((hook) => book.acknowledge(hook))
  const restartedAt = performance.now()
  // The restarted server has the usual 10 s deadline: a short one on a busy machine would time out answers
  // that did arrive, and the receiver would see them twice (at-least-once, to be deduplicated by webhook-id).
  const second = await startServer(env, { logFile })
  const all = await waitUntil(() => outcome.createdIds.every((id) => book.leads.has(id)), deadlineMs, 250)
  const afterSeconds = elapsedSeconds(restartedAt)
  await second.stop()
  await receiver.close()
  const missing = outcome.createdIds.filter((id) => !book.leads.has(id)).length
  if (!all) failures.push(`${missing} leads not delivered within ${deadlineMs / 1000} s of the restart`)
  if (book.duplicates() > 0) failures.push(`${book.duplicates()} webhook-ids acknowledged more than once`)
  if (book.badSignatures() > 0) failures.push(`${book.badSignatures()} deliveries with a bad signature`)
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return result(
    `webhooks: SIGKILL mid-delivery, restart (${size} leads)`,
    kind,
    startedAt,
    { size, created: outcome.createdIds.length, fiveXx: outcome.fiveXx },
    `${heldAtKill} deliveries in flight at the kill; all delivered ${all ? `${afterSeconds.toFixed(1)} s after the restart` : 'NOT in time'}, ${book.duplicates()} duplicates`,
    failures,
  )
}

/** The receiver takes 9 s to answer each delivery: leads must still be answered at once. */
export async function webhookSlowReceiver(kind: DatabaseKind, size: number) {
  const startedAt = performance.now()
  const failures: string[] = []
  const { target, subject, receiver, secret, env, logFile } = await prepare(kind)
  const book = ledger(receiver, secret)
  receiver.answer((hook) => ({ ...book.acknowledge(hook), delayMs: 9_000 }))
  const server = await startServer(env, { logFile })
  // One lead at a time, as visitors send them, while the deliveries of the earlier ones wait on the receiver.
  const client = createClient(server.origin, { keepAlive: false })
  // The first lead after a start loads the calculator's modules: not what is measured here.
  await client.send(subject.request(crypto.randomUUID()))
  const latencies: number[] = []
  for (let i = 0; i < size; i++) {
    const sentAt = performance.now()
    const answer = await client.send(subject.request(crypto.randomUUID()))
    latencies.push(performance.now() - sentAt)
    if (answer.status !== 201) failures.push(`lead ${i} answered ${answer.status}`)
  }
  client.close()
  const slowest = Math.max(...latencies)
  await server.stop()
  await receiver.close()
  // Generous: a lead takes milliseconds; one that waited for a delivery would take 9 s.
  if (slowest > 3_000) failures.push(`a lead took ${Math.round(slowest)} ms while the receiver was slow`)
  if (receiver.received.length === 0) failures.push('no delivery reached the slow receiver during intake')
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return result(
    `webhooks: receiver answers in 9 s (${size} leads, one at a time)`,
    kind,
    startedAt,
    { size, created: latencies.length, fiveXx: 0 },
    `slowest lead ${Math.round(slowest)} ms; ${receiver.received.length} deliveries under way meanwhile`,
    failures,
  )
}
