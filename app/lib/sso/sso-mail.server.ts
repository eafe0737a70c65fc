import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue, type Executor } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

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
