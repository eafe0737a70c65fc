import { verify } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, user, workspaceMembers } from '~/db/schema'
import { sha256Hex } from '~/lib/archive/hash'
import { configuredReceiptKey } from '~/lib/receipts/receipt-key.server'
import { modelRiskPack } from '~/lib/vendor-review/model-risk/pack.server'
import { loader as packLoader } from '~/routes/resources/model-risk-pack'
import { loader as keyLoader } from '~/routes/resources/receipt-key'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { routeContext } from '../support/services'
import { calcParams, calcPath, setUpTeams, validDraft, type Teams, type Who } from './teams-support'
import { act, addCalculator, approveFields, origin, settle } from './workspace-support'

const PARTS = [
  '01-model-inventory',
  '02-developmental-evidence',
  '03-testing',
  '04-ongoing-monitoring',
  '05-implementation',
  '06-security-and-operations',
  '07-contingency-and-exit',
]

// Issue 45 §3: the model-risk pack, for the members who run the vendor review, signed as the examiner bundle is.
describe.each(databaseKinds)('the model-risk pack on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let workspaceId: string
  const address = (search = '') => `/workspace/${workspaceId}/vendor-review/model-risk-pack.zip${search}`

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    services = teams.services
    workspaceId = teams.a.workspaceId
    // Alpha's CD calculator, saved with its own ranges and language and approved by its owner.
    const step = async (fields: Record<string, string>) => {
      const answer = await act(
        services,
        calculatorAction,
        calcPath(teams.a),
        calcParams(teams.a),
        fields,
        teams.cookies.alice,
      )
      if (answer.status !== 200) throw new Error(`${fields.intent} failed: ${answer.status}`)
    }
    await step(validDraft)
    await step(await approveFields(services, teams.a.calculatorId))
  })
  afterAll(() => teams?.close())

  const download = (who?: Who, search = '', id = workspaceId) =>
    settle(() =>
      packLoader({
        request: new Request(`${origin}/workspace/${id}/vendor-review/model-risk-pack.zip${search}`, {
          headers: who ? { cookie: teams.cookies[who] } : {},
        }),
        params: { workspaceId: id },
        context: routeContext(services),
      } as never),
    )
  const zipOf = async (who: Who) => {
    const response = (await packLoader({
      request: new Request(`${origin}${address()}`, { headers: { cookie: teams.cookies[who] } }),
      params: { workspaceId },
      context: routeContext(services),
    } as never)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/zip')
    return unzipSync(new Uint8Array(await response.arrayBuffer()))
  }

  it('gives the owner a ZIP whose manifest names every part, each verifiable with the published key', async () => {
    const files = await zipOf('alice')
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as {
      format: string
      generatedBy: string
      files: { path: string; format: string; sha256: string }[]
    }
    const listed = manifest.files.map((file) => file.path)
    for (const part of PARTS) expect(listed).toEqual(expect.arrayContaining([`${part}.md`, `${part}.json`]))
    expect(listed).toEqual(expect.arrayContaining(['questionnaire.csv', 'questionnaire.md']))
    expect(manifest.generatedBy).toBe('alice@example.com')
    for (const file of manifest.files) expect(sha256Hex(files[file.path]!)).toBe(file.sha256)

    // The key served at /.well-known/brightline-receipt-key.pem verifies SHA256SUMS, which lists every file.
    const published = await (
      (await keyLoader({
        request: new Request(`${origin}/.well-known/brightline-receipt-key.pem`),
        params: {},
        context: routeContext(services),
      } as never)) as Response
    ).text()
    expect(verify(null, files.SHA256SUMS!, published, files['SHA256SUMS.sig']!)).toBe(true)
    const sums = strFromU8(files.SHA256SUMS!)
    const named = sums
      .trim()
      .split('\n')
      .map((line) => line.split('  ')[1])
    expect(named.sort()).toEqual(
      Object.keys(files)
        .filter((name) => !name.startsWith('SHA256SUMS'))
        .sort(),
    )
    for (const line of sums.trim().split('\n')) {
      const [hash, name] = line.split('  ')
      expect(sha256Hex(files[name!]!), name).toBe(hash)
    }
    const tampered = Buffer.from(files.SHA256SUMS!)
    tampered[3] = tampered[3] === 0x61 ? 0x62 : 0x61
    expect(verify(null, tampered, published, files['SHA256SUMS.sig']!)).toBe(false)

    // What the owner configured and who approved it is what the pack says.
    const inventory = strFromU8(files['01-model-inventory.md']!)
    expect(inventory).toContain('Engine version: ')
    expect(inventory).toContain('| Interest rate (%) | rate | 4.1 | 3 to 5 |')
    const implementation = strFromU8(files['05-implementation.md']!)
    expect(implementation).toContain('alice@example.com')
    expect(implementation).toContain('Spanish')
    expect(implementation).toContain('https://bank.example')
    const security = strFromU8(files['06-security-and-operations.md']!)
    expect(security).toContain(
      kind === 'pglite' ? 'Not yet: the embedded database (PGlite)' : 'The database is PostgreSQL',
    )
    const sheet = strFromU8(files['questionnaire.csv']!).trim().split('\r\n')
    expect(sheet.length - 1).toBeGreaterThanOrEqual(40)
    expect(sheet.length - 1).toBeLessThanOrEqual(60)
    const [entry] = await services.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.workspaceId, workspaceId),
          eq(auditEntries.action, 'vendor_review.pack_exported'),
        ),
      )
    expect(entry?.actorEmail).toBe('alice@example.com')
    // The first pack of a process computes the accuracy ledger it reports (every calculator's reference and
    // random cases, 7–14 s on a quiet machine): past 30 s on a CI machine running the end-to-end suite beside.
  }, 180_000)

  it('makes the pack of a workspace with 10 calculators, dated by the clock it is given (timed)', async () => {
    const beta = teams.b.workspaceId
    const types = [
      'cd',
      'retirement',
      'mortgage',
      'auto-loan',
      'credit-card-payoff',
      'refinance',
      'savings-goal',
      'home-affordability',
      'apr',
    ]
    for (const type of types) await addCalculator(services, teams.cookies.bob, beta, type, `Beta ${type}`)
    const key = configuredReceiptKey(services.config)
    const now = new Date('2027-03-01T12:00:00.000Z')
    const request = {
      workspaceId: beta,
      now,
      by: 'bob@example.com',
      key,
      platform: {
        database: kind,
        auditRetentionYears: 7,
        archiveRetentionYears: 2,
        keyId: key.keyId,
        keyUrl: `${origin}/.well-known/brightline-receipt-key.pem`,
        smtp: true,
        baseUrl: origin,
      },
    } as const
    const started = performance.now()
    const pack = await modelRiskPack(services.db, request)
    const elapsed = performance.now() - started
    console.info(
      `${kind}: model-risk pack of 10 calculators in ${elapsed.toFixed(0)} ms, ${pack!.zip.length} bytes`,
    )
    expect(pack).toMatchObject({ calculators: 10, parts: 7, since: '2026-03-01' })
    const files = unzipSync(pack!.zip)
    const inventory = strFromU8(files['01-model-inventory.md']!)
    expect(inventory).toContain('Generated: 2027-03-01T12:00:00.000Z (UTC) by bob@example.com')
    for (const type of types) expect(inventory).toContain(`Beta ${type}`)
    expect(strFromU8(files['04-ongoing-monitoring.md']!)).toContain('Period: from 2026-03-01 to 2027-03-01.')
    expect(
      await modelRiskPack(services.db, { ...request, workspaceId: '00000000-0000-4000-8000-000000000000' }),
    ).toBeNull()
  })

  it('refuses a monitoring start that is not a day', async () => {
    expect((await download('alice', '?since=yesterday')).status).toBe(400)
    expect((await download('alice', '?since=2999-01-01')).status).toBe(400)
    expect((await download('alice', '?since=2026-01-01')).status).toBe(200)
  })

  it('gives another workspace’s member a 404, an editor and an admin a 403, a removed member and a signed-out visitor nothing', async () => {
    expect((await download('ann')).status).toBe(200)
    expect((await download('bob')).status).toBe(404)
    // Beta's owner downloading Beta's pack gets Beta's calculators only.
    const beta = unzipSync(
      new Uint8Array(
        await (
          (await packLoader({
            request: new Request(
              `${origin}/workspace/${teams.b.workspaceId}/vendor-review/model-risk-pack.zip`,
              {
                headers: { cookie: teams.cookies.bob },
              },
            ),
            params: { workspaceId: teams.b.workspaceId },
            context: routeContext(services),
          } as never)) as Response
        ).arrayBuffer(),
      ),
    )
    const betaInventory = strFromU8(beta['01-model-inventory.md']!)
    expect(betaInventory).toContain('Beta Credit')
    expect(betaInventory).not.toContain('Alpha Bank')
    expect(betaInventory).not.toContain('alice@example.com')
    for (const who of ['ed', 'boss'] as const) expect((await download(who)).status).toBe(403)
    const signedOut = await download()
    expect([signedOut.status, signedOut.location]).toEqual([302, '/auth'])
    const [ann] = await services.db.select().from(user).where(eq(user.email, 'ann@example.com'))
    await services.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, ann!.id)))
    expect((await download('ann')).status).toBe(404)
  })
})
