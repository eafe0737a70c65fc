import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculators } from '~/calculators/registry'
import { action as calculatorAction } from '~/routes/_site/admin/calculator'
import { action as listAction } from '~/routes/_site/admin/calculators'
import { loader as pageLoader } from '~/routes/_site/calculators/specialty-calculator'
import { loader as catalogueLoader } from '~/routes/_site/calculators/specialty-catalogue'
import { loader as sitemapLoader } from '~/routes/resources/sitemap-xml'
import { loader as pdfLoader } from '~/routes/resources/calculator-report-pdf'
import { action as mailAction } from '~/routes/resources/calculator-report-mail'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, load, signedIn } from './workspace-support'

const loan = JSON.parse(
  readFileSync(new URL('../../app/lib/formulas/examples/loan.json', import.meta.url), 'utf8'),
) as { name: { en: string; es: string } }

// Issue 37 §2, decision 0064: a specialty calculator offered to the catalogue has public pages; nothing else does.
describe.each(databaseKinds)('specialty calculators on the public site on %s', (kind) => {
  let services: RunningServices
  let boss: string
  let tenantId: string
  const slugs = { catalogue: `pub_loan_${kind}`, tenant: `tenant_loan_${kind}`, none: `none_loan_${kind}` }

  /** Imports `definition` and publishes each of `offers` in turn as versions 1, 2, … (an edit before each next). */
  async function publish(slug: string, name: string, offers: string[]) {
    const created = await act(
      services,
      listAction,
      '/admin/calculators',
      {},
      {
        definition: JSON.stringify({ ...loan, id: slug, name: { ...loan.name, en: name } }),
        offer: 'catalogue',
      },
      boss,
    )
    const id = created.location!.split('/').pop()!
    for (const [index, offer] of offers.entries()) {
      if (index > 0) {
        const renamed = { ...loan, id: slug, name: { ...loan.name, en: `${name} v${index + 1}` } }
        const saved = await act(
          services,
          calculatorAction,
          `/admin/calculators/${id}`,
          { calculatorId: id },
          { intent: 'save', definition: JSON.stringify(renamed) },
          boss,
        )
        expect(saved.status).toBeLessThan(400)
      }
      const versions = await services.db.query.specialtyCalculatorVersions.findMany({
        where: (version, { eq }) => eq(version.calculatorId, id),
        orderBy: (version, { desc }) => desc(version.number),
      })
      const published = await act(
        services,
        calculatorAction,
        `/admin/calculators/${id}`,
        { calculatorId: id },
        { intent: 'publish', versionId: versions[0]!.id, offer },
        boss,
      )
      expect(published.status).toBe(200)
    }
  }

  const page = (slug: string, cookie?: string) =>
    load(services, pageLoader, `/calculators/specialty/${slug}`, { slug }, cookie)

  beforeAll(async () => {
    services = await createTestServices(kind, { ADMIN_EMAILS: 'boss@brightline.example' })
    boss = await signedIn(services, 'boss@brightline.example')
    const alice = await signedIn(services, 'alice@example.com')
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Alpha CU' }, alice)
    tenantId = created.location!.split('/').pop()!
    // Version 1 to the catalogue; version 2, a client's own variant, to that client alone.
    await publish(slugs.catalogue, 'Harbor loan', ['catalogue', tenantId])
    await publish(slugs.tenant, 'Alpha private loan', [tenantId])
    await publish(slugs.none, 'Withdrawn loan', ['none'])
  }, 120_000)
  afterAll(async () => {
    await services?.close()
  })

  it('shows the newest version offered to the catalogue, never a later one offered to a client', async () => {
    const shown = await page(slugs.catalogue)
    expect(shown.status).toBe(200)
    const data = shown.data as {
      specialty: { slug: string; number: number; definition: { name: { en: string } } }
    }
    expect(data.specialty.slug).toBe(slugs.catalogue)
    expect(data.specialty.number).toBe(1)
    expect(data.specialty.definition.name.en).toBe('Harbor loan')
    const text = JSON.stringify(shown.data)
    expect(text).not.toContain('Harbor loan v2')
    expect(text).not.toContain(tenantId)
    expect(text).not.toContain('Alpha CU')
    expect(shown.headers.get('Cache-Control')).toBe('private, no-cache')
  })

  it('answers 404 for a calculator offered to one workspace, to none, or unknown — signed in as its client too', async () => {
    const alice = await signedIn(services, 'alice@example.com')
    for (const slug of [slugs.tenant, slugs.none, 'no_such_calculator']) {
      for (const cookie of [undefined, alice]) {
        const answer = await page(slug, cookie)
        expect(answer.status, slug).toBe(404)
        expect(answer.data, slug).toEqual({ specialty: null })
      }
    }
  })

  it('lists only catalogue calculators in the catalogue and in sitemap.xml', async () => {
    const listed = await load(services, catalogueLoader, '/white-label-calculators/specialty', {})
    const cards = (listed.data as { calculators: { name: string; href: string }[] }).calculators
    expect(cards).toEqual([
      expect.objectContaining({ name: 'Harbor loan', href: `/calculators/specialty/${slugs.catalogue}` }),
    ])
    const sitemap = await load(services, sitemapLoader, '/sitemap.xml', {})
    const xml = String(sitemap.data)
    expect(xml).toContain(`/calculators/specialty/${slugs.catalogue}</loc>`)
    expect(xml).toContain('/white-label-calculators/specialty</loc>')
    expect(xml).not.toContain(slugs.tenant)
    expect(xml).not.toContain(slugs.none)
  })

  it("gives its page's PDF for a catalogue version only, never for a version offered to a client", async () => {
    const pdf = (name: string) =>
      load(services, pdfLoader, `/calculators/${name}/report.pdf?principal=30000`, { name })
    // The page's tools name the calculator `specialty:<slug>`: its newest catalogue version.
    for (const name of [`specialty:${slugs.catalogue}`, `specialty:${slugs.catalogue}@1`]) {
      const report = await pdf(name)
      expect(report.status, name).toBe(200)
      expect(report.headers.get('Content-Type')).toBe('application/pdf')
    }
    for (const name of [
      `specialty:${slugs.catalogue}@2`,
      `specialty:${slugs.tenant}`,
      `specialty:${slugs.none}`,
      `specialty:${slugs.tenant}@1`,
      `specialty:${slugs.none}@1`,
    ])
      expect((await pdf(name)).status, name).toBe(404)
    const mail = await act(
      services,
      mailAction,
      `/calculators/specialty:${slugs.tenant}/report-mail`,
      { name: `specialty:${slugs.tenant}` },
      { to: 'visitor@example.com' },
    )
    expect(mail.status).toBe(404)
  })

  it('keeps its address clear of the registry calculators', () => {
    expect(calculators.map(({ name }) => name)).not.toContain('specialty')
  })
})
