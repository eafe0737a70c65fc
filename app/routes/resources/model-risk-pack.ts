import { data } from 'react-router'
import { record } from '~/lib/events/emit.server'
import { configuredReceiptKey, RECEIPT_KEY_PATH } from '~/lib/receipts/receipt-key.server'
import { getServices } from '~/lib/services.server'
import { modelRiskPack } from '~/lib/vendor-review/model-risk/pack.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import type { Route } from './+types/model-risk-pack'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The model-risk pack (issue 45 §3, decision 0090): for the same members as the Vendor review page
 * ('vendor_review.run'), a ZIP of the workspace's model file, signed as the examiner bundle is. `since`
 * (yyyy-mm-dd, optional) starts the monitoring period. The download is itself an audit entry.
 */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'vendor_review.run')
  const since = new URL(args.request.url).searchParams.get('since') || undefined
  const now = new Date()
  if (
    since !== undefined &&
    (!DAY.test(since) || Number.isNaN(Date.parse(since)) || since > now.toISOString())
  )
    throw data({ message: 'Choose a day, not after today, to start the monitoring period.' }, { status: 400 })
  const { db, config, database } = getServices(args.context)
  const key = configuredReceiptKey(config)
  const keyUrl = `${config.baseUrl}${RECEIPT_KEY_PATH}`
  const pack = await modelRiskPack(db, {
    workspaceId: access.workspace.id,
    now,
    since,
    by: access.actor.email,
    key,
    platform: {
      database: database.kind,
      auditRetentionYears: config.auditRetentionYears,
      archiveRetentionYears: config.archiveRetentionYears,
      keyId: key.keyId,
      keyUrl,
      smtp: !!config.smtpUrl,
      baseUrl: config.baseUrl,
    },
  })
  if (!pack) throw notFound()
  await record(db, {
    type: 'vendor_review.pack_exported',
    workspaceId: access.workspace.id,
    actor: access.actor,
    objectId: access.workspace.id,
    data: { since: pack.since, calculators: pack.calculators, files: pack.files, sha256: pack.sha256 },
  })
  return new Response(pack.zip, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="model-risk-pack-${now.toISOString().slice(0, 10)}.zip"`,
      'Content-Length': String(pack.zip.length),
      'Cache-Control': 'private, no-store',
      'X-Bundle-SHA256': pack.sha256,
    },
  })
}
