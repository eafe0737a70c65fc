import { invoiceMail } from '~/lib/billing/invoice-mail.server'
import { accountMail } from '~/lib/account/account-mail.server'
import { contactNotification } from '~/lib/contact/notify.server'
import { leadAssignedNotification } from '~/lib/leads/assignment-mail.server'
import { leadNotification } from '~/lib/leads/mail.server'
import { reportMailKind } from '~/lib/reports/report-mail.server'
import { webhookFailedNotification } from '~/lib/webhooks/failure-mail.server'
import { workspaceNotification } from '~/lib/workspaces/mail.server'
import { ssoNoticeMail } from '~/lib/sso/sso-mail.server'
import { orderMailKind } from '~/lib/billing/order-mail.server'
import type { AnyOutboxKind } from './kind.server'

/** Every kind of mail the outbox sends; a new feature adds its kind here (see docs/decisions/0015). */
export const outboxKinds: readonly AnyOutboxKind[] = [
  contactNotification,
  workspaceNotification,
  leadNotification,
  accountMail,
  webhookFailedNotification,
  reportMailKind,
  leadAssignedNotification,
  ssoNoticeMail,
  orderMailKind,
  invoiceMail,
]
