import { getServices } from '~/lib/services.server'
import type { Route } from './+types/robots-txt'

export function loader({ context }: Route.LoaderArgs) {
  const origin = getServices(context).config.baseUrl
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
