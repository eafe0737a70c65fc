import type { Request, Response } from 'express'
import { countEmbedView } from '~/lib/leads/embed-views.server'
import type { Services } from '~/lib/services.server'

// The smallest transparent GIF: the no-JavaScript view is an <img>.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * POST (navigator.sendBeacon) or GET (<noscript><img>) /api/embed-views/<publicId>, straight from Express:
 * the hottest write path of the site, so it skips React Router. Never cached: each request is one view.
 */
export function embedViewsRoute(services: () => Services) {
  return async function countView(req: Request<{ publicId: string }>, res: Response) {
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'POST' && req.method !== 'GET')
      return void res.set('Allow', 'GET, POST').status(405).end()
    const status = await countEmbedView(services(), req.params.publicId, {
      userAgent: req.get('user-agent'),
      address: req.ip ?? 'unknown',
    })
    if (status !== 'published') return void res.status(404).end()
    if (req.method === 'GET') return void res.type('image/gif').send(PIXEL)
    res.status(204).end()
  }
}
