import { and, eq } from 'drizzle-orm'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, user, workspaceMembers } from '~/db/schema'
import { describeState } from '~/lib/archive/state.server'
import { modelRiskFacts } from '~/lib/vendor-review/model-risk/facts.server'
import { facts as packFacts } from '~/lib/vendor-review/model-risk/test-facts'
import type { PendingControlChange } from '~/lib/controls/describe'
import { creditUnionWordingOn } from '~/lib/workspaces/wording.server'
import { reportMail, reportMailKind, type ReportMailPayload } from '~/lib/reports/report-mail.server'
import { action as publishedMail } from '~/routes/resources/published-report-mail'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { loader as reportLoader } from '~/routes/resources/published-report-pdf'
import { action as brandAction, loader as brandLoader } from '~/routes/workspace/brand'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { loader as historyLoader } from '~/routes/workspace/history'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { pageLines, pdfLayout } from '../support/pdf-layout'
import { routeContext } from '../support/services'
import { calcParams, calcPath, setUpTeams, validDraft, type Teams, type Who } from './teams-support'
import { formRequest } from './auth-support'
import {
  act,
  addCalculator,
  approveFields,
  load,
  origin,
  settle,
  workspaceWithCalculator,
} from './workspace-support'

/*
 * Issue 46 §2: a workspace switches its registry calculators to credit-union words (dividend rate, share
 * certificate) on the Brand page; its published CD calculator then says them in English and Spanish, another
 * workspace's does not, and the archived state names the wording (decision 0092).
 */
