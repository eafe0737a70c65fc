import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculatorUsageDays } from '~/db/schema'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { embedViewsRoute } from '../../server/embed-views'
import { requestGuard } from '../../server/request-guard'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, signedIn, workspaceWithCalculator, approveFields } from './workspace-support'

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

// A view is counted by the frame's beacon (issue 26 §1), so the embed's HTML may be cached anywhere.
describe.each(databaseKinds)('the embed view beacon through Express on %s', (kind) => {
  let services: RunningServices
  let server: ReturnType<express.Express['listen']>
  let base: string
  let publicId: string
  let calculatorId: string

  beforeAll(async () => {
    services = await createTestServices(kind)
    const cookie = await signedIn(services, 'viewer@example.com')
    const ids = await workspaceWithCalculator(services, cookie, 'Beacon Bank', 'loan')
    calculatorId = ids.calculatorId
    const path = `/workspace/${ids.workspaceId}/calculators/${ids.calculatorId}`
    const approve = await approveFields(services, calculatorId)
    expect((await act(services, calculatorAction, path, ids, approve, cookie)).status).toBe(200)
    publicId = ids.publicId
    const app = express()
    // As behind the site's proxy (TRUST_PROXY=1): the visitor's address is the forwarded one.
    app.set('trust proxy', 1)
    app.use(requestGuard())
    app.all(
      '/api/embed-views/:publicId',
      embedViewsRoute(() => services),
    )
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/embed-views`
    // Setting up a workspace on a busy 2-core machine takes longer than the default hook limit.
  }, 180_000)
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await services.close()
  })

  const views = async () => {
    await services.usage.flush()
    const rows = await services.db
      .select()
      .from(calculatorUsageDays)
      .where(eq(calculatorUsageDays.calculatorId, calculatorId))
    return rows.reduce((sum, row) => sum + row.views, 0)
  }

  it('counts a beacon and a no-JavaScript image once each, never a bot, and answers nothing cacheable', async () => {
    const before = await views()
    const visitor = (address: string) => ({ 'user-agent': browser, 'x-forwarded-for': address })
    const beacon = await fetch(`${base}/${publicId}`, { method: 'POST', headers: visitor('198.51.100.1') })
    expect(beacon.status).toBe(204)
    expect(beacon.headers.get('cache-control')).toBe('no-store')
    expect(beacon.headers.get('set-cookie')).toBeNull()
    const image = await fetch(`${base}/${publicId}`, { headers: visitor('198.51.100.2') })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/gif')
    const bot = await fetch(`${base}/${publicId}`, {
      method: 'POST',
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    })
    expect(bot.status).toBe(204)
    expect(await views()).toBe(before + 2)
  })

  it('counts a visitor once a day however often her beacon is sent, whatever browser it claims (issue 43 §5)', async () => {
    const before = await views()
    for (let i = 0; i < 20; i++) {
      const again = await fetch(`${base}/${publicId}`, {
        method: 'POST',
        headers: { 'user-agent': `${browser} ${i}`, 'x-forwarded-for': '198.51.100.9' },
      })
      // Answered as any view (the page learns nothing), counted once.
      expect(again.status).toBe(204)
    }
    expect(await views()).toBe(before + 1)
  })

  it('answers 404 for an unknown id and 405 for another method, counting nothing', async () => {
    const before = await views()
    const unknown = await fetch(`${base}/ffffffffffffffff`, {
      method: 'POST',
      headers: { 'user-agent': browser },
    })
    expect(unknown.status).toBe(404)
    const put = await fetch(`${base}/${publicId}`, { method: 'PUT', headers: { 'user-agent': browser } })
    expect(put.status).toBe(405)
    expect(await views()).toBe(before)
  })
})
