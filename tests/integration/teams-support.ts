import { eq } from 'drizzle-orm'
import { calculatorRevisions } from '~/db/schema'
import { action as invitationAction } from '~/routes/workspace/invitation'
import { action as membersAction } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import type { DatabaseKind } from '../support/database'
import { createTestServices } from '../support/services'
import { startMailCatcher } from './auth-support'
import { act, signedIn, workspaceWithCalculator } from './workspace-support'

/** The editor's fields for a valid Spanish CD draft, framed by one bank's site. */
export const validDraft = {
  intent: 'save',
  name: 'Our CD',
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'serif',
  lang: 'es',
  'default.deposit': '5000',
  'default.rate': '4.1',
  'min.rate': '3',
  'max.rate': '5',
  disclosure: 'Rates from <b>First Bank</b>.',
  allowedOrigins: 'https://bank.example',
}

type Calc = { workspaceId: string; calculatorId: string }
export const calcPath = (w: Calc) => `/workspace/${w.workspaceId}/calculators/${w.calculatorId}`
export const calcParams = (w: Calc) => ({ workspaceId: w.workspaceId, calculatorId: w.calculatorId })

export type Who = 'alice' | 'bob' | 'ed' | 'ann' | 'boss'

export interface Teams {
  services: RunningServices
  mail: Awaited<ReturnType<typeof startMailCatcher>>
  /** alice owns Alpha Bank (ed its editor, ann its approver); bob owns Beta Credit; boss is an admin. */
  cookies: Record<Who, string>
  a: Calc & { publicId: string }
  b: Calc
  /** The newest mail to `to` whose subject matches, waiting up to 5 s for it. */
  mailWith: (
    to: string,
    subject: RegExp,
  ) => Promise<Awaited<ReturnType<typeof startMailCatcher>>['received'][number]>
  /** The token of the invitation mailed to `to`. */
  invitationToken: (to: string) => Promise<string>
  revisionCount: (calculatorId: string) => Promise<number>
  close: () => Promise<void>
}

/** Two workspaces on one database: Alpha Bank with a CD calculator and a team of three, Beta Credit with a loan. */
export async function setUpTeams(kind: DatabaseKind, env: Record<string, string> = {}): Promise<Teams> {
  const mail = await startMailCatcher()
  const services = await createTestServices(kind, {
    SMTP_URL: mail.url,
    ADMIN_EMAILS: 'boss@brightline.example',
    RATE_LIMIT_AUTH: '3',
    ...env,
  })
  const cookies = {} as Record<Who, string>
  for (const name of ['alice', 'bob', 'ed', 'ann', 'boss'] as const)
    cookies[name] = await signedIn(
      services,
      name === 'boss' ? 'boss@brightline.example' : `${name}@example.com`,
    )

  async function mailWith(to: string, subject: RegExp) {
    for (let waited = 0; waited < 50; waited++) {
      const found = mail.received.find(
        (m) => m.to && !Array.isArray(m.to) && m.to.text === to && subject.test(m.subject ?? ''),
      )
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`no mail to ${to} matching ${subject}`)
  }
  const invitationToken = async (to: string) =>
    (await mailWith(to, /invited/)).text!.match(/\/workspace\/invitations\/(\S+)/)![1]!

  const a = await workspaceWithCalculator(services, cookies.alice, 'Alpha Bank', 'cd')
  const b = await workspaceWithCalculator(services, cookies.bob, 'Beta Credit', 'loan')
  for (const [who, role] of [
    ['ed', 'editor'],
    ['ann', 'approver'],
  ] as const) {
    const invited = await act(
      services,
      membersAction,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      { intent: 'invite', email: `${who}@example.com`, role },
      cookies.alice,
    )
    if (invited.status !== 200) throw new Error(`inviting ${who} failed: ${invited.status}`)
    const token = await invitationToken(`${who}@example.com`)
    const accepted = await act(
      services,
      invitationAction,
      `/workspace/invitations/${token}`,
      { token },
      {},
      cookies[who],
    )
    if (accepted.location !== `/workspace/${a.workspaceId}`) throw new Error(`${who} could not join`)
  }
  return {
    services,
    mail,
    cookies,
    a,
    b,
    mailWith,
    invitationToken,
    revisionCount: async (calculatorId) =>
      (
        await services.db
          .select()
          .from(calculatorRevisions)
          .where(eq(calculatorRevisions.calculatorId, calculatorId))
      ).length,
    close: async () => {
      await services.close()
      await mail.close()
    },
  }
}
