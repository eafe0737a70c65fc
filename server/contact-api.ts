import type { Request, Response } from 'express'
import { handleContactApi } from '~/lib/contact/api.server'
import type { Services } from '~/lib/services.server'

/**
 * POST /api/send-contact-email answered straight from Express: React Router's request handler matches
 * every route anew on each request, which costs more than storing the message. Same handler as the route
 * module (app/routes/resources/send-contact-email.ts), which still serves it under Vite.
 */
export function contactApiRoute(services: () => Services) {
  return async function sendContactEmail(req: Request, res: Response) {
    const api = { method: req.method, header: (name: string) => req.get(name), body: req }
    const { status, headers, body } = await handleContactApi(api, services(), req.ip ?? 'unknown')
    res.status(status).set(headers).json(body)
  }
}
