import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bodyOf, logoUploadBytes, maxRequestBytes, requestGuard } from './request-guard'

describe('the request guard', () => {
  let origin = ''
  let close = () => {}

  beforeAll(async () => {
    const app = express()
    app.use(requestGuard())
    app.all(
      '/{*splat}',
      (req, res) => void res.status(200).send(`reached the route with ${bodyOf(req).length} bytes`),
    )
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
    expect((await post('/contact-us.data', 'email=a', 'application/x-www-form-urlencoded')).status).toBe(200)
    const multipart = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--\r\n'
    expect((await post('/contact-us.data', multipart, 'multipart/form-data; boundary=x')).status).toBe(200)
  })

  test('a form that cannot be read is a 400 before any action reads it', async () => {
    const broken = await post(
      '/admin.data?index',
      '--b\r\nContent-Disposition: form-data; name="id"\r\n\r\nx',
      'multipart/form-data; boundary=b',
    )
    expect(broken.status).toBe(400)
    expect(await broken.text()).toBe('The form could not be read.')
    expect((await post('/admin.data?index', 'id=1', 'multipart/form-data')).status).toBe(400)
    const whole = await post(
      '/admin.data?index',
      '--b\r\nContent-Disposition: form-data; name="id"\r\n\r\nx\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    )
    expect(await whole.text()).toMatch(/^reached the route/)
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

  test("only the brand page's logo upload and the SSO page's metadata may send up to 320 KB", async () => {
    const form = 'x'.repeat(maxRequestBytes + 1)
    const brand = '/workspace/8b1f2c3d-0000-4000-8000-000000000001/brand'
    expect((await post(brand, form, 'application/x-www-form-urlencoded')).status).toBe(200)
    const sso = '/workspace/8b1f2c3d-0000-4000-8000-000000000001/sso'
    expect((await post(sso, form, 'application/x-www-form-urlencoded')).status).toBe(200)
    expect((await post(`${brand}.data`, form, 'application/x-www-form-urlencoded')).status).toBe(200)
    const over = await post(brand, 'x'.repeat(logoUploadBytes + 1), 'application/x-www-form-urlencoded')
    expect(over.status).toBe(413)
    expect(await over.text()).toBe('The request body is larger than 320 KB.')
    expect(
      (
        await post(
          '/workspace/8b1f2c3d-0000-4000-8000-000000000001/members',
          form,
          'application/x-www-form-urlencoded',
        )
      ).status,
    ).toBe(413)
  })

  test('a body far too large to read is answered at once, and the rest dropped unread', async () => {
    const response = await post(
      '/contact-us',
      'x'.repeat(3 * 1024 * 1024),
      'application/x-www-form-urlencoded',
    )
    expect(response.status).toBe(413)
    expect(await response.text()).toBe('The request body is larger than 64 KB.')
  })

  test('reading requests pass untouched', async () => {
    expect((await fetch(`${origin}/contact-us`)).status).toBe(200)
  })

  // A chunked body declares no length: only counting its bytes finds its size.
  const chunked = (path: string, chunks: number, contentType = 'application/x-www-form-urlencoded') =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new ReadableStream({
        pull(controller) {
          if (chunks-- > 0) controller.enqueue(new TextEncoder().encode('a'.repeat(16 * 1024)))
          else controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)

  test('a chunked body over 64 KB is 413 on every route, and no route reads it', async () => {
    for (const path of ['/contact-us', '/auth.data', '/api/auth/sign-up/email', '/admin/messages/1']) {
      const response = await chunked(path, 5, path.startsWith('/api/') ? 'application/json' : undefined)
      expect(response.status).toBe(413)
      expect(await response.text()).not.toContain('reached the route')
    }
  })

  test('a chunked body far too large to read is answered at once, and the rest dropped unread', async () => {
    const response = await chunked('/contact-us', 50 * 64) // 50 MB, as in issue 11
    expect(response.status).toBe(413)
    expect(await response.text()).toBe('The request body is larger than 64 KB.')
  })

  test('a body within the limit reaches the route whole, however it is sent', async () => {
    const response = await chunked('/contact-us', 4)
    expect(await response.text()).toBe(`reached the route with ${4 * 16 * 1024} bytes`)
    const declared = await post('/contact-us', 'a=1', 'application/x-www-form-urlencoded')
    expect(await declared.text()).toBe('reached the route with 3 bytes')
  })
})
