import type { Db } from '~/db/client.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod'
import { existingAccountMail, passwordResetMail, verificationMail } from './account-mails'

const payload = z.discriminatedUnion('template', [
  z.object({ template: z.literal('verification'), to: z.string(), url: z.string() }),
  z.object({ template: z.literal('password-reset'), to: z.string(), url: z.string() }),
  z.object({
    template: z.literal('existing-account'),
    to: z.string(),
    url: z.string(),
    verified: z.boolean(),
  }),
])
export type AccountMail = z.infer<typeof payload>

/**
 * Account mails (verification, password reset, repeated sign-up) go through the outbox: the request only
 * inserts a row, so whether an address has an account does not show in how long the answer takes while the
 * mail server talks (issue 24 §5), and a mail server that is down delays the mail, not the visitor.
 */
export const accountMail = defineOutboxKind<AccountMail>({
  name: 'account-mail',
  label: 'Account mail',
  payload,
  render(mail) {
    switch (mail.template) {
      case 'verification':
        return verificationMail(mail.to, mail.url)
      case 'password-reset':
        return passwordResetMail(mail.to, mail.url)
      case 'existing-account':
        return existingAccountMail(mail.to, mail.url, mail.verified)
    }
  },
})

/** Queues one account mail (the worker is woken as it commits); each mail is its own row (a random ref). */
export async function queueAccountMail(db: Db, mail: AccountMail) {
  await enqueue(db, accountMail, [{ ref: crypto.randomUUID(), payload: mail }])
}
