import { toCsv } from '~/lib/admin/csv'
import { allMessages } from '~/lib/admin/messages.server'
import { requireAdmin } from '~/lib/permissions.server'
import { adminGuard } from '~/lib/route-guard.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/admin-messages-csv'

const header = [
  'Received (UTC)',
  'First name',
  'Last name',
  'Email',
  'Company',
  'Message',
  'Handled (UTC)',
  'Notification',
]

export const middleware: Route.MiddlewareFunction[] = [adminGuard('resource')]

/** Every message matching the dashboard's search, for a spreadsheet; 401/403 with no body to anyone but an admin. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, { as: 'resource' })
  const query = new URL(args.request.url).searchParams.get('q') ?? undefined
  const messages = await allMessages(getServices(args.context).db, query)
  const csv = toCsv(
    header,
    messages.map((m) => [
      m.createdAt.toISOString(),
      m.firstName,
      m.lastName,
      m.email,
      m.company,
      m.message,
      m.handledAt?.toISOString(),
      m.notificationStatus,
    ]),
  )
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="contact-messages-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
