import { requireRecentSignIn } from '~/lib/account/step-up.server'
import { data } from 'react-router'
import { examinerBundle } from '~/lib/archive/bundle.server'
import { record } from '~/lib/events/emit.server'
import { configuredReceiptKey, RECEIPT_KEY_PATH } from '~/lib/receipts/receipt-key.server'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { isUuid } from '~/lib/workspaces/tokens.server'
import type { Route } from './+types/archive-bundle'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const MAX_CALCULATORS = 200

/**
 * The examiner bundle (docs/decisions/0058): for a range of UTC days and some calculators of the caller's
 * workspace, a ZIP of every state live in the range with its manifest, the audit extract, SHA256SUMS and
 * its Ed25519 signature.
 * The export is itself an audit entry.
 */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'archive.export')
  // Step-up (issue 43 §5): after confirming, the browser comes back to this very address and downloads it.
  await requireRecentSignIn(args, access.view)
  const url = new URL(args.request.url)
  const from = url.searchParams.get('from') ?? ''
  const to = url.searchParams.get('to') ?? ''
  const calculatorIds = [...new Set(url.searchParams.getAll('calculator'))].filter(isUuid)
  if (
    !DAY.test(from) ||
    !DAY.test(to) ||
    from > to ||
    Number.isNaN(Date.parse(from)) ||
    Number.isNaN(Date.parse(to))
  )
    throw data({ message: 'Choose a range of days, the first not after the last.' }, { status: 400 })
  if (calculatorIds.length === 0 || calculatorIds.length > MAX_CALCULATORS)
    throw data({ message: 'Choose at least one calculator.' }, { status: 400 })
  const { db, config } = getServices(args.context)
  // Another workspace's calculator ids simply match no state of this one.
  const bundle = await examinerBundle(db, {
    workspace: access.workspace,
    calculatorIds,
    from,
    to,
    by: access.actor.email,
    signing: { key: configuredReceiptKey(config), keyUrl: `${config.baseUrl}${RECEIPT_KEY_PATH}` },
  })
  await record(db, {
    type: 'archive.exported',
    workspaceId: access.workspace.id,
    actor: access.actor,
    objectId: access.workspace.id,
    data: { from, to, calculators: calculatorIds, states: bundle.states, sha256: bundle.sha256 },
  })
  return new Response(bundle.zip, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="examiner-bundle-${from}-to-${to}.zip"`,
      'Content-Length': String(bundle.zip.length),
      'Cache-Control': 'private, no-store',
      'X-Bundle-SHA256': bundle.sha256,
    },
  })
}
