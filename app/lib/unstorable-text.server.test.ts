import { describe, expect, it } from 'vitest'
import { nulRefused, refuseUnstorableText } from './unstorable-text.server'

const post = (body: BodyInit, type: string) =>
  new Request('http://localhost/workspace', { method: 'POST', body, headers: { 'content-type': type } })

async function outcome(request: Request) {
  let reached = false
  const next = async () => {
    reached = true
    return new Response('ok')
  }
  try {
    await refuseUnstorableText(
      { request, params: {}, context: {} as never, unstable_pattern: '' } as never,
      next,
    )
    return { reached }
  } catch (thrown) {
    const { data, init } = thrown as { data: { message: string; field: string }; init: ResponseInit }
    return { reached, status: init.status, ...data }
  }
}

// Issue 43 §5: a NUL byte in a form answered 500 with the SQL logged; it is a 400 naming the field.
describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in a form field, urlencoded or multipart, naming the field (400)', async () => {
    const form = new URLSearchParams({ name: 'Alpha\u0000 Bank', intent: 'create' })
    expect(await outcome(post(form, 'application/x-www-form-urlencoded'))).toEqual({
      reached: false,
      status: 400,
      field: 'name',
      message: nulRefused('name'),
    })
    const multipart = new FormData()
    multipart.set('companyName', 'Bank\u0000')
    const request = new Request('http://localhost/x', { method: 'POST', body: multipart })
    expect(await outcome(request)).toMatchObject({ reached: false, status: 400, field: 'companyName' })
  })

  it('refuses an escaped NUL in a JSON body, and leaves files and clean posts alone', async () => {
    expect(await outcome(post('{"email":"a\\u0000@b.example"}', 'application/json'))).toMatchObject({
      reached: false,
      status: 400,
    })
    const upload = new FormData()
    upload.set('logo', new File([new Uint8Array([0, 1, 2])], 'logo.png', { type: 'image/png' }))
    upload.set('name', 'Alpha Bank')
    expect(await outcome(new Request('http://localhost/x', { method: 'POST', body: upload }))).toEqual({
      reached: true,
    })
    expect(await outcome(post('name=Alpha', 'application/x-www-form-urlencoded'))).toEqual({ reached: true })
    expect(await outcome(new Request('http://localhost/x?name=%00'))).toEqual({ reached: true })
  })

  it('leaves a body that is no form (no boundary, a wrong or cut one) to the route, never a 500', async () => {
    const cut = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nann@'
    for (const [body, type] of [
      ['email=a', 'multipart/form-data'],
      [cut, 'multipart/form-data; boundary=y'],
      [cut, 'multipart/form-data; boundary=x'],
    ])
      expect(await outcome(post(body!, type!))).toEqual({ reached: true })
  })
})
