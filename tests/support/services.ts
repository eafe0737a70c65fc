import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { RouterContextProvider } from 'react-router'
import { handleContactApi } from '~/lib/contact/api.server'
import { loadConfig, type Config } from '~/lib/env.server'
import { requestInfoContext } from '~/lib/request-context'
import { servicesContext, type Services } from '~/lib/services.server'
import { createServices, type RunningServices } from '../../server/services'
import { openDatabase } from '~/db/client.server'
import { invalidatePublished, onPublishedChange } from '~/lib/workspaces/published.server'
import { createScratchPostgres, openTestDatabase, type DatabaseKind } from './database'
import { cheapPasswordHasher } from './password-hasher'

/** Configuration as the server would load it, in a temporary DATA_DIR, with `env` on top. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-test-'))
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, BASE_URL: 'http://localhost:3000', ...env })
}

/** The server's services on a fresh database of `kind`; call `close()` in afterAll. */
export async function createTestServices(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<RunningServices> {
  const config = testConfig(env)
  return createServices(config, await openTestDatabase(kind), { passwordHasher: cheapPasswordHasher })
}

/**
 * Two instances of the server's services on one scratch PostgreSQL database (each its own pool and
 * workers), configured alike with `env` on top, as behind a load balancer. `close()` stops both and drops
 * the database.
 */
export async function twoInstancesOnPostgres(prefix: string, env: Record<string, string> = {}) {
  const scratch = await createScratchPostgres(prefix)
  const shared = {
    DATABASE_URL: scratch.url,
    AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters',
    ...env,
  }
  const instances: RunningServices[] = []
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.close()))
    await scratch.drop()
  }
  try {
    for (let i = 0; i < 2; i++)
      instances.push(
        await createServices(testConfig(shared), await openDatabase({ databaseUrl: scratch.url }), {
          passwordHasher: cheapPasswordHasher,
        }),
      )
  } catch (error) {
    await close()
    throw error
  }
  return { instances: instances as [RunningServices, RunningServices], url: scratch.url, close }
}

/** Resolves when `instance` drops the published views of `calculatorId` (a marker of the test's own). */
export function dropHeard(instance: RunningServices, calculatorId: string) {
  return new Promise<void>((resolve) => {
    const stop = onPublishedChange(instance.db, (scope) => {
      if (scope !== 'all' && 'calculatorId' in scope && scope.calculatorId === calculatorId) {
        stop()
        resolve()
      }
    })
  })
}

/**
 * Waits until each instance has heard every notice the others sent so far. A notice still on its way drops a
 * view a test has just read (and a read it overtakes does not fill the cache), so a test that reads what an
 * instance caches starts from here. PostgreSQL hands a listener its notices in commit order: once a marker
 * sent after an instance's last notice arrives, every earlier one has. The marker names no calculator.
 */
export async function noticesHeard(instances: readonly RunningServices[]) {
  for (const from of instances) {
    await from.noticesSent()
    const marker = `marker-${randomUUID()}`
    // An instance ignores the echo of its own notices (it dropped those views when it sent them).
    const heard = instances.filter((to) => to !== from).map((to) => dropHeard(to, marker))
    invalidatePublished(from.db, { calculatorId: marker })
    await Promise.all(heard)
  }
}

/** The `context` a loader or action receives, as server/app.ts builds it for each request. */
export function routeContext(services: Services, clientAddress = '203.0.113.7') {
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(requestInfoContext, { nonce: 'test-nonce', clientAddress })
  return context
}

/** POST /api/send-contact-email as server/contact-api.ts answers it, from a Fetch request. */
export async function callContactApi(services: Services, request: Request, clientAddress = '203.0.113.7') {
  const body = new Uint8Array(await request.arrayBuffer())
  const contentType = request.headers.get('content-type') ?? undefined
  const answer = await handleContactApi(
    { method: request.method, contentType, body },
    services,
    clientAddress,
  )
  return Response.json(answer.body, { status: answer.status, headers: answer.headers })
}
