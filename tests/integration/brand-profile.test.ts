import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, workspaceMembers } from '~/db/schema'
import { action as brandAction, loader as brandLoader } from '~/routes/workspace/brand'
import { loader as logoLoader } from '~/routes/resources/brand-logo'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { act, load, origin, settle, signedIn, workspaceWithCalculator } from './workspace-support'

const logo = (name: string) => readFileSync(`tests/fixtures/logos/${name}`)

describe.each(databaseKinds)('the brand profile on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  let a: { workspaceId: string }
  let b: { workspaceId: string }
  const brandPath = (workspaceId: string) => `/workspace/${workspaceId}/brand`
  const page = (workspaceId: string, cookie: string | undefined) =>
    load(services, brandLoader, brandPath(workspaceId), { workspaceId }, cookie)
  const save = (workspaceId: string, fields: Record<string, string>, cookie: string | undefined) =>
    act(services, brandAction, brandPath(workspaceId), { workspaceId }, { intent: 'save', ...fields }, cookie)
  const upload = (
    workspaceId: string,
    file: Buffer,
    name: string,
    type: string,
    cookie: string | undefined,
  ) => {
    const form = new FormData()
    form.set('intent', 'logo')
    form.set('logo', new File([new Uint8Array(file)], name, { type }))
    const request = new Request(`${origin}${brandPath(workspaceId)}`, {
      method: 'POST',
      body: form,
      headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    })
    return settle(() =>
      brandAction({ request, params: { workspaceId }, context: routeContext(services) } as never),
    )
  }
  const profileOf = async (workspaceId: string) =>
    ((await page(workspaceId, cookies.alice)).data as { profile: Record<string, unknown> }).profile
  const fetchLogo = (url: string) => {
    const file = url.split('/').pop()!
    return settle(() =>
      logoLoader({
        request: new Request(`${origin}${url}`),
        params: { file },
        context: routeContext(services),
      } as never),
    )
  }

  beforeAll(async () => {
    services = await createTestServices(kind)
    for (const name of ['alice', 'bob', 'ed', 'rita'])
      cookies[name] = await signedIn(services, `${name}@example.com`)
    a = await workspaceWithCalculator(services, cookies.alice!, 'Alpha Credit Union', 'loan')
    b = await workspaceWithCalculator(services, cookies.bob!, 'Beta Bank', 'loan')
    for (const [name, role] of [
      ['ed', 'editor'],
      ['rita', 'owner'],
    ] as const) {
      const [row] = await services.db
        .select()
        .from(user)
        .where(eq(user.email, `${name}@example.com`))
      await services.db.insert(workspaceMembers).values({ workspaceId: a.workspaceId, userId: row!.id, role })
    }
  })
  afterAll(async () => {
    await services?.close()
  })

  it("starts with the workspace's company name, and an owner changes it with a support e-mail and phone", async () => {
    expect(await profileOf(a.workspaceId)).toEqual({
      companyName: 'Alpha Credit Union',
      supportEmail: '',
      supportPhone: '',
      logo: null,
      showInFrame: false,
    })
    const fields = {
      companyName: 'Alpha CU',
      supportEmail: 'help@alpha.example',
      supportPhone: '+1 555 010 0199',
    }
    expect((await save(a.workspaceId, fields, cookies.alice)).status).toBe(200)
    expect(await profileOf(a.workspaceId)).toEqual({ ...fields, logo: null, showInFrame: false })
    await save(a.workspaceId, { ...fields, showInFrame: 'on' }, cookies.alice)
    expect(await profileOf(a.workspaceId)).toMatchObject({ showInFrame: true })
    const refused = await save(
      a.workspaceId,
      { companyName: ' ', supportEmail: 'nope', supportPhone: 'call us' },
      cookies.alice,
    )
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({
      errors: {
        companyName: 'Enter the company name your customers know.',
        supportEmail: 'Enter an e-mail address such as help@yourbank.com.',
        supportPhone: 'Enter a phone number such as (515) 555-0199 or +1 515 555 0199.',
      },
    })
    expect(await profileOf(a.workspaceId)).toMatchObject(fields)
  })

  it('takes a phone number in the common US forms and stores one form of it (issue 48)', async () => {
    for (const typed of ['(515) 555-0199', '515-555-0199', '+1 515 555 0199', '515.555.0199']) {
      const saved = await save(
        a.workspaceId,
        { companyName: 'Alpha CU', supportEmail: 'help@alpha.example', supportPhone: typed },
        cookies.alice,
      )
      expect([typed, saved.status]).toEqual([typed, 200])
      expect(await profileOf(a.workspaceId)).toMatchObject({ supportPhone: '+1 515 555 0199' })
    }
  })

  it('stores a PNG, JPEG or WebP logo under its content hash, served with its own type, nosniff and immutably', async () => {
    for (const [name, type, extension] of [
      ['logo.jpg', 'image/jpeg', 'jpg'],
      ['lossy.webp', 'image/webp', 'webp'],
      ['logo.png', 'image/png', 'png'],
    ] as const) {
      expect((await upload(a.workspaceId, logo(name), name, type, cookies.alice)).status, name).toBe(200)
      const shown = (await profileOf(a.workspaceId)).logo as { url: string; width: number; height: number }
      expect(shown.url).toMatch(new RegExp(`^/brand/logo/[0-9a-f]{64}\\.${extension}$`))
      expect(shown).toMatchObject({ width: 120, height: 40 })
      const served = await fetchLogo(shown.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(type)
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    const png = (await profileOf(a.workspaceId)).logo as { url: string }
    const response = await logoLoader({
      request: new Request(`${origin}${png.url}`),
      params: { file: png.url.split('/').pop()! },
      context: routeContext(services),
    } as never)
    expect(Buffer.from(await response.arrayBuffer()).equals(logo('logo.png'))).toBe(true)
    // The same hash under another extension, or an unknown hash, is no file.
    expect((await fetchLogo(png.url.replace('.png', '.jpg'))).status).toBe(404)
    expect((await fetchLogo(`/brand/logo/${'0'.repeat(64)}.png`)).status).toBe(404)
  })

  it('refuses SVG (even named .png), a file too large in pixels, and keeps the logo it had', async () => {
    const before = (await profileOf(a.workspaceId)).logo
    const svg = await upload(a.workspaceId, logo('script.svg'), 'logo.png', 'image/png', cookies.alice)
    expect(svg.status).toBe(400)
    expect(svg.data).toMatchObject({
      logoError: 'Upload the logo as a PNG, JPEG or WebP image (SVG is not accepted).',
    })
    const wide = await upload(a.workspaceId, logo('too-wide.png'), 'wide.png', 'image/png', cookies.alice)
    expect(wide.status).toBe(400)
    expect((await profileOf(a.workspaceId)).logo).toEqual(before)
  })

  it('lets another owner manage it, and no editor, other tenant, removed member or signed-out visitor', async () => {
    expect((await page(a.workspaceId, cookies.rita)).status).toBe(200)
    // An editor opens the page for the calculators' wording only (decision 0092): no brand profile in it.
    const editorPage = await page(a.workspaceId, cookies.ed)
    expect(editorPage.status).toBe(200)
    expect(editorPage.data).toMatchObject({ profile: null, sendingDomain: null })
    expect((await save(a.workspaceId, { companyName: 'Ed was here' }, cookies.ed)).status).toBe(403)
    expect((await upload(a.workspaceId, logo('logo.jpg'), 'x.jpg', 'image/jpeg', cookies.ed)).status).toBe(
      403,
    )

    const outsider = await page(a.workspaceId, cookies.bob)
    expect(outsider.status).toBe(404)
    expect(JSON.stringify(outsider.data)).not.toContain('help@alpha.example')
    expect((await save(a.workspaceId, { companyName: 'Bob was here' }, cookies.bob)).status).toBe(404)
    expect((await upload(a.workspaceId, logo('logo.jpg'), 'x.jpg', 'image/jpeg', cookies.bob)).status).toBe(
      404,
    )

    const anonymous = await page(a.workspaceId, undefined)
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toBe('/auth')
    expect((await save(a.workspaceId, { companyName: 'Anon' }, undefined)).location).toBe('/auth')
    expect((await upload(a.workspaceId, logo('logo.jpg'), 'x.jpg', 'image/jpeg', undefined)).location).toBe(
      '/auth',
    )

    const [rita] = await services.db.select().from(user).where(eq(user.email, 'rita@example.com'))
    await services.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, a.workspaceId), eq(workspaceMembers.userId, rita!.id)))
    expect((await page(a.workspaceId, cookies.rita)).status).toBe(404)
    expect((await save(a.workspaceId, { companyName: 'Rita was here' }, cookies.rita)).status).toBe(404)

    expect(await profileOf(a.workspaceId)).toMatchObject({
      companyName: 'Alpha CU',
      supportEmail: 'help@alpha.example',
    })
    // Bob's own workspace kept its own name and no logo.
    expect(((await page(b.workspaceId, cookies.bob)).data as { profile: unknown }).profile).toEqual({
      companyName: 'Beta Bank',
      supportEmail: '',
      supportPhone: '',
      logo: null,
      showInFrame: false,
    })
  })
})
