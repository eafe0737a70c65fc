import type { RequestSpec } from './http'

/** One malformed body: its label (for the report), headers and bytes. `i` varies the details. */
export type MalformedCase = (i: number) => Omit<RequestSpec, 'path' | 'method'> & { label: string }

const oneMegabyte = 'x'.repeat(1024 * 1024)
const depth = 10_000
const wrongValues: unknown[] = [
  42,
  -1,
  1e308,
  true,
  false,
  null,
  [],
  ['a@example.com'],
  {},
  { text: 'hello there' },
  '',
  ' ',
]
// Never a valid submission: the password is too short to sign up, the e-mail and message fail the contact form,
// the e-mail and the missing consent the lead form.
const base = {
  intent: 'sign-in',
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'not-an-address',
  password: 'short',
  message: 'too short',
}
const intents = ['sign-in', 'sign-up', 'resend', 'sign-out-not', '']
const required = ['firstName', 'lastName', 'email', 'message', 'password'] as const

const json = (body: string | Buffer, contentType = 'application/json') => ({
  headers: { 'Content-Type': contentType },
  body,
})
const form = (body: string | Buffer) => ({
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body,
})
const multipart = (parts: string[], boundary = 'reliability-boundary', declared = boundary) => ({
  headers: { 'Content-Type': `multipart/form-data; boundary=${declared}` },
  body: parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + `--${boundary}--\r\n`,
})
const textPart = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`
const withIntent = (i: number, fields: Record<string, unknown>) => ({
  ...fields,
  intent: intents[i % intents.length],
})
const missingOne = (i: number) => {
  const fields: Record<string, unknown> = withIntent(i, base)
  delete fields[required[i % required.length]!]
  return fields
}
const encode = (fields: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString()

export const malformedCases: MalformedCase[] = [
  (i) => ({
    label: 'JSON, wrong types',
    ...json(
      JSON.stringify(
        Object.fromEntries(
          Object.keys(base).map((key, k) => [key, wrongValues[(i + k) % wrongValues.length]]),
        ),
      ),
    ),
  }),
  (i) => ({ label: 'JSON, a field missing', ...json(JSON.stringify(missingOne(i))) }),
  (i) => ({
    label: 'JSON, 1 MB string',
    ...json(JSON.stringify(withIntent(i, { ...base, [required[i % 5]!]: oneMegabyte }))),
  }),
  () => ({
    label: 'JSON, invalid UTF-8',
    ...json(
      Buffer.concat([
        Buffer.from('{"firstName":"'),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
        Buffer.from('","email":"a@example.com","password":"x"}'),
      ]),
    ),
  }),
  () => ({
    label: 'JSON, lone surrogate',
    ...json(
      '{"firstName":"\\ud800","lastName":"\\udfff","email":"\\ud800@example.com","message":"\\ud800\\ud800\\ud800\\ud800\\ud800"}',
    ),
  }),
  () => ({ label: 'JSON, 10,000 nested arrays', ...json('['.repeat(depth) + ']'.repeat(depth)) }),
  () => ({
    label: 'JSON, 10,000 nested objects',
    ...json('{"email":'.repeat(depth) + '1' + '}'.repeat(depth)),
  }),
  () => ({ label: 'JSON, truncated', ...json('{"firstName": "Ada", "email":') }),
  (i) => ({
    label: 'JSON, not an object',
    ...json(['[]', '"text"', '42', 'null', 'true', '[{"email":"a@example.com"}]'][i % 6]!),
  }),
  () => ({ label: 'JSON, empty body', ...json('') }),
  () => ({
    label: 'JSON, __proto__ keys',
    ...json('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"email":{"__proto__":[]}}'),
  }),
  () => ({
    label: 'JSON, 10,000 keys',
    ...json(JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, k) => [`k${k}`, k])))),
  }),
  () => ({
    label: 'JSON, control characters',
    ...json(
      JSON.stringify({
        ...base,
        firstName: '\u0000\u001f\r\nBcc: x@example.com',
        email: 'a\u0000@example.com',
      }),
    ),
  }),
  (i) => ({
    label: 'JSON body, wrong content type',
    ...json(
      JSON.stringify(base),
      ['text/plain', 'application/xml', 'application/octet-stream', 'application/jsonx', 'image/png'][i % 5],
    ),
  }),
  () => ({ label: 'JSON body, no content type', body: JSON.stringify(base) }),
  () => ({ label: 'form body, JSON content type', ...json(encode(base)) }),
  (i) => ({ label: 'form, a field missing', ...form(encode(missingOne(i))) }),
  (i) => ({
    label: 'form, repeated and bracketed keys',
    ...form(`email=a&email=b&email[]=c&firstName[x]=y&intent=${intents[i % 5]}&message[]=1`),
  }),
  (i) => ({
    label: 'form, 1 MB value',
    ...form(encode(withIntent(i, { ...base, [required[i % 5]!]: oneMegabyte }))),
  }),
  (i) => ({
    label: 'form, invalid UTF-8 escapes',
    ...form(`intent=${intents[i % 5]}&firstName=%ff%fe%C0%AF&email=%E0%80%80&password=%ED%A0%80`),
  }),
  (i) => ({
    label: 'form, invalid UTF-8 bytes',
    ...form(
      Buffer.concat([Buffer.from(`intent=${intents[i % 5]}&email=`), Buffer.from([0xff, 0xc3, 0x28, 0xa0])]),
    ),
  }),
  () => ({ label: 'form, broken escapes', ...form('intent=%ZZ&firstName=%&email=%%%&password=%E') }),
  () => ({ label: 'form, empty body', ...form('') }),
  (i) => ({
    label: 'multipart, file instead of text',
    ...multipart([
      textPart('intent', intents[i % 5]!),
      'Content-Disposition: form-data; name="email"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\na@example.com',
      textPart('message', 'too short'),
    ]),
  }),
  () => ({
    label: 'multipart, no boundary',
    headers: { 'Content-Type': 'multipart/form-data' },
    body: `--x\r\n${textPart('email', 'a')}\r\n--x--\r\n`,
  }),
  () => ({
    label: 'multipart, wrong boundary',
    ...multipart([textPart('email', 'a@example.com')], 'actual', 'declared'),
  }),
  () => ({
    label: 'multipart, truncated',
    headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
    body: `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@exa`,
  }),
  (i) => ({
    label: 'multipart, 1 MB value',
    ...multipart([textPart('intent', intents[i % 5]!), textPart(required[i % 5]!, oneMegabyte)]),
  }),
  () => ({
    label: 'huge Content-Length',
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 ** 31) },
    body: '{"email":"a@example.com"}',
    fresh: true,
  }),
]
