import type { Db } from '~/db/client.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue, type Executor } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod'

const payload = z.object({ to: z.string(), url: z.string(), workspaceName: z.string(), domain: z.string() })
type DomainProofMail = z.infer<typeof payload>

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The link that proves a workspace's single sign-on domain: whoever reads this inbox confirms it. */
export const ssoDomainMail = defineOutboxKind<DomainProofMail>({
  name: 'sso-domain-proof',
  label: 'Single sign-on domain proof',
  payload,
  render(mail) {
    const intro = `The workspace "${mail.workspaceName}" on Brightline Digital wants to let everyone at ${mail.domain} sign in through your organization's identity provider.`
    return {
      to: mail.to,
      subject: `Confirm single sign-on for ${mail.domain}`,
      text: `${intro}\n\nIf your organization agreed to this, confirm it with this link (valid for 24 hours, usable once):\n${mail.url}\n\nIf you do not know about it, ignore this e-mail: nothing changes.`,
      html: `<p>${escape(intro)}</p><p>If your organization agreed to this, <a href="${escape(mail.url)}">confirm it</a> (valid for 24 hours, usable once).</p><p>If you do not know about it, ignore this e-mail: nothing changes.</p>`,
    }
  },
})

export async function queueDomainProofMail(db: Db, notifyOutbox: () => void, mail: DomainProofMail) {
  await enqueue(db, ssoDomainMail, [{ ref: crypto.randomUUID(), payload: mail }])
  notifyOutbox()
}

const noticePayload = z.object({
  template: z.enum(['account-linked']),
  to: z.string(),
  workspaceName: z.string(),
})
type SsoNotice = z.infer<typeof noticePayload>

/** What single sign-on did with an account or a workspace, told to the people it concerns (issue 43 §2). */
export const ssoNoticeMail = defineOutboxKind<SsoNotice>({
  name: 'sso-notice',
  label: 'Single sign-on notice',
  payload: noticePayload,
  render(mail, { config }) {
    const intro = `Your Brightline Digital account (${mail.to}) can now be signed in through the identity provider of the workspace "${mail.workspaceName}", as you asked.`
    const unlike = `If you did not ask for this, reset your password at ${config.baseUrl}/auth/forgot-password and tell the workspace's owner.`
    return {
      to: mail.to,
      subject: 'Your organization’s sign-in is linked to your account',
      text: `${intro}\n\n${unlike}`,
      html: `<p>${escape(intro)}</p><p>${escape(unlike)}</p>`,
    }
  },
})

export async function queueSsoLinkedMail(db: Executor, mail: Omit<SsoNotice, 'template'>) {
  await enqueue<SsoNotice>(db, ssoNoticeMail, [
    { ref: crypto.randomUUID(), payload: { template: 'account-linked', ...mail } },
  ])
}
