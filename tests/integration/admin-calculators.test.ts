import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { specialtyCalculators, specialtyCalculatorVersions } from '~/db/schema'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/_site/admin/calculator'
import { action as listAction, loader as listLoader } from '~/routes/_site/admin/calculators'
import { loader as exportLoader } from '~/routes/resources/admin-calculator-json'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { NUL_REFUSED } from '~/lib/specialty/definition-text'
import { act, load, origin, settle, signedIn } from './workspace-support'

const loanText = readFileSync(new URL('../../app/lib/formulas/examples/loan.json', import.meta.url), 'utf8')
const loan = JSON.parse(loanText) as { id: string; examples: { expected: Record<string, number> }[] }

type Editor = {
  latest: { id: string; number: number; published: boolean }
  text: string
  versions: unknown[]
}

// Issue 37 §1: the admin builder stores specialty calculators as immutable versions, published only when proven.
describe.each(databaseKinds)('admin specialty calculators on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}

  // `cookie` is explicit where a signed-out caller is tested: a default parameter would sign it in as the admin.
  const create = (fields: Record<string, string>, cookie: string | undefined = cookies.boss) =>
    act(services, listAction, '/admin/calculators', {}, { offer: 'catalogue', ...fields }, cookie)
  const editor = async (id: string) =>
    (await load(services, calculatorLoader, `/admin/calculators/${id}`, { calculatorId: id }, cookies.boss))
      .data as Editor
  const edit = (id: string, fields: Record<string, string>, cookie: string | undefined) =>
    act(services, calculatorAction, `/admin/calculators/${id}`, { calculatorId: id }, fields, cookie)
  const createLoan = async (document: object) => {
    const created = await create({ definition: JSON.stringify(document) })
    expect(created.status).toBe(302)
    return created.location!.split('/').pop()!
  }

  beforeAll(async () => {
    services = await createTestServices(kind, { ADMIN_EMAILS: 'boss@brightline.example' })
    cookies.boss = await signedIn(services, 'boss@brightline.example')
    cookies.alice = await signedIn(services, 'alice@example.com')
  })
  afterAll(async () => {
    await services?.close()
  })

  it('gives a signed-in client and a signed-out visitor nothing, and lets them create nothing', async () => {
    const id = await createLoan({ ...loan, id: 'guarded_loan' })
    for (const who of [cookies.alice, undefined]) {
      const list = await load(services, listLoader, '/admin/calculators', {}, who)
      expect(list.status).toBe(302)
      expect(JSON.stringify(list.data ?? '')).not.toContain('guarded_loan')
      const page = await load(
        services,
        calculatorLoader,
        `/admin/calculators/${id}`,
        { calculatorId: id },
        who,
      )
      expect(page.status).toBe(302)
      expect(
        (
          await act(
            services,
            listAction,
            '/admin/calculators',
            {},
            { definition: JSON.stringify({ ...loan, id: 'intruder' }) },
            who,
          )
        ).status,
      ).toBe(302)
      expect((await edit(id, { intent: 'publish', versionId: 'x' }, who)).status).toBe(302)
      const request = new Request(`${origin}/admin/calculators/${id}/definition.json`, {
        headers: who ? { cookie: who } : {},
      })
      const exported = await settle(() =>
        exportLoader({ request, params: { calculatorId: id }, context: routeContext(services) } as never),
      )
      expect([401, 403]).toContain(exported.status)
      expect(exported.data).toBe('')
    }
    const slugs = (await services.db.select().from(specialtyCalculators)).map((row) => row.slug)
    expect(slugs).not.toContain('intruder')
  })

  it('refuses an import that does not match the schema, listing each problem by path', async () => {
    const refused = await create({ definition: JSON.stringify({ ...loan, inputs: [] }) })
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({ ok: false, problems: [{ where: 'inputs' }] })
    const notJson = await create({ definition: '{ "id": ' })
    expect(notJson.data).toMatchObject({ problems: [{ where: '(document)' }] })
  })

  // Issue 43 §5: PostgreSQL stores no NUL character in text or JSON; the import answered 500 with the SQL logged.
  it('refuses a NUL character anywhere in an imported or edited definition (400), naming where it is', async () => {
    const before = await services.db.select().from(specialtyCalculators)
    const withNul = { ...loan, name: 'Loan\u0000 calculator' }
    const refused = await create({ definition: JSON.stringify(withNul) })
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({ ok: false, problems: [{ where: 'name', message: NUL_REFUSED }] })
    const inKey = await create({ definition: JSON.stringify({ ...loan, ['note\u0000']: 'x' }) })
    expect([inKey.status, inKey.data]).toMatchObject([400, { problems: [{ where: '(document)' }] }])
    expect(await services.db.select().from(specialtyCalculators)).toHaveLength(before.length)

    const id = await createLoan({ ...loan, id: 'nul_edit' })
    const text = JSON.stringify({ ...loan, id: 'nul_edit', name: 'Edited\u0000' })
    const edited = await edit(id, { intent: 'save', definition: text }, cookies.boss)
    expect([edited.status, edited.data]).toMatchObject([
      400,
      { problems: [{ where: 'name', message: NUL_REFUSED }] },
    ])
  })

  it('refuses to publish while a worked example fails (409), then publishes once it passes', async () => {
    const wrong = structuredClone(loan)
    wrong.id = 'failing_loan'
    wrong.examples[0]!.expected.monthly_payment! += 0.01
    const id = await createLoan(wrong)
    const draft = await editor(id)
    const refused = await edit(id, { intent: 'publish', versionId: draft.latest.id }, cookies.boss)
    expect(refused.status).toBe(409)
    expect((refused.data as { notice: string }).notice).toMatch(/^Not published: 1 worked example fails/)
    const [stored] = await services.db
      .select()
      .from(specialtyCalculatorVersions)
      .where(eq(specialtyCalculatorVersions.id, draft.latest.id))
    expect(stored!.publishedAt).toBeNull()

    expect(
      (
        await edit(
          id,
          { intent: 'save', definition: JSON.stringify({ ...loan, id: 'failing_loan' }) },
          cookies.boss,
        )
      ).status,
    ).toBe(200)
    const fixed = await editor(id)
    expect(fixed.latest).toMatchObject({ id: draft.latest.id, number: 1, published: false })
    expect((await edit(id, { intent: 'publish', versionId: fixed.latest.id }, cookies.boss)).status).toBe(200)
    expect((await editor(id)).latest).toMatchObject({ number: 1, published: true })
  })

  it('never changes a published version: an edit makes version 2, and the database refuses an update', async () => {
    const id = await createLoan({ ...loan, id: 'immutable_loan' })
    const v1 = (await editor(id)).latest
    expect((await edit(id, { intent: 'publish', versionId: v1.id }, cookies.boss)).status).toBe(200)
    const renamed = { ...loan, id: 'immutable_loan', name: { en: 'Loan payment v2', es: 'Pago v2' } }
    const saved = await edit(id, { intent: 'save', definition: JSON.stringify(renamed) }, cookies.boss)
    expect(saved.data).toMatchObject({ ok: true, notice: 'Saved as version 2 (a draft).' })
    const after = await editor(id)
    expect(after.latest).toMatchObject({ number: 2, published: false })
    expect(after.versions).toHaveLength(2)
    const [first] = await services.db
      .select()
      .from(specialtyCalculatorVersions)
      .where(eq(specialtyCalculatorVersions.id, v1.id))
    expect((first!.definition as { name: { en: string } }).name.en).toBe('Loan payment')
    await expect(
      services.db
        .update(specialtyCalculatorVersions)
        .set({ definition: renamed })
        .where(eq(specialtyCalculatorVersions.id, v1.id)),
    ).rejects.toThrow()
    // Publishing the old version again is refused; the id cannot change between versions.
    expect((await edit(id, { intent: 'publish', versionId: v1.id }, cookies.boss)).status).toBe(409)
    const moved = await edit(
      id,
      { intent: 'save', definition: JSON.stringify({ ...loan, id: 'other' }) },
      cookies.boss,
    )
    expect(moved.status).toBe(400)
  })

  it('exports the latest version as a JSON file that imports again unchanged', async () => {
    const id = await createLoan({ ...loan, id: 'exported_loan' })
    const request = new Request(`${origin}/admin/calculators/${id}/definition.json`, {
      headers: { cookie: cookies.boss! },
    })
    const response = (await exportLoader({
      request,
      params: { calculatorId: id },
      context: routeContext(services),
    } as never)) as Response
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="exported_loan-v1.json"')
    const exported = JSON.parse(await response.text()) as { id: string }
    expect(exported.id).toBe('exported_loan')
    const again = await create({ definition: JSON.stringify({ ...exported, id: 'reimported_loan' }) })
    expect(again.status).toBe(302)
    const duplicate = await create({ definition: JSON.stringify(exported) })
    expect(duplicate.status).toBe(409)
  })

  it('creates from a starter and from an uploaded file, and lists each with its latest version', async () => {
    expect((await create({ starter: 'cd' })).status).toBe(302)
    const form = new FormData()
    form.set('offer', 'catalogue')
    form.set('file', new File([loanText.replace('"id": "loan"', '"id": "uploaded_loan"')], 'loan.json'))
    const request = new Request(`${origin}/admin/calculators`, {
      method: 'POST',
      headers: { cookie: cookies.boss!, Origin: origin },
      body: form,
    })
    const uploaded = await settle(() =>
      listAction({ request, params: {}, context: routeContext(services) } as never),
    )
    expect(uploaded.status).toBe(302)
    const list = (await load(services, listLoader, '/admin/calculators', {}, cookies.boss)).data as {
      calculators: { slug: string; latest: { number: number; publishedAt: Date | null } }[]
    }
    expect(list.calculators.map((each) => each.slug)).toEqual(expect.arrayContaining(['cd', 'uploaded_loan']))
    expect(list.calculators.find((each) => each.slug === 'cd')!.latest).toMatchObject({
      number: 1,
      publishedAt: null,
    })
  })
})
