import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestGuard } from './request-guard'

// Issue 33 §5: what a hostile page or script sends is refused before any route (or the database) sees it.
describe('the request guard refuses', () => {
  let origin = ''
  let close = () => {}

  beforeAll(async () => {
    const app = express()
    app.use(requestGuard())
    app.all('/{*splat}', (_req, res) => void res.status(200).send('reached the route'))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  const form = 'application/x-www-form-urlencoded'
  const post = (path: string, body: string, headers: Record<string, string | undefined> = {}) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': form, ...(headers as Record<string, string>) },
    })

  test('a form posted from another site, by its Origin or its Sec-Fetch-Site', async () => {
    const paths = [
      '/embed/c/0123456789abcdef',
      '/embed/c/0123456789abcdef/report-mail',
      '/calculators/loan/report-mail',
    ]
    for (const path of paths) {
      for (const headers of [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site', Origin: origin },
      ]) {
        const response = await post(path, 'email=a%40example.com', headers)
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
        expect(await response.text()).toBe('Forms are accepted from this site’s own pages only.')
      }
    }
  })

  test('but not a form from our own pages and frames, nor a script that names no site', async () => {
    const path = '/embed/c/0123456789abcdef/report-mail'
    for (const headers of [{ Origin: origin, 'Sec-Fetch-Site': 'same-origin' }, { Origin: origin }, {}]) {
      expect(await (await post(path, 'email=a%40example.com', headers)).text()).toBe('reached the route')
    }
  })

  test('a NUL character in a form field, its name, or a query string, with a 400 and no echo', async () => {
    for (const body of ['name=Ada%00Lovelace&email=a%40example.com', 'na%00me=Ada']) {
      const response = await post('/embed/c/0123456789abcdef', body)
      expect(response.status).toBe(400)
      expect(await response.text()).toBe('The request contains a NUL character.')
    }
    const multipart = '--x\r\nContent-Disposition: form-data; name="company"\r\n\r\nA\u0000B\r\n--x--\r\n'
    const posted = await post('/workspace/save', multipart, {
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(posted.status).toBe(400)
    for (const path of ['/workspace/w1/leads?q=%00', '/workspace/w1/leads.data?q=a%00b', '/x?%00=1']) {
      const response = await fetch(`${origin}${path}`)
      expect(response.status, path).toBe(400)
      expect(await response.text()).toBe('The request contains a NUL character.')
    }
  })

  test('a NUL character in a JSON string sent to the API', async () => {
    const response = await fetch(`${origin}/api/leads/0123456789abcdef`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada\u0000', email: 'a@example.com', inputs: { x: '\u0000' } }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The request contains a NUL character.' })
    const clean = await fetch(`${origin}/api/leads/0123456789abcdef`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ada \\\\u0000 is text"}',
    })
    expect(await clean.text()).toBe('reached the route')
  })
})
