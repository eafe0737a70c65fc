import { data, type MiddlewareFunction } from 'react-router'

/*
 * PostgreSQL refuses a NUL character in text and in JSON (PGlite alike): a form field carrying one reached the
 * database and answered 500 with the SQL logged (issue 43 §5). Every form post and JSON body is checked once
 * here, before any action reads it, and answered 400 naming the field. Files in a multipart form are bytes,
 * not text, and are left to their own checks.
 */
export const nulRefused = (field: string) =>
  `The field “${field.slice(0, 100)}” contains a NUL character, which cannot be stored: remove it.`

const hasNul = (text: string) => text.includes('\u0000')

/** The first field (or JSON body) holding a NUL, or null. */
export async function unstorableField(request: Request): Promise<string | null> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    // A body that is no form (no boundary, a wrong or cut one) is left to the route, which answers it 400.
    const form = await request
      .clone()
      .formData()
      .catch(() => null)
    if (!form) return null
    for (const [name, value] of form)
      if (hasNul(name) || (typeof value === 'string' && hasNul(value))) return name
    return null
  }
  if (type.includes('json')) {
    const text = await request.clone().text()
    return hasNul(text) || /\\u0000/i.test(text) ? 'body' : null
  }
  return null
}

export const refuseUnstorableText: MiddlewareFunction<Response> = async ({ request }, next) => {
  const field = await unstorableField(request)
  if (field !== null) throw data({ message: nulRefused(field), field }, { status: 400 })
  return next()
}
