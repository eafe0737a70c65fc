import { getServices } from '~/lib/services.server'
import { sitemapPaths } from '~/lib/site-map'
import type { Route } from './+types/sitemap-xml'

export function loader({ context }: Route.LoaderArgs) {
  const origin = getServices(context).config.baseUrl
  const urls = sitemapPaths.map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`)
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
