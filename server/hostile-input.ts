import type { Request } from 'express'

/*
 * Issue 33 §5: what no page of ours sends, refused in one place before any route, query or log sees it.
 * PostgreSQL refuses a NUL in text (a 500 whose log held the statement and the visitor's details), and a form
 * posted from another site's page is a forgery: our forms, the embed's included, post from our own origin (the
 * embed frame is served from it).
 */

export const CROSS_SITE_FORM = 'Forms are accepted from this site’s own pages only.'
export const NUL_CHARACTER = 'The request contains a NUL character.'

/** The browser says the form comes from another site's page (Sec-Fetch-Site), or its Origin names another host. */
export function fromAnotherSite(req: Request): boolean {
  const site = req.get('sec-fetch-site')
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = req.get('origin')
  if (origin === undefined) return false
  if (!URL.canParse(origin)) return true
  return new URL(origin).host !== req.host.toLowerCase()
}

const hasNul = (text: string) => text.includes('\u0000')

/** A NUL in the query string, in a parameter's name or value, however it is encoded. */
export function queryHasNul(originalUrl: string): boolean {
  const query = originalUrl.indexOf('?')
  if (query === -1) return false
  for (const [name, value] of new URLSearchParams(originalUrl.slice(query + 1)))
    if (hasNul(name) || hasNul(value)) return true
  return false
}

export function formHasNul(form: FormData): boolean {
  for (const [name, value] of form)
    if (hasNul(name) || (typeof value === 'string' && hasNul(value))) return true
  return false
}

/** A NUL in any string of a JSON body (as `\u0000`); a body that is not JSON is left to its route. */
export function jsonHasNul(body: Buffer): boolean {
  if (!body.includes('\\u0000') && !body.includes(0)) return false
  let found = false
  try {
    JSON.parse(body.toString('utf8'), (key, value: unknown) => {
      if (hasNul(key) || (typeof value === 'string' && hasNul(value))) found = true
      return value
    })
  } catch {
    return body.includes(0)
  }
  return found
}
