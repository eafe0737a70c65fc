import fs from 'node:fs'
import path from 'node:path'
import { freePort, startServer } from '../../bench/support'
import { startSmtpServer } from '../integration/contact-smtp'
import type { DatabaseKind } from '../support/database'
import { burstSize, contactBurst } from './burst'
import { createClient } from './http'
import { elapsedSeconds, logTail, waitUntil, type ScenarioResult } from './report'
import { createTarget } from './target'

/**
 * 2,000 contact messages at once with the rate limit off while the SMTP server is down; then the SMTP server
 * comes up on the port the site was given, and every stored message must be e-mailed exactly once.
 */
export async function burstWithSmtpOutage(kind: DatabaseKind): Promise<ScenarioResult> {
  const startedAt = performance.now()
  const failures: string[] = []
  const target = await createTarget(kind)
  const logFile = path.join(target.dataDir, 'server.log')
  const smtpPort = await freePort() // chosen now, listened on only after the burst
  const server = await startServer(
    {
      ...target.env,
      RATE_LIMIT_CONTACT: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_TO: 'owner@brightline-reliability.test',
      CONTACT_RETRY_BASE_MS: '1000',
    },
    { logFile },
  )
  const client = createClient(server.origin, { maxSockets: 256 })
  const burst = await contactBurst(client, burstSize)
  client.close()
  const accepted = burst.createdIds.length
  if (accepted !== burstSize)
    failures.push(`${burstSize - accepted} not answered 201: ${JSON.stringify(burst.unexpected)}`)

  // Let the worker meet the outage: each message should fail at least once while SMTP is down.
  const failedIds = () =>
    new Set(fs.readFileSync(logFile, 'utf8').match(/(?<=Contact message )[0-9a-f-]{36}(?=: e-mail attempt)/g))
  await waitUntil(() => failedIds().size >= accepted, 20_000, 500)
  const failedWhileDown = failedIds().size

  const smtp = await startSmtpServer(smtpPort)
  const deliveries = new Map<string, number>()
  const countDeliveries = () => {
    deliveries.clear()
    for (const { mail } of smtp.received) {
      const id = /Message id: ([0-9a-f-]{36})/.exec(mail.text ?? '')?.[1] ?? 'unknown'
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
    }
    return burst.createdIds.every((id) => deliveries.has(id))
  }
  const backAt = performance.now()
  const allDelivered = await waitUntil(countDeliveries, 150_000, 250)
  const deliverySeconds = elapsedSeconds(backAt)
  await new Promise((resolve) => setTimeout(resolve, 1000)) // a duplicate would arrive now
  countDeliveries()
  await server.stop()
  await smtp.close()

  const stored = await target.storedIds()
  const lost = burst.createdIds.filter((id) => !stored.has(id)).length
  const notNotified = burst.createdIds.filter((id) => !deliveries.has(id)).length
  const duplicates = [...deliveries.values()].filter((count) => count > 1).length
  const strangers = [...deliveries.keys()].filter((id) => !stored.has(id)).length
  if (burst.fiveXx > 0) failures.push(`${burst.fiveXx} answers were 5xx`)
  if (stored.size !== accepted) failures.push(`${stored.size} rows stored for ${accepted} answers 201`)
  if (lost > 0) failures.push(`${lost} messages answered 201 are missing from the database`)
  if (!allDelivered || notNotified > 0)
    failures.push(`${notNotified} messages never e-mailed (waited ${Math.round(deliverySeconds)} s)`)
  if (duplicates > 0) failures.push(`${duplicates} messages e-mailed more than once`)
  if (strangers > 0) failures.push(`${strangers} e-mails for messages that are not stored`)
  if (failedWhileDown === 0)
    failures.push('no e-mail attempt failed while SMTP was down: the outage was not exercised')
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return {
    scenario: 'burst of 2,000, SMTP down then back',
    database: kind,
    requests: burstSize,
    accepted,
    lost,
    fiveXx: burst.fiveXx,
    seconds: elapsedSeconds(startedAt),
    notes:
      `${stored.size} rows; ${failedWhileDown} failed an attempt while down; ` +
      `${smtp.received.length} e-mails, ${duplicates} duplicates, all in ${deliverySeconds.toFixed(1)} s after SMTP came back`,
    failures,
  }
}
