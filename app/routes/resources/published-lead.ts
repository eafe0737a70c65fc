import { data } from 'react-router'
import type { LeadActionData } from '~/components/leads/lead-form'
import { leadText } from '~/lib/leads/lead-text'
import { publishedLead } from '~/lib/leads/published-lead.server'
import type { Route } from './+types/published-lead'

/**
 * POST /embed/c/<publicId>/lead: the published embed's lead form, sent by its script (lead-form.tsx). The
 * answer is the page action's, as JSON: 200, 400 with the field messages, 404, 410, 429 with Retry-After.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = await publishedLead({ request, context }, params.publicId)
  const noStore = { 'Cache-Control': 'no-store' }
  if (answer.status === 'archived' || answer.status === 'missing')
    return data<LeadActionData>(
      { sent: false, error: leadText.en[answer.status] },
      { status: answer.status === 'archived' ? 410 : 404, headers: noStore },
    )
  return data(answer.body, { status: answer.status, headers: { ...noStore, ...answer.headers } })
}
