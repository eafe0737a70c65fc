import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Resolver } from 'node:dns/promises'
import { authenticate } from 'mailauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { user, workspaceMembers } from '~/db/schema'
import { createMailer } from '~/lib/mailer.server'
import { reportMail, type ReportMailPayload } from '~/lib/reports/report-mail.server'
import { action as brandAction, loader as brandLoader } from '~/routes/workspace/brand'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { startDnsServer } from '../support/dns-server'
import { createTestServices } from '../support/services'
import { startSmtpServer } from './contact-smtp'
import { act, load, signedIn, workspaceWithCalculator } from './workspace-support'

type Page = {
  sendingDomain: { verifiedAt: string | null; records: { name: string; value: string }[] } | null
}

/*
 * Issue 43 §1, decision 0077: a workspace's visitor e-mails come from its own verified domain, DKIM-signed, with
 * its Message-ID there; until its two DNS records are found, from our sender. Checked by a real verifier
 * (mailauth) resolving the public key from a real DNS server on loopback.
 */
describe.each(databaseKinds)('a workspace’s sending domain on %s', (kind) => {
  let services: RunningServices
  let dns: Awaited<ReturnType<typeof startDnsServer>>
  let owner: string
  let outsider: string
  let workspaceId: string
  const domain = `mail-${kind}.test`
  const page = () => `/workspace/${workspaceId}/brand`
  const post = (fields: Record<string, string>, cookie = owner) =>
    act(services, brandAction, page(), { workspaceId }, fields, cookie)
  const view = async () => (await load(services, brandLoader, page(), { workspaceId }, owner)).data as Page
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-domain-'))

  const payload = (): ReportMailPayload => ({
    to: 'vera@home.example',
    type: 'loan',
    search: 'principal=30000&rate=6&term=60',
    brand: { color: '#0f766e', accent: '#fbbf24', font: 'serif', lang: 'en' },
    brandName: 'Prairie Credit Union',
    today: '2026-11-28',
    workspaceId,
    company: { supportEmail: '', supportPhone: '', logo: null },
  })

  /** "E-mail my results" for this workspace, rendered and written as the file mailer sends it: the raw message. */
  async function sentReport() {
    const mail = await reportMail(payload(), { config: services.config, db: services.db })
    const mailer = createMailer({ outboxDir: outbox, from: services.config.mailFrom })
    const before = new Set(fs.readdirSync(outbox))
    await mailer.send(mail)
    mailer.close()
    const file = fs.readdirSync(outbox).find((name) => !before.has(name))!
    return fs.readFileSync(path.join(outbox, file))
  }

  beforeAll(async () => {
    dns = await startDnsServer()
    services = await createTestServices(kind, { DNS_SERVERS: dns.server })
    owner = await signedIn(services, `mail-owner-${kind}@example.com`)
    outsider = await signedIn(services, `mail-outsider-${kind}@example.com`)
    ;({ workspaceId } = await workspaceWithCalculator(services, owner, 'Prairie Credit Union', 'loan'))
    await workspaceWithCalculator(services, outsider, 'Other Bank', 'loan')
  }, 180_000)
  afterAll(async () => {
    await services?.close()
    await dns?.close()
  })

  it('sends from our address until the domain’s records are found', async () => {
    expect((await post({ intent: 'mail-domain', domain: 'gmail.com' })).status).toBe(400)
    // Another workspace's owner, an editor, a removed member and a signed-out visitor name nothing here.
    expect((await post({ intent: 'mail-domain', domain }, outsider)).status).toBe(404)
    const editor = await signedIn(services, `mail-editor-${kind}@example.com`)
    const [editorRow] = await services.db
      .select()
      .from(user)
      .where(eq(user.email, `mail-editor-${kind}@example.com`))
    await services.db.insert(workspaceMembers).values({ workspaceId, userId: editorRow!.id, role: 'editor' })
    expect((await post({ intent: 'mail-domain', domain }, editor)).status).toBe(403)
    await services.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, editorRow!.id))
    expect((await post({ intent: 'mail-domain', domain }, editor)).status).toBe(404)
    expect((await post({ intent: 'mail-domain', domain }, '')).location).toBe('/auth')
    expect((await view()).sendingDomain).toBeNull()
    expect((await post({ intent: 'mail-domain', domain })).status).toBe(200)
    const [proof, dkim] = (await view()).sendingDomain!.records
    expect(proof!.name).toBe(`_brightline-verification.${domain}`)
    expect(dkim!.name).toBe(`brightline._domainkey.${domain}`)
    expect(dkim!.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]+$/)
    expect((await post({ intent: 'check-mail-domain' })).status).toBe(409)
    const raw = (await sentReport()).toString('latin1')
    expect(raw).toMatch(/^From: "?Prairie Credit Union"? <no-reply@brightline-digital\.example>/m)
    expect(raw).not.toMatch(/^DKIM-Signature:/m)
  })

  it('sends from the client’s domain, DKIM-signed and verified by mailauth, once both records are published', async () => {
    const records = (await view()).sendingDomain!.records
    for (const record of records) dns.publishTxt(record.name, record.value)
    expect((await post({ intent: 'check-mail-domain' })).status).toBe(200)
    expect((await view()).sendingDomain!.verifiedAt).not.toBeNull()
    const raw = await sentReport()
    const text = raw.toString('latin1')
    expect(text).toMatch(
      new RegExp(`^From: "?Prairie Credit Union"? <no-reply@${domain.replace('.', '\\.')}>`, 'm'),
    )
    expect(text).toMatch(new RegExp(`^Message-ID: <[^@>]+@${domain.replace('.', '\\.')}>`, 'mi'))
    const resolver = new Resolver()
    resolver.setServers([dns.server])
    const { dkim } = await authenticate(raw, {
      resolver: (name: string, type: string) => resolver.resolve(name, type as 'TXT'),
      ip: '127.0.0.1',
      helo: 'localhost',
      sender: `no-reply@${domain}`,
      disableArc: true,
      disableBimi: true,
    })
    const result = dkim.results[0]
    expect(result?.status.result).toBe('pass')
    expect(result?.signingDomain).toBe(domain)
  })

  it('keeps our address as the envelope sender over SMTP, so her SPF record needs no change', async () => {
    const smtp = await startSmtpServer()
    try {
      const mail = await reportMail(payload(), { config: services.config, db: services.db })
      const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: outbox, from: services.config.mailFrom })
      await mailer.send(mail)
      mailer.close()
      const [received] = smtp.received
      expect(received!.mail.from?.value[0]?.address).toBe(`no-reply@${domain}`)
      expect(received!.mailFrom).toBe(
        /<([^<>\s]+)>/.exec(services.config.mailFrom)?.[1] ?? services.config.mailFrom,
      )
      expect(received!.rcptTo).toEqual(['vera@home.example'])
    } finally {
      await smtp.close()
    }
  })
})
