import { logoBytes } from '~/lib/brand/brand-profile.server'
import { LOGO_EXTENSION } from '~/lib/brand/logo-image'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/brand-logo'

const fileName = /^([0-9a-f]{64})\.(png|jpg|webp)$/

/**
 * A client's logo (decision 0052), as it was uploaded and checked: the type is the one its bytes showed, never
 * sniffed; the URL carries the content's hash, so it is cached for a year and never revalidated.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = fileName.exec(params.file ?? '')
  const logo = match ? await logoBytes(getServices(context).db, match[1]!) : null
  if (!logo || LOGO_EXTENSION[logo.contentType] !== match?.[2])
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  return new Response(new Uint8Array(logo.bytes), {
    headers: {
      'Content-Type': logo.contentType,
      'Content-Length': String(logo.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  })
}
