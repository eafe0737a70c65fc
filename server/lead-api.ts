import type { Request, Response } from 'express'
import { handleLeadApi } from '~/lib/leads/api.server'
import type { Services } from '~/lib/services.server'
import { bodyOf } from './request-guard'

/** /api/leads/<publicId> straight from Express, in production and under Vite alike, like the contact API (the request guard read its body); any other method than POST is told 405. */
export function leadApiRoute(services: () => Services) {
  return async function sendLead(req: Request<{ publicId: string }>, res: Response) {
    const api = {
      method: req.method,
      contentType: req.get('content-type'),
      body: bodyOf(req),
      idempotencyKey: req.get('idempotency-key'),
    }
    const reply = await handleLeadApi(api, services(), req.params.publicId, req.ip ?? 'unknown')
    res.status(reply.status).set(reply.headers).json(reply.body)
  }
}