describe.each(databaseKinds)('credit-union wording on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let a: Teams['a']
  let other: { workspaceId: string; calculatorId: string; publicId: string }

  const brandPath = (workspaceId: string) => `/workspace/${workspaceId}/brand`
  const page = (workspaceId: string, cookie: string | undefined) =>
    load(services, brandLoader, brandPath(workspaceId), { workspaceId }, cookie)
  const switchTo = (on: boolean, who: Who | undefined, workspaceId = a.workspaceId) =>
    act(
      services,
      brandAction,
      brandPath(workspaceId),
      { workspaceId },
      { intent: 'wording', ...(on ? { on: 'on' } : {}) },
      who ? teams.cookies[who] : undefined,
    )
  const notice = (result: { data: unknown }) => (result.data as { notice: string }).notice
  const embed = async (publicId: string) => {
    const shown = await load(services, embedLoader, `/embed/c/${publicId}`, { publicId })
    expect(shown.status).toBe(200)
    return shown.data as {
      title: string
      state: string
      disclosure: string
      wording: { text: Record<string, string>; messages: Record<string, string> } | null
    }
  }
  // Lines joined with spaces: a sentence the PDF wraps reads whole.
  const report = async (publicId: string, query = 'deposit=10000') => {
    const response = (await reportLoader({
      request: new Request(`${origin}/embed/c/${publicId}/report.pdf?${query}`),
      params: { publicId },
      context: routeContext(services),
    } as never)) as Response
    expect(response.status).toBe(200)
    const bytes = Buffer.from(await response.arrayBuffer())
    return { bytes, text: pdfLayout(bytes).flatMap(pageLines).join(' ') }
  }
  const publish = async (w: { workspaceId: string; calculatorId: string }, lang: string, who: Who) => {
    // No disclosure of the client's own: the revision takes the shipped deposit default (decision 0091).
    const fields = { ...validDraft, lang, disclosure: '' }
    const saved = await act(
      services,
      calculatorAction,
      calcPath(w),
      calcParams(w),
      fields,
      teams.cookies[who],
    )
    expect(saved.status).toBe(200)
    const approve = await approveFields(services, w.calculatorId)
    const approved = await act(
      services,
      calculatorAction,
      calcPath(w),
      calcParams(w),
      approve,
      teams.cookies[who],
    )
    expect(approved.status).toBe(200)
  }

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '20' })
    ;({ services, a } = teams)
    other = await workspaceWithCalculator(services, teams.cookies.bob, 'Beta Credit Union', 'cd')
    await publish(a, 'en', 'alice')
    await publish(other, 'en', 'bob')
  })
  afterAll(() => teams?.close())

  it('is off by default: the published CD calculator says its own words', async () => {
    const shown = await embed(a.publicId)
    expect([shown.title, shown.wording]).toEqual(['CD Calculator', null])
    expect(await creditUnionWordingOn(services.db, a.workspaceId)).toBe(false)
  })

  it('is refused to an approver, another workspace’s owner and a signed-out visitor', async () => {
    expect((await page(a.workspaceId, teams.cookies.ann)).status).toBe(403)
    expect((await switchTo(true, 'ann')).status).toBe(403)
    expect((await page(a.workspaceId, teams.cookies.bob)).status).toBe(404)
    expect((await switchTo(true, 'bob')).status).toBe(404)
    const anonymous = await switchTo(true, undefined)
    expect([anonymous.status, anonymous.location]).toEqual([302, '/auth'])
    expect(await creditUnionWordingOn(services.db, a.workspaceId)).toBe(false)
  })

  it('is switched on by an editor, who sees the wording and not the brand profile; visitors read it at once', async () => {
    const before = await embed(a.publicId)
    const archivedBefore = await describeState(services.db, a.publicId)
    const editorPage = await page(a.workspaceId, teams.cookies.ed)
    expect(editorPage.status).toBe(200)
    expect(editorPage.data).toMatchObject({ profile: null, sendingDomain: null, wording: false })
    // The brand profile stays the owners'.
    const brandSave = { intent: 'save', companyName: 'Ed was here', supportEmail: '', supportPhone: '' }
    expect(
      (await act(services, brandAction, brandPath(a.workspaceId), calcParams(a), brandSave, teams.cookies.ed))
        .status,
    ).toBe(403)

    const switched = await switchTo(true, 'ed')
    expect([switched.status, notice(switched)]).toEqual([
      200,
      'Credit-union wording on: your published calculators say it now.',
    ])
    const after = await embed(a.publicId)
    expect(after.title).toBe('Share Certificate Calculator')
    expect(after.wording?.text).toMatchObject({
      rate: 'Dividend rate (%)',
      interestEarned: 'Dividends earned',
    })
    expect(after.wording?.messages['cd.rate.range']).toBe('Dividend rate must be between 0% and 100%')
    // The schedule's column is the calculator's own text key now, worded like the rest (decision 0094).
    expect(after.wording?.text.interestColumn).toBe('Dividends')
    // The deposit disclosure says dividends where the shipped default says interest; before, it said interest.
    expect(before.disclosure).toContain('with interest left on deposit to compound')
    expect(after.disclosure).toContain('with dividends left on deposit to compound')
    expect(after.disclosure).not.toMatch(/interest/i)
    // Only this calculator's words in this language reach the page: no Spanish, no savings-goal texts.
    expect(JSON.stringify(after.wording)).not.toMatch(/dividendos|a year/)
    // The state a visitor sees is another one, and the archive says which words it showed.
    expect(after.state).not.toBe(before.state)
    const archivedAfter = await describeState(services.db, a.publicId)
    expect(archivedAfter?.stateKey).not.toBe(archivedBefore?.stateKey)
    expect(archivedAfter?.stateKey).toContain('wording:credit-union')
    // The archive keeps the disclosure the visitor read.
    expect(archivedAfter?.disclosure).toBe(after.disclosure)
    expect(archivedBefore?.stateKey).not.toContain('wording')

    // The model-risk pack's inventory gives the disclosure visitors read, not the stored default.
    const pack = await modelRiskFacts(services.db, {
      workspaceId: a.workspaceId,
      now: new Date(),
      by: 'validator@example.com',
      platform: packFacts().platform,
      key: { keyId: 'test', publicPem: '' },
    })
    expect(pack!.calculators.map((each) => each.revision.disclosure)).toEqual([after.disclosure])

    // Another workspace's CD calculator keeps its words.
    const elsewhere = await embed(other.publicId)
    expect([elsewhere.title, elsewhere.wording]).toEqual(['CD Calculator', null])
    expect(elsewhere.disclosure).toBe(before.disclosure)

    // The PDF report prints the words the page shows; another workspace's prints its own.
    const pdf = await report(a.publicId)
    writeFileSync(`${tmpdir()}/credit-union-wording-report.pdf`, pdf.bytes)
    for (const words of ['Share Certificate Calculator', 'Dividend rate (%)', 'Dividends earned'])
      expect(pdf.text).toContain(words)
    expect(pdf.text).not.toContain('Interest rate (%)')
    // Its schedule's column and its disclosure too: no word of interest, and no "customer", anywhere in it.
    expect(pdf.text).toMatch(/Month Dividends Balance/)
    expect(pdf.text).toContain('with dividends left on deposit to compound')
    expect(pdf.text).not.toMatch(/interest|customer/i)
    const theirs = await report(other.publicId)
    expect(theirs.text).toContain('Interest rate (%)')
    expect(theirs.text).toMatch(/Month Interest Balance/)
    expect(theirs.text).toContain('with interest left on deposit to compound')
    expect(theirs.text).not.toContain('Dividend')

    // "E-mail my results": the mail queued names the share certificate, and its PDF prints the same words.
    const to = 'member@home.example'
    const request = formRequest(`${origin}/embed/c/${a.publicId}/report-mail`, {
      email: to,
      consent: 'on',
      search: 'deposit=10000',
    })
    const asked = await settle(() =>
      publishedMail({ request, params: { publicId: a.publicId }, context: routeContext(services) } as never),
    )
    expect(asked).toMatchObject({ status: 200, data: { sent: true, to } })
    const [queued] = await services.db.select().from(outbox).where(eq(outbox.kind, reportMailKind.name))
    const mail = await reportMail(queued!.payload as ReportMailPayload, {
      config: services.config,
      db: services.db,
    })
    expect(mail.subject).toContain('Share Certificate Calculator')
    writeFileSync(
      `${tmpdir()}/credit-union-wording-mail.html`,
      `<!doctype html><meta charset="utf-8">${mail.html}`,
    )
    const attached = mail.attachments?.find((file) => file.contentType === 'application/pdf')
    writeFileSync(`${tmpdir()}/credit-union-wording-mail.pdf`, attached!.content as Buffer)
    const mailed = pdfLayout(attached!.content as Buffer)
      .flatMap(pageLines)
      .join(' ')
    for (const words of ['Share Certificate Calculator', 'Dividend rate (%)', 'Dividends earned'])
      expect(mailed).toContain(words)
    expect(mailed).toMatch(/Month Dividends Balance/)
    expect(mailed).toContain('with dividends left on deposit to compound')
    expect(`${mailed} ${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/interest|customer/i)

    // History says who switched it.
    const history = await load(
      services,
      historyLoader,
      `/workspace/${a.workspaceId}/history`,
      { workspaceId: a.workspaceId },
      teams.cookies.alice,
    )
    const events = (history.data as { events: { action: string; detail: string; actor?: string }[] }).events
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'Changed a setting',
        detail: 'Credit-union wording in the calculators: on',
      }),
    )
    // The pack's facts include the accuracy ledger, computed once a process (7–14 s on a quiet machine), past
    // 30 s on a CI machine running the end-to-end suite beside: the same allowance as the pack's own test.
  }, 180_000)

  it('speaks Spanish in a Spanish calculator', async () => {
    await publish(a, 'es', 'alice')
    const shown = await embed(a.publicId)
    expect(shown.title).toBe('Calculadora de certificados de ahorro')
    expect(shown.wording?.text).toMatchObject({
      rate: 'Tasa de dividendos (%)',
      interestEarned: 'Dividendos ganados',
    })
    expect(shown.wording?.messages['cd.rate.number']).toBe('La tasa de dividendos debe ser un número')
    expect(shown.wording?.text.interestColumn).toBe('Dividendos')
    expect(shown.disclosure).toContain('con los dividendos en depósito para que se capitalicen')
    const pdf = await report(a.publicId)
    writeFileSync(`${tmpdir()}/credit-union-wording-report-es.pdf`, pdf.bytes)
    expect(pdf.text).toMatch(/Mes Dividendos Saldo/)
    expect(pdf.text).toContain('con los dividendos en depósito')
    expect(pdf.text).not.toMatch(/inter[eé]s|cliente/i)
  })

  it('words the savings-goal calculator too, and leaves a loan calculator its own words', async () => {
    const draft = {
      intent: 'save',
      name: 'Goals',
      color: '#0f766e',
      accent: '#fbbf24',
      font: 'serif',
      lang: 'en',
    }
    const shown: Record<string, Awaited<ReturnType<typeof embed>>> = {}
    const reports: Record<string, string> = {}
    for (const type of ['savings-goal', 'loan']) {
      const added = await addCalculator(services, teams.cookies.alice, a.workspaceId, type, `Our ${type}`)
      const path = calcPath(added)
      expect(
        (await act(services, calculatorAction, path, calcParams(added), draft, teams.cookies.alice)).status,
      ).toBe(200)
      const approve = await approveFields(services, added.calculatorId)
      expect(
        (await act(services, calculatorAction, path, calcParams(added), approve, teams.cookies.alice)).status,
      ).toBe(200)
      shown[type] = await embed(added.publicId)
      reports[type] = (await report(added.publicId, '')).text
    }
    expect(shown['savings-goal']!.wording?.text).toMatchObject({
      rate: 'Dividend rate (% a year)',
      totalInterest: 'Dividends earned',
    })
    expect(shown['savings-goal']!.wording?.text.interestColumn).toBe('Dividends')
    expect(shown['savings-goal']!.disclosure).toContain('with dividends left on deposit')
    expect(reports['savings-goal']).toMatch(/Month Deposit Dividends Balance/)
    expect(reports['savings-goal']).not.toMatch(/interest|customer/i)
    expect(shown.loan!.wording).toBeNull()
    // A loan's interest is interest at a credit union too: its schedule and disclosure keep the word.
    expect(reports.loan).toMatch(/Interest/)
    expect(shown.loan!.disclosure).not.toMatch(/dividend/i)
  })

  it('waits for a second person when the workspace requires one', async () => {
    const second = await act(
      services,
      membersAction,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      { intent: 'second-approver', on: 'on' },
      teams.cookies.alice,
    )
    expect(second.status).toBe(200)
    expect(notice(await switchTo(false, 'alice'))).toBe(
      'Proposed. It takes effect when another approver or owner confirms it; they have been e-mailed.',
    )
    expect(await creditUnionWordingOn(services.db, a.workspaceId)).toBe(true)
    expect((await embed(a.publicId)).wording).not.toBeNull()
    const waiting = (
      (
        await load(
          services,
          membersLoader,
          `/workspace/${a.workspaceId}/members`,
          { workspaceId: a.workspaceId },
          teams.cookies.ann,
        )
      ).data as { controlChanges: PendingControlChange[] }
    ).controlChanges
    expect(waiting.map((change) => change.change)).toEqual([
      'Turn off credit-union wording in the calculators',
    ])
    const confirmed = await act(
      services,
      membersAction,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      { intent: 'confirm-control', changeId: waiting[0]!.id },
      teams.cookies.ann,
    )
    expect(confirmed.status).toBe(200)
    expect(await creditUnionWordingOn(services.db, a.workspaceId)).toBe(false)
    const shown = await embed(a.publicId)
    expect([shown.title, shown.wording]).toEqual(['Calculadora de CD', null])
  })

  it('is refused to a removed member', async () => {
    const [ed] = await services.db.select().from(user).where(eq(user.email, 'ed@example.com'))
    await services.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, a.workspaceId), eq(workspaceMembers.userId, ed!.id)))
    expect((await page(a.workspaceId, teams.cookies.ed)).status).toBe(404)
    expect((await switchTo(true, 'ed')).status).toBe(404)
    expect(await creditUnionWordingOn(services.db, a.workspaceId)).toBe(false)
  })
})
