import { anchorsOf, publishedAnchor } from '~/lib/events/audit-anchor.server'
import { PLATFORM_CHAIN } from '~/lib/events/audit-chain.server'
import { RECEIPT_KEY_PATH } from '~/lib/receipts/receipt-key.server'
import { getServices } from '~/lib/services.server'
import { isUuid } from '~/lib/workspaces/tokens.server'
import type { Route } from './+types/audit-anchors'

/**
 * /audit/anchors/<workspace id or "platform">.json: a chain's signed daily anchors, newest first. Only
 * sequence numbers and hashes: nothing of any entry, so it is public (a reviewer fetches and keeps it). An
 * unknown chain and one not anchored yet answer the same 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const chainId = /^(.+)\.json$/.exec(params.file)?.[1] ?? ''
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (!isUuid(chainId) && chainId !== PLATFORM_CHAIN) return notFound()
  const { db, config } = getServices(context)
  const anchors = await anchorsOf(db, chainId)
  if (anchors.length === 0) return notFound()
  return Response.json(
    {
      chainId,
      publicKey: `${config.baseUrl}${RECEIPT_KEY_PATH}`,
      signed: 'Ed25519 over each anchor without its signature, as JSON with sorted keys and no spaces',
      anchors: anchors.map(publishedAnchor),
    },
    { headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' } },
  )
}
