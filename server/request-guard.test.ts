import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { maxRequestBytes, requestGuard } from './request-guard'

describe('the request guard', () => {
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

  const post = (path: string, body: string, contentType?: string) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      body,
      headers: contentType ? { 'Content-Type': contentType } : {},
    })

  test('a page action gets forms only: JSON, text or no content type is 415, with the reason', async () => {
    for (const contentType of ['application/json', 'text/plain', undefined]) {
      const response = await post('/auth', '{"email":"a@example.com"}', contentType)
      expect(response.status).toBe(415)
      expect(await response.text()).toBe(
        'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
      )
    }
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expect((await post('/contact-us.data', 'email=a', contentType)).status).toBe(200)
    }
  })

  test('the API routes keep their own content-type checks', async () => {
    expect((await post('/api/send-contact-email', '{}', 'text/plain')).status).toBe(200)
  })

  test('a body over 64 KB is 413 before any route reads it, as JSON on the API', async () => {
    const big = 'x'.repeat(maxRequestBytes + 1)
    const page = await post('/contact-us', big, 'application/x-www-form-urlencoded')
    expect(page.status).toBe(413)
    expect(await page.text()).toBe('The request body is larger than 64 KB.')
    const api = await post('/api/send-contact-email', big, 'application/json')
    expect(api.status).toBe(413)
    expect(await api.json()).toEqual({ error: 'The request body is larger than 64 KB.' })
    expect(
      (await post('/contact-us', 'x'.repeat(maxRequestBytes), 'application/x-www-form-urlencoded')).status,
    ).toBe(200)
  })

  test('a body far too large to read is answered at once, and the connection closed', async () => {
    const response = await post(
      '/contact-us',
      'x'.repeat(3 * 1024 * 1024),
      'application/x-www-form-urlencoded',
    )
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
  })

  test('reading requests pass untouched', async () => {
    expect((await fetch(`${origin}/contact-us`)).status).toBe(200)
  })
})
