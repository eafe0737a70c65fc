import { receiptKey } from '~/lib/receipts/receipt-key.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/receipt-key'

/** The receipts' public key: PEM at /.well-known/brightline-receipt-key.pem, a JWKS beside it. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getServices(context)
  const key = receiptKey({ pem: config.receiptSigningKey, dataDir: config.dataDir })
  const headers = { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' }
  if (new URL(request.url).pathname.endsWith('.json')) {
    return Response.json({ keys: [key.publicJwk] }, { headers })
  }
  return new Response(key.publicPem, {
    headers: { ...headers, 'Content-Type': 'application/x-pem-file; charset=utf-8' },
  })
}
