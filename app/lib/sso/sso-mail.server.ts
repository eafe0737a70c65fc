import type { Db } from '~/db/client.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue } from '~/lib/outbox/store.server'
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
