import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** The baseline: one HTML file answered by Node's bare HTTP server, read once into memory. */
export async function serveStatic(file: string) {
  const body = fs.readFileSync(file)
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
