import type { NextFunction, Request, Response } from 'express'
import { adminAccess } from '~/lib/permissions.server'
import type { Services } from '~/lib/services.server'

const adminDataPath = /^\/admin(\/.*)?\.data$/
const adminRouteId = 'routes/_site/admin/'

/**
 * Whether a `.data` request may carry admin data: every action, and every loader request unless its `_routes`
 * names only other routes (React Router fetches the site-wide loaders' data at the same URL on its own).
 */
function asksForAdminData(req: Request) {
  const routes = req.method === 'GET' ? req.query._routes : undefined
  if (typeof routes !== 'string') return true
  return routes.split(',').some((id) => id.startsWith(adminRouteId))
}

/**
 * React Router answers a loader's redirect on a `.data` request with a 202 and a small payload; for the admin
 * data URLs anyone but an admin gets a plain 401 or 403 with an empty body instead. The route loaders and
 * actions still call requireAdmin themselves: this guard only shapes the answer.
 */
export function adminDataGuard(services: () => Services | undefined) {
  return async function guardAdminData(req: Request, res: Response, next: NextFunction) {
    const ready = services()
    if (!adminDataPath.test(req.path) || !asksForAdminData(req) || !ready) return next()
    try {
      const access = await adminAccess(
        new Request('http://internal/', { headers: { cookie: req.headers.cookie ?? '' } }),
        ready,
      )
      if (access === 'admin') return next()
      res.setHeader('Cache-Control', 'no-store')
      res.status(access === 'anonymous' ? 401 : 403).end()
    } catch (error) {
      next(error)
    }
  }
}
