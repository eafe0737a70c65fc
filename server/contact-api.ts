import type { Request, Response } from 'express'
import { handleContactApi } from '~/lib/contact/api.server'
import type { Services } from '~/lib/services.server'
import { bodyOf } from './request-guard'

/**
 * /api/send-contact-email, the one way in for scripts and integrations (the page's form without JavaScript
 * posts to its own action; both go through submitContactMessage). Answered straight from Express: React
 * Router's request handler matches every route anew on each request, which costs more than storing the message.
 */
export function contactApiRoute(services: () => Services) {
  return async function sendContactEmail(req: Request, res: Response) {
    const api = { method: req.method, contentType: req.get('content-type'), body: bodyOf(req) }
    const { status, headers, body } = await handleContactApi(api, services(), req.ip ?? 'unknown')
    res.status(status).set(headers).json(body)
  }
}
