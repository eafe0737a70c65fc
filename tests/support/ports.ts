import fs from 'node:fs'
import net from 'node:net'

// Ports for the servers the tests and the bench start (sites, SMTP sinks, identity providers, nginx), chosen
// before the server listens. A port the kernel hands out (`listen(0)`, then closed) is free only until someone
// takes it: the suites and the reliability halves run side by side, and once a seed's sign-ups reached the
// other half's server on the port both had been given (2026-12-03). The kernel even hands the same one out
// twice to one process, and any outgoing connection may take it as its own source port meanwhile.
//
// So each process holds a block of 100 ports below the kernel's ephemeral range for as long as it runs: it
// listens on the block's first port (the kernel frees it when the process ends, however it ends) and hands out
// the other 99 in turn. No other process of ours hands out a port of that block, and the kernel never chooses
// one for a connection.
const BLOCK = 100
const FIRST_PORT = 10_000
// Below the ephemeral range where it leaves room for ten blocks; a machine whose range starts lower still gets
// blocks no two processes of ours share.
const EPHEMERAL_FIRST = Number(readFirst('/proc/sys/net/ipv4/ip_local_port_range') ?? 32_768)
const LAST_PORT = EPHEMERAL_FIRST > FIRST_PORT + 10 * BLOCK ? Math.min(32_767, EPHEMERAL_FIRST - 1) : 32_767

let block: { next: number; end: number } | undefined

/** A port no process of ours is given and nothing listens on: this process's to listen on or give a child. */
export async function freePort(): Promise<number> {
  for (;;) {
    if (!block || block.next >= block.end) block = await claimBlock()
    const port = block.next++
    if (await canListen(port)) return port
  }
}

async function claimBlock() {
  const blocks = Math.floor((LAST_PORT + 1 - FIRST_PORT) / BLOCK)
  const first = process.pid % blocks // where processes start looking differs, so they rarely try the same one
  for (let i = 0; i < blocks; i++) {
    const start = FIRST_PORT + ((first + i) % blocks) * BLOCK
    const holder = await listenOn(start)
    if (holder) {
      holder.unref() // held as long as the process runs, never keeping it running
      return { next: start + 1, end: start + BLOCK }
    }
  }
  throw new Error(`every block of ports from ${FIRST_PORT} to ${LAST_PORT} is held by another process`)
}

function listenOn(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(undefined))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server))
  })
}

async function canListen(port: number) {
  const server = await listenOn(port)
  if (!server) return false
  await new Promise((resolve) => server.close(resolve))
  return true
}

function readFirst(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim().split(/\s+/)[0]
  } catch {
    return undefined // not Linux: the range below 32768 is outside the usual ephemeral ranges
  }
}
