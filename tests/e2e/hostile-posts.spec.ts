import { expect, test } from './fixtures'

// Issue 33 §5, through the running server: what an outside probe sent is refused before any route or query.

const fromAnotherSite: Record<string, string>[] = [
  { Origin: 'https://evil.example' },
  { 'Sec-Fetch-Site': 'cross-site' },
]
const report = { email: 'probe@home.example', consent: 'on', search: 'principal=250000&rate=5.5&months=360' }

test('a report or lead form posted from another site is a 403, from our own pages it is not', async ({
  request,
  baseURL,
}) => {
  for (const path of [
    '/calculators/loan/report-mail',
    '/embed/c/0123456789abcdef/report-mail',
    '/embed/c/0123456789abcdef',
    // The lead form as the embed's script sends it (decision 0104).
    '/embed/c/0123456789abcdef/lead',
  ]) {
    for (const headers of fromAnotherSite) {
      const refused = await request.post(path, { form: report, headers })
      expect(refused.status(), `${path} ${JSON.stringify(headers)}`).toBe(403)
      expect(await refused.text()).toBe('Forms are accepted from this site’s own pages only.')
    }
  }
  const own = await request.post('/calculators/loan/report-mail', {
    form: { ...report, email: `own-${Date.now()}@home.example` },
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(own.status()).toBe(200)
})

test('a NUL character in a form or a query string is a 400 that echoes nothing', async ({ request }) => {
  const posted = await request.post('/calculators/loan/report-mail', {
    form: { ...report, email: 'nul\u0000@home.example' },
  })
  expect(posted.status()).toBe(400)
  expect(await posted.text()).toBe('The request contains a NUL character.')
  for (const path of ['/workspace/w1/leads?q=Ada%00', '/workspace/w1/usage.csv?to=2026%0001-01']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(400)
  }
  const json = await request.post('/api/leads/0123456789abcdef', {
    data: { name: 'Ada\u0000', email: 'ada@home.example', consent: true, inputs: {} },
  })
  expect(json.status()).toBe(400)
})
