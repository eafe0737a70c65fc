import { getServices } from '~/lib/services.server'
import { sitemapPaths } from '~/lib/site-map'
import { SPECIALTY_CATALOGUE_PATH, specialtyPagePath } from '~/lib/specialty/catalogue-paths'
import { catalogueSpecialty } from '~/lib/specialty/resolve.server'
import type { Route } from './+types/sitemap-xml'

export async function loader({ context }: Route.LoaderArgs) {
  const { config, db } = getServices(context)
  const origin = config.baseUrl
  // Specialty calculators are published without a deploy: their pages are listed as the database has them.
  const specialty = await catalogueSpecialty(db)
  const paths = [
    ...sitemapPaths,
    ...(specialty.length > 0 ? [SPECIALTY_CATALOGUE_PATH] : []),
    ...specialty.map(({ slug }) => specialtyPagePath(slug)),
  ]
  const urls = paths.map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`)
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
