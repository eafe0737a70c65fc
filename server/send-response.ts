import { writeReadableStreamToWritable } from '@react-router/node'
import type { Response as ExpressResponse } from 'express'

/**
 * A route's Content-Security-Policy refines the site-wide one (a published embed narrows frame-ancestors to
 * its allowed sites): each directive the route names replaces the site's, the others stay, so the page
 * never loses script-src, object-src, base-uri or form-action.
 */
export function mergePolicies(site: string, route: string) {
  const directives = new Map<string, string>()
  for (const policy of [site, route])
    for (const directive of policy.split(';')) {
      const text = directive.trim()
      if (text) directives.set(text.split(/\s+/)[0]!.toLowerCase(), text)
    }
  return [...directives.values()].join('; ')
}

/** A header the route sets replaces the server's default (Cache-Control); cookies add up; CSPs merge. */
export async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel())
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) {
    const site = res.getHeader(name)
    if (name === 'set-cookie') res.append(name, value)
    else if (name === 'content-security-policy' && typeof site === 'string')
      res.setHeader(name, mergePolicies(site, value))
    else res.setHeader(name, value)
  }
  if (!response.body) return void res.end()
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error
  }
}
