import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiptKey } from '~/lib/receipts/receipt-key.server'
import { loader as bundleLoader } from '~/routes/resources/archive-bundle'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { origin, signedIn, workspaceWithCalculator } from './workspace-support'

type Run = { code: number; out: string }

/** Runs one command line as a reviewer would type it, in the unpacked bundle. */
const shell = (line: string, cwd: string): Promise<Run> =>
  promisify(execFile)('sh', ['-c', line], { cwd }).then(
    (done) => ({ code: 0, out: done.stdout + done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({
      code: failed.code,
      out: failed.stdout + failed.stderr,
    }),
  )

/** The README's commands: the lines that start with "$ ". */
const commandsOf = (readme: string) =>
  readme
    .split('\n')
    .map((line) => /^\s*\$ (.+)$/.exec(line)?.[1])
    .filter((line): line is string => !!line)

// Issue 43 §5: the examiner bundle is signed, and says how to check it without trusting us.
describe.each(databaseKinds)('the examiner bundle’s signature on %s', (kind) => {
  let services: RunningServices
  let dir: string
  let workspace: Awaited<ReturnType<typeof workspaceWithCalculator>>
  let cookie: string

  beforeAll(async () => {
    services = await createTestServices(kind)
    cookie = await signedIn(services, 'olive@example.com')
    workspace = await workspaceWithCalculator(services, cookie, 'Prairie Credit Union', 'loan')
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'))
  }, 180_000)
  afterAll(async () => {
    await services?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('signs SHA256SUMS with the receipts’ key, and every README command verifies it; a changed byte fails', async () => {
    const day = new Date().toISOString().slice(0, 10)
    const url = `/workspace/${workspace.workspaceId}/archive/bundle.zip?from=${day}&to=${day}&calculator=${workspace.calculatorId}`
    const response = (await bundleLoader({
      request: new Request(`${origin}${url}`, { headers: { cookie } }),
      params: { workspaceId: workspace.workspaceId },
      context: routeContext(services),
    } as never)) as Response
    expect(response.status).toBe(200)
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes)

    const key = receiptKey({ pem: services.config.receiptSigningKey, dataDir: services.config.dataDir })
    expect(fs.readFileSync(path.join(dir, 'signing-key.pem'), 'utf8')).toBe(key.publicPem)
    const readme = fs.readFileSync(path.join(dir, 'README.txt'), 'utf8')
    expect(readme).toContain(key.keyId)

    const commands = commandsOf(readme)
    expect(commands.some((line) => line.startsWith('openssl pkeyutl -verify -pubin'))).toBe(true)
    expect(commands.some((line) => line.startsWith('node '))).toBe(true)
    const outputs: string[] = []
    for (const line of commands) {
      const run = await shell(line, dir)
      expect(run.code, `${line}\n${run.out}`).toBe(0)
      outputs.push(run.out)
    }
    const all = outputs.join('')
    expect(all).toContain('Signature Verified Successfully')
    expect(all).toContain(key.keyId)
    expect(all).toMatch(/Audit entries intact: \d+ entries in 1 chain/)

    const openssl = commands.find((line) => line.startsWith('openssl pkeyutl'))!
    const sums = fs.readFileSync(path.join(dir, 'SHA256SUMS'))
    const changed = Buffer.from(sums)
    changed[10] = changed[10] === 0x61 ? 0x62 : 0x61
    fs.writeFileSync(path.join(dir, 'SHA256SUMS'), changed)
    const refused = await shell(openssl, dir)
    expect(refused.code).not.toBe(0)
    expect(refused.out).toContain('Signature Verification Failure')
    fs.writeFileSync(path.join(dir, 'SHA256SUMS'), sums)
    expect((await shell(openssl, dir)).code).toBe(0)

    // A changed audit entry fails the checksum and the chain's own recomputation.
    const audit = JSON.parse(fs.readFileSync(path.join(dir, 'audit.json'), 'utf8')) as {
      actorEmail: string
    }[]
    audit[0]!.actorEmail = 'mallory@example.com'
    fs.writeFileSync(path.join(dir, 'audit.json'), JSON.stringify(audit, null, 2))
    for (const line of commands.filter((line) => /sha256sum -c|verify-chain/.test(line))) {
      const run = await shell(line, dir)
      expect(run.code, line).not.toBe(0)
    }
    const chain = await shell(
      commands.find((line) => line.includes('verify-chain'))!,
      dir,
    )
    expect(chain.out).toMatch(/BROKEN: chain [0-9a-f-]+, entry 1: its content does not match its hash/)
  })
})
