import type { Route } from './+types/robots-txt'

export function loader({ request }: Route.LoaderArgs) {
  const origin = process.env.BASE_URL?.replace(/\/+$/, '') || new URL(request.url).origin
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
