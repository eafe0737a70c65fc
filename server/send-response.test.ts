import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send } from './send-response'
import { setSecurityHeaders } from './security-headers'

describe('a route policy sent beside the site-wide Content-Security-Policy', () => {
  let origin = ''
  let close = () => {}

  beforeAll(async () => {
    const app = express()
    app.get('/embed/c/:id', async (req, res) => {
      setSecurityHeaders(res, req.path, 'n0nce', { https: false })
      const headers = new Headers({ 'Content-Security-Policy': 'frame-ancestors https://bank.example' })
      await send(res, new Response('ok', { headers }))
    })
    const server = createServer(app).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  it('narrows frame-ancestors and keeps every other directive', async () => {
    const answer = await fetch(`${origin}/embed/c/abc`)
    const csp = answer.headers.get('content-security-policy')!
    expect(csp).toContain('frame-ancestors https://bank.example')
    expect(csp).not.toContain('frame-ancestors *')
    expect(csp).toContain("script-src 'nonce-n0nce' 'strict-dynamic'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(await answer.text()).toBe('ok')
  })
})
