import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from './ports'

const ephemeralFirst = Number(
  fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
)
// The blocks lie below the kernel's ephemeral range (Debian's starts at 32768), or below 32768 where it starts low.
const ephemeralLow = ephemeralFirst > 11_000 ? ephemeralFirst : 32_768
const root = path.resolve(import.meta.dirname, '../..')

function listens(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** The ports another process is handed while this one's are unused (freePort in a child `node`). */
function portsOfAnotherProcess(count: number): number[] {
  const script = `import { freePort } from './tests/support/ports.ts'
    const ports = []; for (let i = 0; i < ${count}; i++) ports.push(await freePort())
    console.log(JSON.stringify(ports))`
  const child = spawnSync('node', ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  })
  if (child.status !== 0) throw new Error(`the other process failed: ${child.stderr}`)
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as number[]
}

// The reliability halves and the suites run side by side: a port one of them chose, closed and handed to its
// server was taken in between by another's server or outgoing connection (the clean-clone run of 2026-12-03:
// a seed's sign-ups went to the other half's server, which answered on the same port).
describe('ports for the servers tests start', () => {
  it('are outside the kernel’s ephemeral range, each handed out once, and free', async () => {
    const ports: number[] = []
    for (let i = 0; i < 150; i++) ports.push(await freePort())
    expect(new Set(ports).size).toBe(150)
    expect(ports.filter((port) => port >= ephemeralLow)).toEqual([])
    expect(await listens(ports[0]!)).toBe(true)
    expect(await listens(ports.at(-1)!)).toBe(true)
  })

  it('are never the ones another running process is handed', async () => {
    const mine: number[] = []
    for (let i = 0; i < 20; i++) mine.push(await freePort())
    const theirs = portsOfAnotherProcess(20)
    expect(theirs).toHaveLength(20)
    expect(theirs.filter((port) => port >= ephemeralLow)).toEqual([])
    mine.push(await freePort())
    expect(theirs.filter((port) => mine.includes(port))).toEqual([])
  })
})
